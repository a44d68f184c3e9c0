import { useQuery } from '@tanstack/react-query';
import { fetchRaw } from '../../api/fetch-raw';
import { adminOrdersKey } from './list-orders';

/** GET /api/admin/orders/:id/packing-slip: printable HTML, not the JSON envelope. */
export async function getPackingSlip(id: string, signal?: AbortSignal): Promise<string> {
  const response = await fetchRaw(`/admin/orders/${encodeURIComponent(id)}/packing-slip`, {
    headers: { Accept: 'text/html' },
    signal,
  });
  return response.text();
}

export function usePackingSlip(id: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'packing-slip', id],
    queryFn: ({ signal }) => getPackingSlip(id, signal),
    staleTime: 0,
  });
}
