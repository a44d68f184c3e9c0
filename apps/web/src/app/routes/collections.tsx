import { CollectionsPage } from '@/features/collections/components/collections-page';

export function Component() {
  return <CollectionsPage />;
}
