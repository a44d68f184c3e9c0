import { Bike, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { bikeName, useCurrentBike } from '../use-current-bike';

// Off the first screen's script, as every page has the button: loaded when first opened.
const GarageDialog = lazy(() => import('./garage-dialog').then((module) => ({ default: module.GarageDialog })));

type GarageButtonProps = {
  className?: string;
  /** The phone menu's row: the bike named in full; it closes the menu (`onOpen`) and opens the garage. */
  inMenu?: boolean;
  onOpen?: () => void;
};

/**
 * The header's bike button: 'Add your bike', or the current bike ('Classic 350 (2021)'), opening
 * the garage. In the bar it is the bike icon (lit when a bike is chosen), its words kept for
 * screen readers, until `xl` shows them in a fixed width, so the bike filling in after hydration
 * moves nothing; the phone menu has it as a row. The garage opens over the page, outside the menu.
 */
export function GarageButton({ className, inMenu = false, onOpen }: GarageButtonProps) {
  const bike = useCurrentBike();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const words = bike ? (
    <>
      <span className="sr-only">Your bike: </span>
      {bikeName(bike)}
    </>
  ) : (
    'Add your bike'
  );
  const openGarage = () => {
    onOpen?.();
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      {inMenu ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openGarage}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg border px-3 py-3 text-left font-semibold transition-colors hover:bg-accent',
            className,
          )}
        >
          <Bike className={cn('size-5 shrink-0', bike ? 'text-brand' : 'text-muted-foreground')} aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{words}</span>
          <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className={cn(
            'text-asphalt-foreground hover:bg-white/10 hover:text-asphalt-foreground xl:w-60 xl:justify-start xl:px-3',
            className,
          )}
          aria-haspopup="dialog"
          aria-expanded={open}
          title={bike ? bikeName(bike) : undefined}
          onClick={openGarage}
        >
          <Bike className={cn('size-5', bike && 'text-primary')} aria-hidden="true" />
          <span className="sr-only xl:not-sr-only xl:truncate">{words}</span>
        </Button>
      )}
      {/* On the page's body: a garage opened from the phone menu outlives the menu closing. */}
      {opened
        ? createPortal(
            <Suspense fallback={null}>
              <GarageDialog open={open} onOpenChange={setOpen} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
