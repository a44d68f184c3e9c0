import { CARDS_BY_IDS_MAX, type ProductCardsResponse } from '@store/contracts/catalog-cards';
import type { Fitment } from '@store/contracts/fitment';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/fetch_products_by_ids: the lines' cards, for the fitment the cart's answer does not carry. */
function listCards(ids: string[], signal?: AbortSignal): Promise<ProductCardsResponse> {
  return apiRequest<ProductCardsResponse>('/fetch_products_by_ids', { query: { ids: ids.join(',') }, signal });
}

const EMPTY = new Map<string, Fitment>();

/**
 * The fitment of each product in the cart, by product id, asked for only while a bike is chosen
 * (`enabled`), in calls of at most CARDS_BY_IDS_MAX ids. A product missing from the answer (hidden
 * since) or a failed call leaves its line without a label: the warning is a help, not a check.
 */
export function useCartFitment(productIds: readonly string[], enabled: boolean): Map<string, Fitment> {
  const ids = [...new Set(productIds)].sort();
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += CARDS_BY_IDS_MAX) chunks.push(ids.slice(i, i + CARDS_BY_IDS_MAX));
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: ['cart-fitment', chunk],
      queryFn: ({ signal }: { signal: AbortSignal }) => listCards(chunk, signal),
      enabled,
      staleTime: 5 * 60 * 1000,
    })),
    combine: (results) => {
      if (!results.some((result) => result.data)) return EMPTY;
      const fitment = new Map<string, Fitment>();
      for (const card of results.flatMap((result) => result.data?.data ?? [])) {
        if (card.fitment) fitment.set(card._id, card.fitment);
      }
      return fitment;
    },
  });
}
