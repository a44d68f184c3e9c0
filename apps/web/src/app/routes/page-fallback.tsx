import { Loader2 } from 'lucide-react';

/** Shown while a code-split page's chunk loads on a first visit straight to it. */
export function PageFallback() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-label="Loading page">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}
