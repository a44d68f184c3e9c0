import { LikedPage } from '@/features/likes/components/liked-page';

export function Component() {
  return <LikedPage />;
}
