import type { PinCodeAnswer } from '@store/contracts/shop-settings';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

type PinCodeEnvelope = { data: PinCodeAnswer };

export const isPinShape = (pin: string) => /^[1-9]\d{5}$/.test(pin.trim());

/** GET /api/pin_code: a PIN's district and state and the shop's delivery to it. */
export function getPinCode(pin: string, signal?: AbortSignal): Promise<PinCodeAnswer> {
  return apiRequest<PinCodeEnvelope>('/pin_code', { query: { pin }, signal }).then((r) => r.data);
}

/**
 * The place of a PIN once six digits are typed; `error` holds the server's words for a PIN that
 * does not exist. A PIN is looked up once a visit (the directory does not change under it).
 */
export function usePinCode(pin: string) {
  const trimmed = pin.trim();
  const query = useQuery({
    queryKey: ['pin-code', trimmed],
    queryFn: ({ signal }) => getPinCode(trimmed, signal),
    enabled: isPinShape(trimmed),
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  return {
    place: isPinShape(trimmed) ? query.data : undefined,
    error:
      isPinShape(trimmed) && query.error instanceof ApiError && query.error.status === 404
        ? query.error.message
        : undefined,
    loading: query.isFetching,
  };
}

/** 'Thu, 26 Nov': a delivery date as the PIN check shows it. */
export function shortDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
