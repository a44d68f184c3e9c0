import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { MAX_ZOOM, usePictureZoom } from '../use-picture-zoom';

type GalleryViewerProps = {
  images: string[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

const roundButton =
  'grid size-11 place-items-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/25 disabled:opacity-30';

/**
 * The product's pictures full screen on a modal <dialog>: pinch, double tap or the buttons zoom;
 * a swipe, the arrow keys or the buttons step between pictures (wrapping round); Escape or Close
 * closes it. `+` and `-` zoom from the keyboard.
 */
export function GalleryViewer({ images, name, index, onIndex, onClose }: GalleryViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const many = images.length > 1;
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  const { zoom, handlers, zoomIn, zoomOut, reset } = usePictureZoom((by) => {
    if (many) step(by);
  });
  const src = images[index] ?? '';

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  const go = (by: number) => {
    reset();
    step(by);
  };

  return (
    <dialog
      ref={ref}
      aria-label={`${name}, picture ${index + 1} of ${images.length}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Closed here rather than by the browser's cancel, so it works the same everywhere.
          event.preventDefault();
          onClose();
        } else if (event.key === 'ArrowRight' && many) go(1);
        else if (event.key === 'ArrowLeft' && many) go(-1);
        else if (event.key === '+' || event.key === '=') zoomIn();
        else if (event.key === '-') zoomOut();
      }}
      className="m-0 hidden h-dvh max-h-none w-screen max-w-none flex-col overflow-hidden bg-black/95 p-0 text-white backdrop:bg-black/80 open:flex"
    >
      <div className="flex items-center gap-2 p-3">
        <p className="mr-auto px-2 text-sm tabular-nums">
          {index + 1} / {images.length}
        </p>
        <button
          type="button"
          className={roundButton}
          onClick={zoomOut}
          disabled={zoom.scale <= 1}
          aria-label="Zoom out"
        >
          <ZoomOut className="size-5" />
        </button>
        <button
          type="button"
          className={roundButton}
          onClick={zoomIn}
          disabled={zoom.scale >= MAX_ZOOM}
          aria-label="Zoom in"
        >
          <ZoomIn className="size-5" />
        </button>
        <button type="button" className={roundButton} onClick={onClose} aria-label="Close picture viewer" autoFocus>
          <X className="size-5" />
        </button>
      </div>

      <div className="relative min-h-0 flex-1">
        {/* touch-action none: pinches and drags are the picture's, not the page's. */}
        <div
          data-testid="gallery-stage"
          className={cn(
            'absolute inset-0 grid touch-none place-items-center overflow-hidden select-none',
            zoom.scale > 1 ? 'cursor-zoom-out' : 'cursor-zoom-in',
          )}
          {...handlers}
        >
          <img
            key={src}
            src={src}
            alt={`${name}, picture ${index + 1} of ${images.length}`}
            draggable={false}
            className="max-h-full max-w-full object-contain transition-transform duration-150 motion-reduce:transition-none"
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          />
        </div>
        {many ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous picture"
              className={cn(roundButton, 'absolute top-1/2 left-3 -translate-y-1/2 bg-black/60')}
            >
              <ChevronLeft className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next picture"
              className={cn(roundButton, 'absolute top-1/2 right-3 -translate-y-1/2 bg-black/60')}
            >
              <ChevronRight className="size-5" />
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
