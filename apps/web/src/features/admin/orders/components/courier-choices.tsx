import type { OrderCouriersResponse } from '@store/contracts/couriers';
import { formatInr } from '@store/contracts/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormAlert } from '@/components/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export type CourierList = OrderCouriersResponse['data'];

/** How a courier's promise reads: its days and the date it gives. */
function promise(courier: CourierList['couriers'][number]): string {
  const days = courier.days === null ? null : `${courier.days} ${courier.days === 1 ? 'day' : 'days'}`;
  return [days, courier.etd ? `by ${courier.etd}` : null].filter(Boolean).join(' · ') || 'No date given';
}

type CourierChoicesProps = {
  couriers: UseQueryResult<OrderCouriersResponse>;
  picked: number | null;
  onPick: (id: number) => void;
  /** The parcel's way, above the list ("From … to … · 1.20 kg"). */
  route: (list: CourierList) => string;
  /** What to say when no courier serves the way. */
  noneServe: (list: CourierList) => string;
};

/**
 * The couriers Shiprocket offers for a parcel, to choose one: each with its price, days and date,
 * the recommended one marked; while they load, skeletons; Shiprocket's failure or no courier at
 * all said plainly. Shared by a delivery's booking and a return's pickup.
 */
export function CourierChoices({ couriers, picked, onPick, route, noneServe }: CourierChoicesProps) {
  const list = couriers.data?.data;
  if (couriers.isPending) {
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label="Finding couriers">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (couriers.isError) {
    return (
      <FormAlert
        message={couriers.error instanceof ApiError ? couriers.error.message : 'The couriers could not be fetched'}
      />
    );
  }
  if (!list) return null;
  if (list.couriers.length === 0) return <FormAlert message={noneServe(list)} />;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm text-muted-foreground">{route(list)}</legend>
      <div role="radiogroup" aria-label="Courier" className="space-y-2">
        {list.couriers.map((courier) => (
          <label
            key={courier.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              picked === courier.id && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="courier"
              value={courier.id}
              checked={picked === courier.id}
              onChange={() => onPick(courier.id)}
              className="size-4 accent-primary"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {courier.name}
                {courier.id === list.recommended_id ? (
                  <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                    Recommended
                  </span>
                ) : null}
              </span>
              <span className="block text-muted-foreground">{promise(courier)}</span>
            </span>
            <span className="font-semibold tabular-nums">{formatInr(courier.rate_paise)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The courier chosen: staff's pick, the booking's, Shiprocket's recommendation, or the first listed. */
export function pickedCourier(chosen: number | null, booked: number | null | undefined, list: CourierList | undefined) {
  return chosen ?? booked ?? list?.recommended_id ?? list?.couriers[0]?.id ?? null;
}
