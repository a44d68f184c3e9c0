import { AlertTriangle, RefreshCw } from 'lucide-react';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({
  error,
  onRetry,
  title = 'Could not load this',
}: {
  error: Error | null;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <StatusState
      icon={AlertTriangle}
      title={title}
      actions={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      }
    >
      {error?.message || FALLBACK_ERROR_MESSAGE}
    </StatusState>
  );
}

/** Grey blocks in the shape of a detail page while it loads. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <div className="h-56 animate-pulse rounded-xl bg-muted" />
        <div className="h-40 animate-pulse rounded-xl bg-muted" />
      </div>
      <div className="space-y-4">
        <div className="h-32 animate-pulse rounded-xl bg-muted" />
        <div className="h-48 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}
