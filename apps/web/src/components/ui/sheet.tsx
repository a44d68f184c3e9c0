import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { cn } from '@/lib/cn';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
};

/**
 * A side drawer on the native modal <dialog>: the browser supplies the focus trap, Escape,
 * the inert page behind and the top layer, so no dialog library is needed for it.
 *
 * It is put in the page the first time it opens and kept there after, so it still slides out
 * when closed: the phone menu is in every page's header, and rendered closed it was a tenth of a
 * server-rendered page's compressed bytes (docs/decisions/086).
 */
export function Sheet({ open, onOpenChange, title, side = 'left', children, className }: SheetProps) {
  const ref = useModalDialog(open);
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state derived from a prop): the dialog is in this
  // very render, so the effect that opens it finds it.
  if (open && !opened) setOpened(true);
  if (!opened) return null;

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the <dialog> itself, outside the panel.
      onClick={(event) => event.target === event.currentTarget && onOpenChange(false)}
      className={cn(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-background p-0 text-foreground shadow-2xl',
        'transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-black/60',
        side === 'left'
          ? 'left-0 -translate-x-full open:translate-x-0 starting:open:-translate-x-full'
          : 'right-0 left-auto translate-x-full open:translate-x-0 starting:open:translate-x-full',
        className,
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="font-display text-lg font-bold tracking-wide uppercase italic">{title}</h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="grid size-9 place-items-center rounded-md hover:bg-accent"
            aria-label="Close menu"
          >
            <X className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </dialog>
  );
}
