import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may repeat; `restart` begins a new wait. */
export function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback((from: number) => setSeconds(from), []);
  return { seconds, restart };
}
