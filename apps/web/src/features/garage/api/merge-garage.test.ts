import type { Session } from '@store/contracts/auth';
import { GARAGE_MESSAGES } from '@store/contracts/garage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fixtures';
import { CLASSIC_350, DUKE_390, garageAnswer, garageBike, KTM, storeVisitorGarage } from '../garage-fixtures';
import { readVisitorGarage } from '../visitor-garage';
import { garageQueryKey } from './garage-api';
import { carryVisitorGarage } from './merge-garage';

const session: Session = {
  token: 'fresh-token',
  name: 'Asha Nair',
  email: 'asha@example.com',
  role: 'customer',
  cart_count: 0,
  like_count: 0,
  liked_products: [],
};

const duke2019 = garageBike({ model_id: DUKE_390, make_id: KTM, make_name: 'KTM', model_name: '390 Duke', year: 2019 });
const classic2021 = garageBike({ year: 2021 });
const accountBikes = [
  { ...classic2021, _id: '00000000-0000-4000-8000-0000000000b1', current: true },
  { ...duke2019, _id: '00000000-0000-4000-8000-0000000000b2', current: false },
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

/** The step as auth's finishSignIn runs it, with the new token, before the session is stored. */
const signIn = (queryClient = createQueryClient()) => carryVisitorGarage.run(session, queryClient);

describe("the visitor's garage joining the account on sign-in", () => {
  it('sends the bikes and the current one with the new token, then keeps the merged garage and empties the browser', async () => {
    storeVisitorGarage([
      { ...classic2021, current: true },
      { ...duke2019, current: false },
    ]);
    fetchMock.mockResolvedValue(garageAnswer(accountBikes, GARAGE_MESSAGES.merged));
    const queryClient = createQueryClient();

    // The welcome says so; the session goes on as it was.
    expect(await signIn(queryClient)).toEqual({ session, told: `${GARAGE_MESSAGES.merged}.` });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/garage_merge');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer fresh-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      bikes: [
        { model_id: CLASSIC_350, year: 2021 },
        { model_id: DUKE_390, year: 2019 },
      ],
      current: { model_id: CLASSIC_350, year: 2021 },
    });
    expect(readVisitorGarage()).toEqual([]);
    expect(queryClient.getQueryData(garageQueryKey('fresh-token'))).toMatchObject({ data: accountBikes });
  });

  it('sends no current bike when the visitor chose to shop without one', async () => {
    storeVisitorGarage([{ ...classic2021, current: false }]);
    fetchMock.mockResolvedValue(garageAnswer(accountBikes, GARAGE_MESSAGES.merged));
    await signIn();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ current: null });
  });

  it('calls nothing without bikes in the browser', async () => {
    expect(await signIn()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails with the server's words under 'Garage Failed', keeping the browser's garage for next time", async () => {
    storeVisitorGarage([classic2021]);
    fetchMock.mockResolvedValue(jsonResponse({ error: true, status: 500, message: 'Database down' }, 500));

    // finishSignIn reports a failing step under its title and signs in all the same.
    expect(carryVisitorGarage.failureTitle).toBe('Garage Failed');
    await expect(signIn()).rejects.toThrow('Database down');
    expect(readVisitorGarage()).toHaveLength(1);
  });
});
