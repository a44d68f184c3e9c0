import { PackageSearch, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { ListBike } from './fit-chip';

type EmptyProps = {
  /** The bike the list keeps to, or null when it shows every bike's parts. */
  fittedTo: ListBike | null;
  onClearFilters: () => void;
  onEveryBike: () => void;
};

/** 'Show parts for every bike', when the bike filter may be why nothing shows. */
function EveryBikeButton({ fittedTo, onEveryBike }: Pick<EmptyProps, 'fittedTo' | 'onEveryBike'>) {
  return fittedTo ? (
    <Button variant="outline" onClick={onEveryBike}>
      Show parts for every bike
    </Button>
  ) : null;
}

function FittedToNote({ fittedTo }: Pick<EmptyProps, 'fittedTo'>) {
  return fittedTo ? (
    <p className="mt-2">
      Only what fits your {fittedTo.model_name} ({fittedTo.year}) is shown.
    </p>
  ) : null;
}

/** A product list with nothing to show. */
export function ListEmptyState({ fittedTo, onClearFilters, onEveryBike }: EmptyProps) {
  return (
    <StatusState
      icon={PackageSearch}
      title="No products found"
      actions={
        <>
          <Button onClick={onClearFilters}>Clear Filters</Button>
          <EveryBikeButton fittedTo={fittedTo} onEveryBike={onEveryBike} />
        </>
      }
    >
      <p>Try adjusting your search terms or filters</p>
      <FittedToNote fittedTo={fittedTo} />
    </StatusState>
  );
}

/**
 * A search that found nothing: how to search again, and ways on. Clear Filters only when the
 * brand or the chip narrowed it.
 */
export function SearchEmptyState({
  search,
  filtered,
  fittedTo,
  onClearFilters,
  onEveryBike,
}: EmptyProps & { search: string; filtered: boolean }) {
  return (
    <StatusState
      icon={SearchX}
      title={`No results for “${search}”`}
      actions={
        <>
          {filtered ? <Button onClick={onClearFilters}>Clear Filters</Button> : null}
          <EveryBikeButton fittedTo={fittedTo} onEveryBike={onEveryBike} />
          <Button asChild variant="outline">
            <Link to={paths.shop()}>Browse the Shop</Link>
          </Button>
        </>
      }
    >
      <p>Check the spelling, or try fewer or more general words: a part (chain), a brand or your bike’s model.</p>
      <FittedToNote fittedTo={fittedTo} />
    </StatusState>
  );
}
