import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { imageAtWidth } from '@store/contracts/images';
import { useSwipe } from '@/lib/swipe';

type LightboxProps = { images: string[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/**
 * A review photo full size on a modal <dialog>: arrow keys, the buttons and a swipe step
 * through (wrapping round), Escape, the close button or a click beside the photo close it.
 */
export function ReviewLightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  const many = images.length > 1;
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  const swipe = useSwipe((by) => {
    if (many) step(by);
  });
  const src = images[index] ?? '';

  return (
    <dialog
      ref={ref}
      aria-label={`Review photo ${index + 1} of ${images.length}`}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && many) step(1);
        else if (event.key === 'ArrowLeft' && many) step(-1);
        else if (event.key === 'Escape') {
          // Closed here rather than by the browser's cancel, so it works the same everywhere.
          event.preventDefault();
          onClose();
        }
      }}
      {...swipe}
      className="m-auto max-h-[92dvh] max-w-[min(56rem,94vw)] touch-pan-y overflow-visible bg-transparent p-0 backdrop:bg-black/85"
    >
      <img
        key={src}
        src={src}
        srcSet={`${imageAtWidth(src, 800)} 800w, ${src} 1600w`}
        sizes="(min-width: 60rem) 56rem, 94vw"
        alt={`Review photo ${index + 1} of ${images.length}`}
        className="max-h-[85dvh] max-w-full rounded-lg object-contain select-none"
        draggable={false}
      />
      {many ? (
        <p className="absolute -top-10 left-0 rounded-full bg-white/15 px-3 py-1 text-sm text-white tabular-nums">
          {index + 1} / {images.length}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close photo"
        className="absolute -top-12 right-0 grid size-10 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
      >
        <X className="size-5" />
      </button>
      {many ? (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Previous photo"
            className="absolute top-1/2 left-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Next photo"
            className="absolute top-1/2 right-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <ChevronRight className="size-5" />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
