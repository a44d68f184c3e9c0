import { SuccessPage } from '@/features/orders/components/success-page';

export function Component() {
  return <SuccessPage />;
}
