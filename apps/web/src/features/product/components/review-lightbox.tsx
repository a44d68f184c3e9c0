import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

type LightboxProps = { images: string[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/** A review photo full size on a modal <dialog>: arrows step through, Escape closes. */
export function ReviewLightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  const step = (by: number) => onIndex((index + by + images.length) % images.length);

  return (
    <dialog
      ref={ref}
      aria-label={`Review photo ${index + 1} of ${images.length}`}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
      }}
      className="m-auto max-h-[92dvh] max-w-[min(56rem,94vw)] overflow-visible bg-transparent p-0 backdrop:bg-black/85"
    >
      <img
        src={images[index]}
        alt={`Review photo ${index + 1} of ${images.length}`}
        className="max-h-[85dvh] max-w-full rounded-lg object-contain"
      />
      <button
        type="button"
        onClick={onClose}
        aria-label="Close photo"
        className="absolute -top-12 right-0 grid size-10 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
      >
        <X className="size-5" />
      </button>
      {images.length > 1 ? (
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
