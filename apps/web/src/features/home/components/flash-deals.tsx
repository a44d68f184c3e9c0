import type { HomeResponse } from '@store/contracts/catalog';
import { Timer, Zap } from 'lucide-react';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { SectionHeading } from './section-heading';
import { useCountdown, type Countdown } from '@/lib/use-countdown';

type FlashDealsData = HomeResponse['data']['flashDeals'];
type FlashDeal = FlashDealsData['products'][number];

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
function DealEndsLine({ endsAt }: { endsAt: string }) {
  const countdown = useCountdown(Date.parse(endsAt)).left;
  if (!countdown) return null;
  const text = countdown.ended
    ? 'Deal ended'
    : `Ends in ${countdown.days > 0 ? `${countdown.days}d ` : ''}${pad(countdown.hours)}:${pad(countdown.minutes)}:${pad(countdown.seconds)}`;
  return (
    <p className="flex items-center gap-1 text-xs font-semibold text-brand tabular-nums">
      <Zap className="size-3.5" aria-hidden="true" /> {text}
    </p>
  );
}

function DealCard({
  deal,
  sharedEnd,
  cardActions,
}: {
  deal: FlashDeal;
  sharedEnd: string | null;
  cardActions: RenderCardActions;
}) {
  return (
    <ProductCard
      product={deal.productId}
      actions={cardActions(deal.productId)}
      priceOverride={deal.deal_price}
      className="w-full"
      footer={deal.ends_at !== sharedEnd ? <DealEndsLine endsAt={deal.ends_at} /> : null}
    />
  );
}

/** Flash deals with their deal price and a live countdown; hidden when empty or over. */
export function FlashDeals({
  flashDeals,
  cardActions,
}: {
  flashDeals: FlashDealsData;
  cardActions: RenderCardActions;
}) {
  const countdown = useCountdown(flashDeals.ends_at ? Date.parse(flashDeals.ends_at) : null).left;
  if (flashDeals.products.length === 0 || countdown?.ended) return null;

  return (
    <section aria-labelledby="flash-deals-heading" className="relative py-8 sm:py-12">
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-primary/10 to-transparent" aria-hidden="true" />
      <div className="container-page">
        <SectionHeading
          id="flash-deals-heading"
          title="Flash Deals"
          subtitle="Prices this low only last until the clock runs out."
          aside={countdown ? <CountdownClock countdown={countdown} /> : null}
        />
        <ProductGrid>
          {flashDeals.products.map((deal) => (
            <li key={deal.productId._id} className="flex">
              <DealCard deal={deal} sharedEnd={flashDeals.ends_at} cardActions={cardActions} />
            </li>
          ))}
        </ProductGrid>
      </div>
    </section>
  );
}
