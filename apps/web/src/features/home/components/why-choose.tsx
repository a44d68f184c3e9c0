import { SHOP_NAME, STATIC_CLAIMS } from '@store/contracts/constants';
import { Gauge, ShieldCheck, Truck, Wrench, type LucideIcon } from 'lucide-react';
import { freeShippingClaim, useShopDetails } from '@/lib/shop-details';

/** Why buy here; shipping is promised free only as far as the shop's settings make it (docs/decisions/111). */
const reasonsFor = (shippingClaim: string | null): { title: string; text: string; icon: LucideIcon }[] => [
  {
    title: 'High Performance',
    text: 'Parts and gear picked for riders who push their machines, from daily commutes to the ghats.',
    icon: Gauge,
  },
  {
    title: 'Genuine Parts',
    text: 'Sourced from the brands and their authorised distributors. No copies, no grey imports.',
    icon: Wrench,
  },
  {
    title: 'Fast Shipping',
    text: shippingClaim
      ? `${shippingClaim} across India, delivered in ${STATIC_CLAIMS.shippingDays}.`
      : `Delivered across India in ${STATIC_CLAIMS.shippingDays}.`,
    icon: Truck,
  },
  {
    title: 'Warranty',
    text: `${STATIC_CLAIMS.warrantyYears} year warranty and ${STATIC_CLAIMS.returnDays}-day returns on unused items.`,
    icon: ShieldCheck,
  },
];

export function WhyChoose() {
  const reasons = reasonsFor(freeShippingClaim(useShopDetails()));
  return (
    <section aria-labelledby="why-heading" className="py-10 sm:py-14">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-2xl bg-asphalt px-5 dark:ring-1 dark:ring-asphalt-border py-10 text-asphalt-foreground sm:px-10">
          <div className="racing-stripe absolute -top-6 -right-10 h-32 w-72 rotate-12 opacity-20" aria-hidden="true" />
          <h2
            id="why-heading"
            className="font-display text-2xl font-extrabold tracking-tight uppercase italic sm:text-3xl"
          >
            Why Choose <span className="text-primary">{SHOP_NAME}</span>
          </h2>
          <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4 lg:flex-col">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-asphalt-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
