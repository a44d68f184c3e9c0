import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/product-card';
import { fitment, garageBike, storeVisitorGarage } from '@/features/garage/garage-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { makeProduct } from '@/test/fixtures';
import { AppProviders } from './providers';

function renderCard() {
  const card = <ProductCard product={makeProduct({ name: 'Crash Guard', fitment: fitment.newClassic })} />;
  const router = createMemoryRouter([{ path: '*', element: card }]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  it("hands the garage's current bike to every product card's label", async () => {
    storeVisitorGarage([garageBike({ year: 2022 })]);
    renderCard();
    expect(await screen.findByText('Fits your Classic 350 (2022)')).toBeTruthy();
  });

  it('labels nothing when no bike is current', async () => {
    storeVisitorGarage([garageBike({ year: 2022, current: false })]);
    renderCard();
    await screen.findByRole('link', { name: 'Crash Guard' });
    expect(document.querySelector('[data-fit]')).toBeNull();
  });
});
