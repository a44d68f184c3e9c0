import type { GarageBike, GarageResponse } from '@store/contracts/garage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import {
  addGarageBike,
  chooseGarageBike,
  GARAGE_ERROR_TITLE,
  garageQueryKey,
  garageQueryOptions,
  removeGarageBike,
} from './api/garage-api';
import { withBikeAdded, withBikeChosen, withBikeRemoved, type NewBike } from './garage-changes';
import { addVisitorBike, chooseVisitorBike, removeVisitorBike, useVisitorGarage } from './visitor-garage';

export type Garage = {
  /** The bikes, newest first; one of them may be current. */
  bikes: GarageBike[];
  /** True while a signed-in shopper's garage is first loading. */
  loading: boolean;
  /** Adds the bike and makes it current; false (with a notice) when refused at once. */
  add: (bike: NewBike) => boolean;
  remove: (id: string) => void;
  /** Makes one bike current, or none (null: shop without a bike). */
  choose: (id: string | null) => void;
  /**
   * A signed-in change is on its way. The picker waits for it: a bike just added has no id of the
   * server's yet, so it cannot be removed or chosen by id until the answer comes.
   */
  busy: boolean;
};

type Change = { call: () => Promise<GarageResponse>; next: (bikes: GarageBike[]) => GarageBike[] };

const EMPTY: GarageBike[] = [];

/** The account's bikes when a token is given, else the browser's: what labels and the header read. */
export function useGarageBikes(): { bikes: GarageBike[]; loading: boolean; token: string | null } {
  const token = useSession()?.token ?? null;
  const visitorBikes = useVisitorGarage();
  const query = useQuery({ ...garageQueryOptions(token ?? ''), enabled: token !== null });
  if (token === null) return { bikes: visitorBikes, loading: false, token };
  return { bikes: query.data?.data ?? EMPTY, loading: query.isPending, token };
}

/**
 * A signed-in shopper's garage changes: each shows at once, the server's answer (the whole garage)
 * then replaces it, and a refusal puts the last answer back with 'Garage Failed'.
 */
function useAccountChange(token: string | null) {
  const queryClient = useQueryClient();
  const key = garageQueryKey(token ?? '');
  return useMutation<GarageResponse, Error, Change, { previous: GarageResponse | undefined }>({
    mutationFn: ({ call }) => call(),
    // One at a time, in order, so an older answer never replaces a newer change.
    scope: { id: 'garage' },
    meta: { errorTitle: GARAGE_ERROR_TITLE },
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GarageResponse>(key);
      if (previous) queryClient.setQueryData<GarageResponse>(key, { ...previous, data: next(previous.data) });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/** The garage of whoever is shopping: the account's when signed in, else the one in this browser. */
export function useGarage(): Garage {
  const { bikes, loading, token } = useGarageBikes();
  const { mutate: change, isPending: busy } = useAccountChange(token);

  if (token === null) {
    return {
      bikes,
      loading,
      add: (bike) => {
        const outcome = addVisitorBike(bike);
        if (!outcome.ok) notifyError(outcome.message, GARAGE_ERROR_TITLE);
        return outcome.ok;
      },
      remove: removeVisitorBike,
      choose: chooseVisitorBike,
      busy: false,
    };
  }

  return {
    bikes,
    loading,
    add: (bike) => {
      const added = withBikeAdded(bikes, bike);
      if (!added.ok) {
        notifyError(added.message, GARAGE_ERROR_TITLE);
        return false;
      }
      change({ call: () => addGarageBike({ model_id: bike.model_id, year: bike.year }), next: () => added.bikes });
      return true;
    },
    remove: (id) => change({ call: () => removeGarageBike(id), next: (list) => withBikeRemoved(list, id) }),
    choose: (id) => change({ call: () => chooseGarageBike(id), next: (list) => withBikeChosen(list, id) }),
    busy,
  };
}
