import { StopAlertPage } from '@/features/product/components/stop-alert-page';

export function Component() {
  return (
    <div className="container-page py-10 sm:py-16">
      <StopAlertPage />
    </div>
  );
}
