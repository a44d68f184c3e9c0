import { useCallback, useEffect, useRef, useState } from 'react';
import { clockNow, subscribeClock, useHydratedNow } from '@/lib/clock';

/** The time left on a clock, rounded up to whole seconds: it reads zero only once the end has come. */
export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The whole time left in seconds ('Resend Code in 42s'). */
  totalSeconds: number;
  ended: boolean;
};

/** What is left from `now` until `endsAt` (both epoch ms). */
export function countdownAt(endsAt: number, now: number): Countdown {
  const total = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    totalSeconds: total,
    ended: total === 0,
  };
}

/**
 * The one countdown of the app (the resend-code wait, the flash deals' clocks, the product page's
 * deal badge): time left until `endsAt` (epoch ms) on the shared clock (lib/clock.ts), so every
 * countdown on a page ticks at the same moment, stopping at the end; `left` is null without an end
 * or with an unreadable one. `onEnd` runs once when the end comes while the clock runs.
 * `restart(seconds)` starts it again that many seconds from now.
 */
export function useCountdown(endsAt: number | null, onEnd?: () => void) {
  const [now, setNow] = useState(clockNow);
  // The end a restart set in place of `endsAt`.
  const [restartedTo, setRestartedTo] = useState<number | null>(null);
  const target = restartedTo ?? endsAt;
  const running = target !== null && Number.isFinite(target);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (target === null || !Number.isFinite(target)) return;
    const stop = subscribeClock((reading) => {
      setNow(reading);
      if (reading < target) return;
      stop();
      onEndRef.current?.();
    });
    return stop;
  }, [target]);

  const restart = useCallback((seconds: number) => {
    const reading = clockNow();
    setNow(reading);
    setRestartedTo(reading + seconds * 1000);
  }, []);

  const shown = useHydratedNow(now);
  return { left: running ? countdownAt(target, shown) : null, restart };
}
