import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { cardSrcSet, GALLERY_IMAGE_SIZES, imageAtWidth } from '@store/contracts/images';

/** The main picture and its thumbnails; arrow keys move between thumbnails (a tab list). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (selected + step + images.length) % images.length;
    setSelected(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse">
      <div
        role="tabpanel"
        id="gallery-panel"
        className="relative aspect-square flex-1 overflow-hidden rounded-2xl border bg-muted"
      >
        {current ? (
          <img
            src={current}
            srcSet={cardSrcSet(current)}
            sizes={GALLERY_IMAGE_SIZES}
            alt={`${name}, picture ${selected + 1} of ${images.length}`}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <div
          role="tablist"
          aria-label="Product pictures"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto md:w-20 md:flex-col md:overflow-visible"
        >
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls="gallery-panel"
              aria-label={`Show picture ${index + 1}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={cn(
                'size-16 shrink-0 overflow-hidden rounded-lg border-2 bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring md:size-20',
                index === selected ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={imageAtWidth(image, 400)}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
