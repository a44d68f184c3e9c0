import type { PinCodeAnswer } from '@store/contracts/shop-settings';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

type PinCodeEnvelope = { data: PinCodeAnswer };

export const isPinShape = (pin: string) => /^\d{6}$/.test(pin.trim());

/**
 * What a PIN or mobile field keeps of what was typed or pasted: its digits, so a letter is refused
 * as it is typed, and no more than the field takes (`max`), as a paste of '682 016' fills a PIN.
 */
export const onlyDigits = (typed: string, max = Infinity) => typed.replace(/\D/g, '').slice(0, max);

/** GET /api/pin_code: a PIN's district and state and the shop's delivery to it. */
export function getPinCode(pin: string, signal?: AbortSignal): Promise<PinCodeAnswer> {
  return apiRequest<PinCodeEnvelope>('/pin_code', { query: { pin }, signal }).then((r) => r.data);
}

/**
 * The place of a PIN once six digits are typed; `error` holds the server's words for a PIN that
 * does not exist or that no one delivers to. A PIN is looked up once a visit (the directory does not change under it).
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
      // The server's words for a PIN it refuses: one that does not exist, or 000000 (nowhere it delivers).
      isPinShape(trimmed) && query.error instanceof ApiError && query.error.status < 500
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
