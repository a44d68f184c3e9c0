import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StarParts = { full: number; half: number; empty: number };

/** Splits a 0..5 rating into whole, half and empty stars; .25 to .74 shows a half star. */
export function starParts(rating: number): StarParts {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const rounded = Math.round(clamped * 2) / 2;
  const full = Math.floor(rounded);
  const half = rounded - full === 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

/** Five stars with half-star support (docs/product.md, Constants and limits); the label reads the rating out. */
export function StarRating({
  rating,
  size = 'md',
  className,
}: {
  rating: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { full, half, empty } = starParts(rating);
  const star = cn(sizes[size], 'shrink-0');
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} data-star="full" className={cn(star, 'fill-amber-400 text-amber-400')} aria-hidden="true" />
      ))}
      {half ? (
        <span data-star="half" className={cn('relative', star)} aria-hidden="true">
          <Star className={cn(star, 'absolute inset-0 text-amber-400/40')} />
          <StarHalf className={cn(star, 'absolute inset-0 fill-amber-400 text-amber-400')} />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} data-star="empty" className={cn(star, 'text-amber-400/40')} aria-hidden="true" />
      ))}
    </span>
  );
}
