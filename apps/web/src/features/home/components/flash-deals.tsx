import type { HomeResponse } from '@store/contracts/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { Timer, Zap } from 'lucide-react';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { useNow } from '@/lib/clock';
import { countdownAt, useCountdown, type Countdown } from '@/lib/use-countdown';
import { homeQueryKey } from '../api/get-home';
import { SectionHeading } from './section-heading';

type FlashDealsData = HomeResponse['data']['flashDeals'];

const pad = (n: number) => String(n).padStart(2, '0');

function CountdownClock({ countdown }: { countdown: Countdown }) {
  const units = [
    ...(countdown.days > 0 ? [{ label: 'days', value: countdown.days }] : []),
    { label: 'hrs', value: countdown.hours },
    { label: 'min', value: countdown.minutes },
    { label: 'sec', value: countdown.seconds },
  ];
  return (
    <div className="flex items-center gap-1.5" role="timer" aria-label="Deals end in">
      <Timer className="mr-1 size-5 text-brand" aria-hidden="true" />
      {units.map((unit) => (
        <span
          key={unit.label}
          className="flex min-w-12 flex-col items-center rounded-md bg-asphalt px-2 py-1 text-asphalt-foreground"
        >
          <span className="font-display text-xl leading-none font-bold tabular-nums">{pad(unit.value)}</span>
          <span className="text-[0.625rem] tracking-wider text-asphalt-muted uppercase">{unit.label}</span>
        </span>
      ))}
    </div>
  );
}

/** A deal that ends at its own time shows its own clock on the card. */
function DealEndsLine({ countdown }: { countdown: Countdown }) {
  const days = countdown.days > 0 ? `${countdown.days}d ` : '';
  return (
    <p className="flex items-center gap-1 text-xs font-semibold text-brand tabular-nums">
      <Zap className="size-3.5" aria-hidden="true" /> Ends in {days}
      {pad(countdown.hours)}:{pad(countdown.minutes)}:{pad(countdown.seconds)}
    </p>
  );
}

/**
 * Flash deals at their deal price with a live countdown (docs/product.md, Home): one clock per
 * deal. Deals that all end together share the heading's clock; otherwise each card has its own and
 * the heading none, so no clock counts to another deal's end. Every clock reads the one shared
 * time.
 * A deal drops out the moment it ends and the home answer is asked for again, so the section goes
 * on with the deals still running and disappears only when none is left.
 */
export function FlashDeals({
  flashDeals,
  cardActions,
}: {
  flashDeals: FlashDealsData;
  cardActions: RenderCardActions;
}) {
  const queryClient = useQueryClient();
  const now = useNow(flashDeals.products.length > 0);
  const running = flashDeals.products.filter((deal) => Date.parse(deal.ends_at) > now);
  const firstEnd = running.length > 0 ? Math.min(...running.map((deal) => Date.parse(deal.ends_at))) : null;
  useCountdown(firstEnd, () => {
    // Spread over a few seconds: every open home page reaches the same end in the same second.
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: homeQueryKey }), Math.random() * 5_000);
  });
  if (firstEnd === null) return null;
  const oneEnd = running.every((deal) => Date.parse(deal.ends_at) === firstEnd);

  return (
    <section aria-labelledby="flash-deals-heading" className="relative py-8 sm:py-12">
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-primary/10 to-transparent" aria-hidden="true" />
      <div className="container-page">
        <SectionHeading
          id="flash-deals-heading"
          title="Flash Deals"
          subtitle="Prices this low only last until the clock runs out."
          aside={oneEnd ? <CountdownClock countdown={countdownAt(firstEnd, now)} /> : undefined}
        />
        <ProductGrid>
          {running.map((deal) => {
            const end = Date.parse(deal.ends_at);
            return (
              <li key={deal.productId._id} className="flex">
                {/* The card's own price is the server's selling price, the deal included
                    (docs/decisions/018): the same price its Add to Cart is charged. */}
                <ProductCard
                  product={deal.productId}
                  actions={cardActions(deal.productId)}
                  className="w-full"
                  footer={oneEnd ? null : <DealEndsLine countdown={countdownAt(end, now)} />}
                />
              </li>
            );
          })}
        </ProductGrid>
      </div>
    </section>
  );
}
