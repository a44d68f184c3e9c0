import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyReview } from '../api/find-my-review';
import { ReviewForm } from './review-form';

export type ReviewDialogProps = {
  productId: string;
  productName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called after the review was saved and the dialog closed. */
  onSaved?(): void;
};

/**
 * 'Add Review & Rating' for a delivered product: stars, text and up to five photos, compressed
 * in the browser and uploaded one by one with progress. A shopper who reviewed the product before
 * finds their review filled in; saving edits it.
 */
export function ReviewDialog({ productId, productName, open, onOpenChange, onSaved }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  const mine = useMyReview(productId, open);
  const existing = mine.data?.data ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      dismissible={!busy}
      title={existing ? 'Edit your review' : 'Add Review & Rating'}
      description={productName}
      className="w-[min(34rem,calc(100vw-2rem))]"
    >
      {mine.isPending && mine.fetchStatus !== 'idle' ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your review">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-28" />
          <Skeleton className="size-20" />
        </div>
      ) : (
        <ReviewForm
          key={existing?.updatedAt ?? 'new'}
          productId={productId}
          existing={existing}
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onSaved={() => {
            onOpenChange(false);
            onSaved?.();
          }}
        />
      )}
    </Dialog>
  );
}
