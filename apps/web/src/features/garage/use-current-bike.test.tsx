import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { CLASSIC_350, garageBike, ROYAL_ENFIELD, storeVisitorGarage } from './garage-fixtures';
import { bikeName, useCurrentBike } from './use-current-bike';

function Shown() {
  const bike = useCurrentBike();
  return <p data-testid="bike">{bike ? `${bikeName(bike)} ${JSON.stringify(bike)}` : 'no bike'}</p>;
}

const app = () => (
  <QueryClientProvider client={createQueryClient()}>
    <Shown />
  </QueryClientProvider>
);

describe('useCurrentBike', () => {
  it('is null on the server and while hydrating, so the HTML matches, then the current bike', async () => {
    storeVisitorGarage([garageBike({ year: 2015, current: false }), garageBike({ year: 2021, current: true })]);
    const html = renderToString(app());
    expect(html).toContain('no bike');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A mismatch would be reported through console.error, which fails the test.
    const root = await act(async () => hydrateRoot(container, app()));

    const bike = { model_id: CLASSIC_350, make_id: ROYAL_ENFIELD, year: 2021 };
    expect(screen.getByTestId('bike').textContent).toBe(
      `Classic 350 (2021) ${JSON.stringify({ ...bike, make_name: 'Royal Enfield', model_name: 'Classic 350' })}`,
    );
    act(() => root.unmount());
    container.remove();
  });
});
