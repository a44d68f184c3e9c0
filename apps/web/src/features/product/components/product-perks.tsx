import { STATIC_CLAIMS } from '@store/contracts/constants';
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';

const PERKS = [
  { icon: Truck, title: 'Free Shipping', text: `Delivered in ${STATIC_CLAIMS.shippingDays}` },
  { icon: ShieldCheck, title: `${STATIC_CLAIMS.warrantyYears} Year Warranty`, text: 'On genuine parts' },
  { icon: RotateCcw, title: 'Easy Returns', text: `Within ${STATIC_CLAIMS.returnDays} days` },
];

/** The three static promises under the buy box (docs/product.md, Constants and limits: static claims). */
export function ProductPerks() {
  return (
    <ul className="grid grid-cols-3 gap-2 rounded-xl border bg-card p-3 text-center sm:gap-3">
      {PERKS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center gap-1">
          <Icon className="size-5 text-brand" aria-hidden="true" />
          <span className="text-xs font-semibold sm:text-sm">{title}</span>
          <span className="text-[0.6875rem] leading-tight text-muted-foreground sm:text-xs">{text}</span>
        </li>
      ))}
    </ul>
  );
}
