import { productCardActions } from '@/app/product-card-actions';
import { LikedPage } from '@/features/likes/components/liked-page';

export function Component() {
  return <LikedPage cardActions={productCardActions} />;
}
