import { STATIC_CLAIMS } from '@store/contracts/constants';
import { formatInr } from '@store/contracts/money';
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useShopDetails } from '@/lib/shop-details';

/** Shipping's promise: free as far as the shop's settings make it (docs/decisions/111), else how fast. */
function shippingPerk(freeFrom: number | null | undefined) {
  if (freeFrom === 0) return { title: 'Free Shipping', text: `Delivered in ${STATIC_CLAIMS.shippingDays}` };
  if (typeof freeFrom === 'number') return { title: 'Free Shipping', text: `On orders from ${formatInr(freeFrom)}` };
  return { title: 'Fast Shipping', text: `Delivered in ${STATIC_CLAIMS.shippingDays}` };
}

/** The three promises under the buy box (docs/product.md, Constants and limits: static claims). */
export function ProductPerks() {
  const perks = [
    { icon: Truck, ...shippingPerk(useShopDetails()?.free_shipping_from) },
    { icon: ShieldCheck, title: `${STATIC_CLAIMS.warrantyYears} Year Warranty`, text: 'On genuine parts' },
    { icon: RotateCcw, title: 'Easy Returns', text: `Within ${STATIC_CLAIMS.returnDays} days` },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 rounded-xl border bg-card p-3 text-center sm:gap-3">
      {perks.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center gap-1">
          <Icon className="size-5 text-brand" aria-hidden="true" />
          <span className="text-xs font-semibold sm:text-sm">{title}</span>
          <span className="text-[0.6875rem] leading-tight text-muted-foreground sm:text-xs">{text}</span>
        </li>
      ))}
    </ul>
  );
}
