import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

const PERKS = [
  { icon: BadgeCheck, title: 'Genuine parts', text: 'Straight from the brands you ride.' },
  { icon: Truck, title: 'Fast shipping', text: 'Dispatched from Kerala, delivered across India.' },
  { icon: ShieldCheck, title: '2 year warranty', text: 'On every part we sell.' },
];

/** The frame of every account screen: the form card, with the shop's promises beside it on wide screens. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="container-page py-8 sm:py-14">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border bg-card shadow-xl shadow-black/5 lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden overflow-hidden bg-asphalt p-10 text-asphalt-foreground lg:flex lg:flex-col lg:justify-between">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/25 blur-3xl"
          />
          <div className="relative">
            <span className="racing-stripe mb-4 block h-1.5 w-16 -skew-x-12" aria-hidden="true" />
            <p className="font-display text-3xl leading-tight font-extrabold uppercase italic">
              Gear up.
              <br />
              Ride further.
            </p>
            <p className="mt-3 max-w-xs text-sm text-asphalt-muted">
              Your account keeps your cart, liked parts, addresses and orders in one place.
            </p>
          </div>
          <ul className="relative mt-10 space-y-5">
            {PERKS.map(({ icon: Icon, title: perk, text }) => (
              <li key={perk} className="flex gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{perk}</span>
                  <span className="text-sm text-asphalt-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-10">
          <span className="racing-stripe mb-3 block h-1.5 w-12 -skew-x-12" aria-hidden="true" />
          <h1 className="font-display text-3xl font-extrabold tracking-tight uppercase italic">{title}</h1>
          {subtitle ? <div className="mt-1.5 text-sm text-muted-foreground">{subtitle}</div> : null}
          <div className="mt-7">{children}</div>
        </div>
      </div>
    </section>
  );
}
