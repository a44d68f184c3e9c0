import type { Banner } from '@store/contracts/catalog';
import { CAROUSEL_INTERVAL_MS, SHOP_NAME } from '@store/contracts/constants';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BANNER_IMAGE_SIZES, bannerSrcSet } from '@store/contracts/images';
import { paths } from '@/lib/paths';
import { useSwipe } from '@/lib/swipe';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';

const arrowClass =
  'pointer-events-auto size-11 rounded-full border border-white/20 bg-black/40 text-white backdrop-blur hover:bg-black/60 hover:text-white disabled:opacity-30';

/**
 * The home page's banner carousel (docs/product.md, Home): advances every 5 s and loops back to the
 * first slide, while the previous/next buttons and a sideways swipe stop at the ends. It pauses
 * while the pointer or focus is inside, and its pause button stops it until pressed again. With
 * reduced motion asked for, it starts paused and changes slides without sliding: only the
 * shopper's own Play starts it (docs/decisions/073).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The shopper's own choice from the pause button; until then, the system's motion setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const playing = playChoice ?? !reducedMotion;
  const count = banners.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const swipe = useSwipe((step) => setIndex(Math.min(Math.max(current + step, 0), count - 1)));
  const advancing = count > 1 && playing && !paused;

  // A timer, not data fetching: restarting it on each change gives a manual move a full 5 s.
  useEffect(() => {
    if (!advancing) return;
    const id = setTimeout(() => setIndex((now) => (now + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(id);
  }, [index, count, advancing]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured offers"
      className="relative overflow-hidden bg-asphalt"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div
        {...swipe}
        // Screen readers hear a slide the shopper moved to, not one that moved by itself.
        aria-live={advancing ? 'off' : 'polite'}
        className={cn(
          'flex touch-pan-y',
          !reducedMotion && 'transition-transform duration-700 ease-[cubic-bezier(0.22,1,0.36,1)]',
        )}
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((banner, i) => (
          <BannerSlide key={banner._id} banner={banner} position={i} count={count} active={i === current} />
        ))}
      </div>

      {count > 1 ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-5 container-page flex items-center justify-between gap-4">
          <div className="pointer-events-auto flex gap-2" role="group" aria-label="Choose slide">
            {banners.map((banner, i) => (
              <button
                key={banner._id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Slide ${i + 1}: ${banner.heading}`}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'h-1.5 rounded-full transition-all motion-reduce:transition-none',
                  i === current ? 'w-8 bg-primary' : 'w-4 bg-white/40 hover:bg-white/70',
                )}
              />
            ))}
          </div>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="icon"
              className={arrowClass}
              onClick={() => setPlayChoice(!playing)}
              aria-label={playing ? 'Pause slides' : 'Play slides'}
              title={playing ? 'Pause slides' : 'Play slides'}
            >
              {playing ? <Pause className="size-5" /> : <Play className="size-5" />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={arrowClass}
              onClick={() => setIndex(current - 1)}
              disabled={current === 0}
              aria-label="Previous slide"
            >
              <ChevronLeft className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={arrowClass}
              onClick={() => setIndex(current + 1)}
              disabled={current === count - 1}
              aria-label="Next slide"
            >
              <ChevronRight className="size-5" />
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

type BannerSlideProps = { banner: Banner; position: number; count: number; active: boolean };

function BannerSlide({ banner, position, count, active }: BannerSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      className="relative isolate flex min-h-[26rem] w-full shrink-0 items-center sm:min-h-[30rem] lg:min-h-[34rem]"
    >
      <img
        src={banner.image}
        srcSet={bannerSrcSet(banner.image)}
        sizes={BANNER_IMAGE_SIZES}
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover"
        loading={position === 0 ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-black/85 via-black/55 to-black/10" />
      <div className="container-page pb-16">
        <div className="max-w-xl text-white">
          <p className="mb-3 inline-flex items-center gap-2 text-xs font-bold tracking-[0.25em] text-primary uppercase">
            <span className="racing-stripe inline-block h-3 w-8" aria-hidden="true" />
            {SHOP_NAME}
          </p>
          <h2 className="font-display text-4xl leading-[0.95] font-extrabold tracking-tight uppercase italic text-balance sm:text-5xl lg:text-6xl">
            {banner.heading}
          </h2>
          <p className="mt-4 max-w-md text-base text-white/80 sm:text-lg">{banner.description}</p>
          <Button asChild variant="hero" size="lg" className="mt-7">
            <Link to={paths.shop()}>
              Shop Now <ArrowRight className="size-5" />
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
