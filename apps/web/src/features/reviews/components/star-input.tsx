import { RATING_MAX } from '@store/contracts/reviews';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

type StarInputProps = {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Five stars to pick a rating: a radio group underneath, so arrow keys, screen readers and
 * forms behave as they do with any choice of one.
 */
export function StarInput({ value, onChange, error, disabled }: StarInputProps) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold">Your rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((star) => (
            <label key={star} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(star)}>
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="peer sr-only"
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded-sm text-amber-400 transition-transform peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 hover:scale-110',
                  star <= shown ? 'fill-amber-400' : 'fill-transparent text-amber-400/50',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
          {shown ? WORDS[shown - 1] : ''}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
