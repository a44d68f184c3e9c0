import { ZoomIn } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { cardSrcSet, GALLERY_IMAGE_SIZES, imageAtWidth } from '@store/contracts/images';
import { GalleryViewer } from './gallery-viewer';

/** A mouse or trackpad that can hover: there, the main picture magnifies under the pointer. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine)';
const LENS_ZOOM = '250%';

/** Where the pointer is over the box, in percent from its top left corner. */
function pointerAt(event: MouseEvent<HTMLElement>): { x: number; y: number } {
  const box = event.currentTarget.getBoundingClientRect();
  const percent = (offset: number, size: number) => (size > 0 ? Math.min(Math.max((offset / size) * 100, 0), 100) : 50);
  return { x: percent(event.clientX - box.left, box.width), y: percent(event.clientY - box.top, box.height) };
}

/**
 * The main picture and its thumbnails; arrow keys move between thumbnails (a tab list). With a
 * mouse, hovering the picture magnifies it where the pointer is; a click or a tap opens the
 * pictures full screen to zoom and step through (GalleryViewer). The picture itself is drawn as
 * before, both over it, so the page's largest paint and its layout do not change.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const canHover = useMediaQuery(HOVER_QUERY);
  const current = images[selected] ?? images[0];
  const opener = useRef<HTMLButtonElement>(null);
  const wasViewing = useRef(false);

  // Once the viewer's dialog is gone (the page behind it is inert until then), focus goes back
  // to the picture that opened it.
  useEffect(() => {
    if (wasViewing.current && !viewing) opener.current?.focus();
    wasViewing.current = viewing;
  }, [viewing]);

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
      {/* Square at every width, never stretched by a tall column of thumbnails beside it; the
          picture shown whole inside it, whatever its shape. */}
      <div
        role="tabpanel"
        id="gallery-panel"
        className="relative aspect-square flex-1 overflow-hidden md:self-start rounded-2xl border bg-muted"
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
            className="size-full object-contain"
          />
        ) : null}
        {current && lens ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-no-repeat"
            style={{
              backgroundImage: `url("${current}")`,
              backgroundSize: LENS_ZOOM,
              backgroundPosition: `${lens.x}% ${lens.y}%`,
            }}
          />
        ) : null}
        {current ? (
          <button
            ref={opener}
            type="button"
            aria-label={`Open picture ${selected + 1} full screen`}
            onClick={() => {
              setLens(null);
              setViewing(true);
            }}
            onMouseMove={canHover ? (event) => setLens(pointerAt(event)) : undefined}
            onMouseLeave={() => setLens(null)}
            className="group absolute inset-0 cursor-zoom-in rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-background/85 text-foreground shadow-sm backdrop-blur transition-opacity group-hover:opacity-0">
              <ZoomIn className="size-5" aria-hidden="true" />
            </span>
          </button>
        ) : null}
      </div>
      {viewing ? (
        <GalleryViewer
          images={images}
          name={name}
          index={selected}
          onIndex={setSelected}
          onClose={() => setViewing(false)}
        />
      ) : null}
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
