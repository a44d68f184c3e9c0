import { useEffect, useRef } from 'react';
import { usePinCode } from './pin-code';

/**
 * Fills town and state from a PIN as it is typed: the town only when it is empty or was filled
 * from an earlier PIN (a town the buyer typed stays), the state always, since a PIN lies in one
 * state. `onUnknown` gets the message for a PIN that does not exist.
 */
export function usePinAutofill(
  pin: string,
  current: { town: string },
  fill: (place: { town: string; state: string }) => void,
  onUnknown: (message: string) => void,
) {
  const { place, error, loading } = usePinCode(pin);
  const filledTown = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (place && handled.current !== place.pin) {
      handled.current = place.pin;
      const keepTown = current.town.trim() !== '' && current.town !== filledTown.current;
      const town = keepTown ? current.town : place.district;
      filledTown.current = keepTown ? filledTown.current : town;
      fill({ town, state: place.state });
    }
  }, [place, current.town, fill]);
  useEffect(() => {
    if (error) onUnknown(error);
  }, [error, onUnknown]);
  return { place, loading };
}
