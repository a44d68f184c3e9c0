import { Bike, Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { BikeFilter } from '../api/list-products';
import type { FitChoice } from './list-params';

/**
 * The shopper's current bike as a list needs it: the garage's, which the app hands every card
 * (`CardBikeContext`, app/providers.tsx); null without one, on the server and while hydrating.
 */
export type ListBike = { model_id: string; year: number; model_name: string };

/** The bike filter a list asks with: the bike's, unless the shopper turned it off (`?fit=all`). */
export function bikeFilterOf(bike: ListBike | null, fit: FitChoice): BikeFilter {
  return bike && fit === 'bike' ? { bike: bike.model_id, year: bike.year } : null;
}

/** 'Fits my Classic 350 (2021)': pressed while the list keeps to what fits the bike; press to show every part. */
export function FitChip({
  bike,
  fit,
  onChange,
}: {
  bike: ListBike;
  fit: FitChoice;
  onChange: (fit: FitChoice) => void;
}) {
  const on = fit === 'bike';
  const Icon = on ? Check : Bike;
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(on ? 'all' : 'bike')}
      className={cn(
        'inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:border-primary/60 hover:bg-accent',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">
        Fits my {bike.model_name} ({bike.year})
      </span>
    </button>
  );
}
