import { SHOP_NAME } from '@store/contracts/constants';
import { Bike, Mail, Navigation, Phone, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { hoursInOneLine, mailto, useShopDetails } from '@/lib/shop-details';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ContactList, SupportHours } from './contact-details';
import { Section, StaticPage } from './shared';

const FITMENT_TEMPLATE = [
  'Bike make:',
  'Model and variant:',
  'Year of manufacture:',
  'Part or product needed:',
  'Old part number (if you have it):',
  '',
  'Photos of the old part or the area it fits are a great help.',
].join('\n');

/**
 * /contact: how to reach the shop, with the details staff saved in the back office
 * (docs/decisions/106). No form: mail, phone and WhatsApp links.
 */
export function Component() {
  const shop = useShopDetails();
  useDocumentMeta({
    title: 'Contact Us',
    description: shop
      ? `Call ${shop.phone}, e-mail ${shop.email} or visit ${SHOP_NAME} at ${shop.address_lines.join(', ')}. Open ${hoursInOneLine(shop)}.`
      : `How to reach ${SHOP_NAME}: phone, e-mail and the store's address.`,
  });
  const email = shop?.email ?? '';

  return (
    <StaticPage
      title="Contact Us"
      intro="Questions about an order, a part or your size? Riders on our team are happy to help."
    >
      {!shop ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <a
            href={shop.phone_href}
            className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
              <Phone className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-sm text-muted-foreground">Call us</span>
              <span className="block text-lg font-semibold group-hover:underline">{shop.phone}</span>
            </span>
          </a>
          <a
            href={mailto(shop.email)}
            className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm text-muted-foreground">E-mail us</span>
              <span className="block text-base font-semibold break-words group-hover:underline sm:text-lg">
                {shop.email}
              </span>
            </span>
          </a>
        </div>
      )}

      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <Section id="visit" title="Visit the store">
          <ContactList />
          {shop?.directions ? (
            <div className="mt-6 rounded-xl border border-dashed bg-muted/50 p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <Navigation className="size-4 text-brand" aria-hidden="true" /> Getting here
              </h3>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
                {shop.directions}
              </p>
            </div>
          ) : null}
        </Section>

        <Section id="hours" title="Support hours" intro="Phone, e-mail and the store all keep the same hours (IST).">
          <SupportHours />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            E-mails that arrive after hours or on Sunday are answered first thing on the next working day.
          </p>
        </Section>
      </div>

      <Section
        id="fitment"
        title="Asking about fitment?"
        intro="Parts often change between model years and variants. Include these details and we can answer in one reply."
        className="mt-12"
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
          <ul role="list" className="grid gap-3 sm:grid-cols-2">
            {[
              { title: 'Bike make', text: 'e.g. Royal Enfield, Honda, Bajaj, KTM, TVS' },
              { title: 'Model and variant', text: 'e.g. Classic 350 Signals, Duke 390 (Gen 3)' },
              { title: 'Year of manufacture', text: 'As printed on your RC book, not the year you bought it' },
              { title: 'The part you need', text: 'A photo or the old part number helps us match it exactly' },
            ].map((item) => (
              <li key={item.title} className="flex gap-3 rounded-xl border bg-card p-4">
                <Bike className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild size="lg">
            <a href={mailto(email, 'Fitment question', FITMENT_TEMPLATE)}>
              <Mail /> E-mail a fitment question
            </a>
          </Button>
        </div>
      </Section>

      <Section id="orders" title="About an existing order" className="mt-12">
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <ReceiptText className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
            <p className="text-sm leading-relaxed">
              Please quote your order number, which you will find in{' '}
              <Link to={paths.orders()} className="font-semibold text-brand underline underline-offset-4">
                My Orders
              </Link>
              . For returns and warranty claims, see the{' '}
              <Link to={paths.returns()} className="font-semibold text-brand underline underline-offset-4">
                returns policy
              </Link>{' '}
              and{' '}
              <Link to={paths.warranty()} className="font-semibold text-brand underline underline-offset-4">
                warranty terms
              </Link>
              , or browse the{' '}
              <Link to={paths.help()} className="font-semibold text-brand underline underline-offset-4">
                Help Center
              </Link>
              .
            </p>
          </div>
          <Button asChild variant="outline">
            <a href={mailto(email, 'Question about order #')}>
              <Mail /> E-mail about an order
            </a>
          </Button>
        </div>
      </Section>
    </StaticPage>
  );
}
