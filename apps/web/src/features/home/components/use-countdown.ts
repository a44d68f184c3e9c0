import { useEffect, useState } from 'react';

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; ended: boolean };

function remaining(endsAt: number, now: number): Countdown {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/** Time left until an ISO date, ticking every second and stopping at zero. */
export function useCountdown(endsAtIso: string | null): Countdown | null {
  const endsAt = endsAtIso ? Date.parse(endsAtIso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(endsAt)) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  return Number.isNaN(endsAt) ? null : remaining(endsAt, now);
}
