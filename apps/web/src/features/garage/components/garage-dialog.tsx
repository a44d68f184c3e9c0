import type { GarageBike } from '@store/contracts/garage';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bikeModelsQueryOptions } from '../api/garage-api';
import { useGarage } from '../use-garage';
import { bikeName } from '../use-current-bike';
import { AddBikeForm } from './add-bike-form';

const radioClass = 'size-4 shrink-0 accent-primary';

function BikeChoices({
  bikes,
  busy,
  onChoose,
  onRemove,
}: {
  bikes: GarageBike[];
  busy: boolean;
  onChoose: (id: string | null) => void;
  onRemove: (bike: GarageBike) => void;
}) {
  const group = useId();
  const none = !bikes.some((bike) => bike.current);
  return (
    <fieldset className="min-w-0 space-y-2" disabled={busy}>
      <legend className="mb-2 text-sm font-semibold">Shopping for</legend>
      <ul className="space-y-2">
        {bikes.map((bike) => (
          <li
            key={bike._id}
            className="flex items-center gap-2 rounded-lg border bg-card py-1 pr-1 pl-3 has-checked:border-primary"
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-1.5">
              <input
                type="radio"
                name={group}
                className={radioClass}
                checked={bike.current}
                onChange={() => onChoose(bike._id)}
              />
              <span className="min-w-0">
                <span className="block truncate font-semibold">{bikeName(bike)}</span>
                <span className="block truncate text-xs text-muted-foreground">{bike.make_name}</span>
              </span>
            </label>
            <Button variant="ghost" size="icon" aria-label={`Remove ${bikeName(bike)}`} onClick={() => onRemove(bike)}>
              <Trash2 className="text-destructive" />
            </Button>
          </li>
        ))}
        <li className="flex items-center rounded-lg border border-dashed px-3 has-checked:border-primary">
          <label className="flex flex-1 cursor-pointer items-center gap-3 py-2.5">
            <input type="radio" name={group} className={radioClass} checked={none} onChange={() => onChoose(null)} />
            <span className="font-semibold">Shop without a bike</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

/**
 * The garage: the shopper's bikes (choose the current one, remove one, or shop without a bike)
 * and 'Add a bike'. A bike added becomes current and the dialog closes on the labelled page.
 */
export function GarageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const garage = useGarage();
  const models = useQuery({ ...bikeModelsQueryOptions(), enabled: open });
  const headingId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your garage"
      description="Parts are labelled for the bike you are shopping for."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {garage.loading ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading your bikes…
        </p>
      ) : garage.bikes.length > 0 ? (
        <BikeChoices
          bikes={garage.bikes}
          busy={garage.busy}
          onChoose={garage.choose}
          onRemove={(bike) => garage.remove(bike._id)}
        />
      ) : null}
      <section aria-labelledby={headingId} className="mt-5 border-t pt-5 first:mt-0 first:border-t-0 first:pt-0">
        <h3 id={headingId} className="mb-3 text-base font-bold">
          Add a bike
        </h3>
        {models.data ? (
          <AddBikeForm
            makes={models.data.data}
            disabled={garage.busy}
            onAdd={(bike) => {
              if (garage.add(bike)) onOpenChange(false);
            }}
          />
        ) : models.isError ? (
          <div className="space-y-3 text-sm" role="alert">
            <p>{models.error.message}</p>
            <Button variant="outline" onClick={() => void models.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Loading bikes…
          </p>
        )}
      </section>
    </Dialog>
  );
}
