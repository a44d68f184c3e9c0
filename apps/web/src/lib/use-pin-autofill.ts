import { useEffect, useEffectEvent, useRef } from 'react';
import { usePinCode } from './pin-code';

/**
 * Fills town and state from a PIN as it is typed: the town only when it is empty or was filled
 * from an earlier PIN (a town the buyer typed stays), the state unless the one chosen is already
 * one of the PIN's (a PIN on a border lies in two). `onUnknown` gets the message for a PIN that
 * does not exist. Each PIN is handled once; the callbacks may change on every render.
 */
export function usePinAutofill(
  pin: string,
  current: { town: string; state: string },
  fill: (place: { town: string; state: string }) => void,
  onUnknown: (message: string) => void,
) {
  const { place, error, loading } = usePinCode(pin);
  const filledTown = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  const onPlace = useEffectEvent((found: NonNullable<typeof place>) => {
    const keepTown = current.town.trim() !== '' && current.town !== filledTown.current;
    const town = keepTown ? current.town : found.district;
    if (!keepTown) filledTown.current = town;
    const state = found.states.includes(current.state as (typeof found.states)[number]) ? current.state : found.state;
    fill({ town, state });
  });
  const onMissing = useEffectEvent((message: string) => onUnknown(message));
  useEffect(() => {
    if (!place || handled.current === place.pin) return;
    handled.current = place.pin;
    onPlace(place);
  }, [place]);
  useEffect(() => {
    if (error) onMissing(error);
  }, [error]);
  return { place, loading };
}
