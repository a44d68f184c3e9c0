import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { cn } from '@/lib/cn';

type DialogProps = {
  open: boolean;
  /** Called with false on Escape, the close button or a click on the backdrop (unless `dismissible` is false). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** False while something must finish first (a payment in flight): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  className?: string;
};

/**
 * A centred modal on the native <dialog>, like Sheet: the browser gives the focus trap, Escape,
 * the inert page behind and the top layer.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  className,
}: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: keep the dialog when it may not be dismissed; otherwise let the parent decide.
        event.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClick={(event) => dismissible && event.target === event.currentTarget && onOpenChange(false)}
      className={cn(
        'm-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-2xl border bg-background p-0 text-foreground shadow-2xl',
        'transition-[opacity,scale,overlay,display] transition-discrete duration-200 backdrop:bg-black/60',
        'scale-95 opacity-0 open:scale-100 open:opacity-100 starting:open:scale-95 starting:open:opacity-0',
        className,
      )}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-lg leading-tight font-bold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                  {description}
                </p>
              ) : null}
            </div>
            {dismissible ? (
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="-m-1 grid size-9 shrink-0 place-items-center rounded-md hover:bg-accent"
                aria-label="Close"
              >
                <X className="size-5" />
              </button>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
