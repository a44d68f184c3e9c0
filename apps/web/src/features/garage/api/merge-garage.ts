import { GARAGE_MESSAGES, type GarageBike, type GarageMergeInput, type GarageResponse } from '@store/contracts/garage';
import type { QueryClient } from '@tanstack/react-query';
import type { SignInStep } from '@/lib/sign-in-step';
import { clearVisitorGarage, readVisitorGarage } from '../visitor-garage';
import { GARAGE_ERROR_TITLE, garageQueryKey, mergeGarage } from './garage-api';

/** The body of POST /api/garage_merge: the visitor's bikes (models and years) and which is current. */
export function toMergeInput(bikes: readonly GarageBike[]): GarageMergeInput {
  const current = bikes.find((bike) => bike.current);
  return {
    bikes: bikes.map(({ model_id, year }) => ({ model_id, year })),
    current: current ? { model_id: current.model_id, year: current.year } : null,
  };
}

/**
 * Brings the visitor's browser garage into the account that is signing in (bikes already there
 * stay, the visitor's current bike becomes current), then empties the browser's and keeps the
 * merged garage for the header. Null when there was nothing to merge; a failure throws and leaves
 * the browser garage for the next sign-in.
 */
export async function mergeVisitorGarage(token: string, queryClient: QueryClient): Promise<GarageResponse | null> {
  const bikes = readVisitorGarage();
  if (!bikes.length) return null;
  const merged = await mergeGarage(toMergeInput(bikes), token);
  clearVisitorGarage();
  queryClient.setQueryData<GarageResponse>(garageQueryKey(token), merged);
  return merged;
}

/** The sign-in step that brings the visitor's garage into the account (app/sign-in-steps.ts). */
export const carryVisitorGarage: SignInStep = {
  failureTitle: GARAGE_ERROR_TITLE,
  run: async (session, queryClient) => {
    const merged = await mergeVisitorGarage(session.token, queryClient);
    return merged ? { session, told: `${GARAGE_MESSAGES.merged}.` } : null;
  },
};
