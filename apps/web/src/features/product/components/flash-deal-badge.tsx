import { useQueryClient } from '@tanstack/react-query';
import { Zap } from 'lucide-react';
import { productQueryKey } from '@/lib/query-keys';
import { useCountdown, type Countdown } from '@/lib/use-countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left as "2d 04:05:06" or "04:05:06". */
function clockText({ days, hours, minutes, seconds }: Countdown): string {
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The product's running flash deal with a live countdown to its end. The prices on the page
 * already include the deal (the server decides them); when the clock runs out the product is
 * fetched again, so the normal price comes back without a reload.
 */
export function FlashDealBadge({ productId, endsAt }: { productId: string; endsAt: string }) {
  const queryClient = useQueryClient();
  const { left } = useCountdown(Date.parse(endsAt), () => {
    void queryClient.invalidateQueries({ queryKey: productQueryKey(productId) });
  });
  if (!left || left.ended) return null;
  return (
    <p className="flex w-fit flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-primary/10 px-3 py-1.5 text-sm">
      <span className="flex items-center gap-1 font-bold text-brand uppercase">
        <Zap className="size-4" aria-hidden="true" /> Flash deal
      </span>
      <span role="timer" className="font-semibold tabular-nums">
        ends in {clockText(left)}
      </span>
    </p>
  );
}
