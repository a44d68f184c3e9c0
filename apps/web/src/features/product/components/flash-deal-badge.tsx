import { useQueryClient } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { productQueryOptions } from '../api/get-product';

const pad = (n: number) => String(n).padStart(2, '0');

/** What is left until `endsAt` as "2d 04:05:06" or "04:05:06"; null once it has passed. */
export function timeLeft(endsAt: number, now: number): string | null {
  const total = Math.floor((endsAt - now) / 1000);
  if (!(total > 0)) return null;
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3_600))}:${pad(Math.floor((total % 3_600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The product's running flash deal with a live countdown to its end. The prices on the page
 * already include the deal (the server decides them); when the clock runs out the product is
 * fetched again, so the normal price comes back without a reload.
 */
export function FlashDealBadge({ productId, endsAt }: { productId: string; endsAt: string }) {
  const queryClient = useQueryClient();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const refetched = useRef(false);

  useEffect(() => {
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current < end) return;
      clearInterval(id);
      if (refetched.current) return;
      refetched.current = true;
      void queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey });
    }, 1000);
    return () => clearInterval(id);
  }, [end, productId, queryClient]);

  const left = timeLeft(end, now);
  if (!left) return null;
  return (
    <p className="flex w-fit flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-primary/10 px-3 py-1.5 text-sm">
      <span className="flex items-center gap-1 font-bold text-brand uppercase">
        <Zap className="size-4" aria-hidden="true" /> Flash deal
      </span>
      <span role="timer" className="font-semibold tabular-nums">
        ends in {left}
      </span>
    </p>
  );
}
