import { useCallback, useEffect, useRef, useState } from 'react';

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
 * deal badge): time left until `endsAt` (epoch ms), ticking every second and stopping at the end;
 * `left` is null without an end or with an unreadable one. `onEnd` runs once when the end comes
 * while the clock runs. `restart(seconds)` starts it again that many seconds from now.
 */
export function useCountdown(endsAt: number | null, onEnd?: () => void) {
  // The clock's last reading, and the end a restart set in place of `endsAt`.
  const [clock, setClock] = useState(() => ({ now: Date.now(), restartedTo: null as number | null }));
  const target = clock.restartedTo ?? endsAt;
  const running = target !== null && Number.isFinite(target);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (target === null || !Number.isFinite(target)) return;
    const id = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now < target) return;
      clearInterval(id);
      onEndRef.current?.();
    }, 1000);
    return () => clearInterval(id);
  }, [target]);

  const restart = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, restartedTo: now + seconds * 1000 });
  }, []);

  return { left: running ? countdownAt(target, clock.now) : null, restart };
}
