import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { hoursInOneLine, mailto, useShopDetails } from '@/lib/shop-details';

/** The opening hours as staff saved them, a row of days and times each (India Standard Time). */
export function SupportHours({ className }: { className?: string }) {
  const shop = useShopDetails();
  if (!shop) return <Skeleton className={cn('h-36 w-full', className)} />;
  return (
    <dl className={cn('divide-y rounded-xl border bg-card text-sm', className)}>
      {shop.hours.map((row) => (
        <div key={row.days} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="font-medium">{row.days}</dt>
          <dd className={cn('text-right tabular-nums', /closed/i.test(row.hours) && 'text-muted-foreground')}>
            {row.hours}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Address, phone and e-mail as links, for the Contact page and policy footers. */
export function ContactList({ className }: { className?: string }) {
  const shop = useShopDetails();
  if (!shop) return <Skeleton className={cn('h-40 w-full', className)} />;
  const item = 'flex gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand';
  return (
    <ul role="list" className={cn('space-y-4 text-sm leading-relaxed', className)}>
      <li className={item}>
        <MapPin className={icon} aria-hidden="true" />
        <address className="not-italic">
          <span className="block font-semibold">{shop.name}</span>
          {shop.address_lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block text-muted-foreground">
            {shop.legal_name === shop.name ? '' : `${shop.legal_name}, `}GSTIN {shop.gstin}
          </span>
          <a
            href={shop.map_url}
            rel="noopener noreferrer"
            className="mt-1 inline-block font-semibold text-brand underline-offset-4 hover:underline"
          >
            Open in Maps
          </a>
        </address>
      </li>
      <li className={item}>
        <Phone className={icon} aria-hidden="true" />
        <span>
          <span className="sr-only">Phone: </span>
          <a href={shop.phone_href} className="font-semibold text-brand underline-offset-4 hover:underline">
            {shop.phone}
          </a>
        </span>
      </li>
      {shop.whatsapp && shop.whatsapp_href ? (
        <li className={item}>
          <MessageCircle className={icon} aria-hidden="true" />
          <span>
            <span className="sr-only">WhatsApp: </span>
            <a
              href={shop.whatsapp_href}
              rel="noopener noreferrer"
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              {shop.whatsapp}
            </a>{' '}
            <span className="text-muted-foreground">(WhatsApp)</span>
          </span>
        </li>
      ) : null}
      <li className={item}>
        <Mail className={icon} aria-hidden="true" />
        <span>
          <span className="sr-only">E-mail: </span>
          <a
            href={mailto(shop.email)}
            className="font-semibold break-words text-brand underline-offset-4 hover:underline"
          >
            {shop.email}
          </a>
        </span>
      </li>
      <li className={item}>
        <Clock className={icon} aria-hidden="true" />
        <span>
          {hoursInOneLine(shop)} <span className="text-muted-foreground">(IST)</span>
        </span>
      </li>
    </ul>
  );
}
