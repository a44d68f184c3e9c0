import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Pinned to the bottom while the form differs from what was saved: Discard, and the save button. */
export function UnsavedBar({
  onDiscard,
  busy,
  children,
}: {
  onDiscard: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-card/95 backdrop-blur lg:left-60 print:hidden"
      role="region"
      aria-label="Unsaved changes"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="text-sm font-medium">Unsaved changes</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onDiscard} disabled={busy}>
            Discard
          </Button>
          {children}
        </div>
      </div>
    </div>
  );
}
