import type { BikeChoice, BikeModelsResponse, GarageMergeInput, GarageResponse } from '@store/contracts/garage';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';

/** The title of every garage failure's notice. */
export const GARAGE_ERROR_TITLE = 'Garage Failed';

/** Every make with its models; the same for everyone, and it changes only when staff edit the catalog. */
export const bikeModelsQueryKey = ['bike-models'] as const;

/** A signed-in shopper's garage, per session so one shopper's bikes never show for the next. */
export const garageQueryKey = (token: string) => ['garage', token] as const;

/** GET /api/bike_models: every make with its models and the model years the garage offers. */
export function listBikeModels(signal?: AbortSignal): Promise<BikeModelsResponse> {
  return apiRequest<BikeModelsResponse>('/bike_models', { signal });
}

export function bikeModelsQueryOptions() {
  return queryOptions({
    queryKey: bikeModelsQueryKey,
    queryFn: ({ signal }) => listBikeModels(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorTitle: 'Bikes Failed' },
  });
}

/**
 * A garage call's answer, checked for a list of bikes: every page reads the garage for its labels,
 * so an answer of another shape (a server from before the garage) leaves a page without labels
 * instead of breaking it. Checked by hand: the first screen's script carries no zod (decision 014).
 */
async function garageAnswer(answer: Promise<GarageResponse>): Promise<GarageResponse> {
  const body = await answer;
  if (!Array.isArray(body.data)) throw new ApiError(FALLBACK_ERROR_MESSAGE, 500);
  return body;
}

/**
 * GET /api/garage. Read on every page for the labels, so a refused token does not bounce the
 * shopper to sign-in from wherever they are: the page only goes without its labels.
 */
export function findGarage(signal?: AbortSignal): Promise<GarageResponse> {
  return garageAnswer(apiRequest<GarageResponse>('/garage', { signal, skipAuthRedirect: true }));
}

export function garageQueryOptions(token: string) {
  return queryOptions({
    queryKey: garageQueryKey(token),
    queryFn: ({ signal }) => findGarage(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** POST /api/garage_add: adds the bike (or finds it) and makes it current. */
export function addGarageBike(choice: BikeChoice): Promise<GarageResponse> {
  return garageAnswer(apiRequest<GarageResponse>('/garage_add', { method: 'POST', body: choice }));
}

/** POST /api/garage_remove: takes a bike out; when it was current, no bike is current. */
export function removeGarageBike(bikeId: string): Promise<GarageResponse> {
  return garageAnswer(apiRequest<GarageResponse>('/garage_remove', { method: 'POST', body: { bike_id: bikeId } }));
}

/** POST /api/garage_choose: makes one bike current, or none. */
export function chooseGarageBike(bikeId: string | null): Promise<GarageResponse> {
  return garageAnswer(apiRequest<GarageResponse>('/garage_choose', { method: 'POST', body: { bike_id: bikeId } }));
}

/** POST /api/garage_merge, signed with the token of a sign-in being finished (not stored yet). */
export function mergeGarage(input: GarageMergeInput, token: string): Promise<GarageResponse> {
  return garageAnswer(
    apiRequest<GarageResponse>('/garage_merge', { method: 'POST', body: input, token, skipAuthRedirect: true }),
  );
}
