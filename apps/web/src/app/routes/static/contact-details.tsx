import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CONTACT } from '@/lib/contact';
import { mailto } from './shared';

/**
 * Support hours in words. `short` joined with `hours` spells the contracts' SUPPORT_HOURS;
 * a test keeps the two in step.
 */
export const SUPPORT_SCHEDULE = [
  { short: 'Mon-Fri', hoursShort: '9-6', days: 'Monday – Friday', hours: '9:00 am – 6:00 pm' },
  { short: 'Sat', hoursShort: '10-4', days: 'Saturday', hours: '10:00 am – 4:00 pm' },
  { short: 'Sun', hoursShort: 'closed', days: 'Sunday', hours: 'Closed' },
] as const;

/** The support hours as a small table of days and times (India Standard Time). */
export function SupportHours({ className }: { className?: string }) {
  return (
    <dl className={cn('divide-y rounded-xl border bg-card text-sm', className)}>
      {SUPPORT_SCHEDULE.map((row) => (
        <div key={row.short} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="font-medium">
            <abbr title={row.days} className="no-underline sm:hidden">
              {row.short}
            </abbr>
            <span className="hidden sm:inline">{row.days}</span>
          </dt>
          <dd className={cn('tabular-nums', row.hoursShort === 'closed' && 'text-muted-foreground')}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Address, phone and e-mail as links, for the Contact page and policy footers. */
export function ContactList({ className }: { className?: string }) {
  const item = 'flex gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand';
  return (
    <ul role="list" className={cn('space-y-4 text-sm leading-relaxed', className)}>
      <li className={item}>
        <MapPin className={icon} aria-hidden="true" />
        <address className="not-italic">
          {CONTACT.addressLines.map((line, i) => (
            <span key={line} className={cn('block', i === 0 && 'font-semibold')}>
              {line}
            </span>
          ))}
        </address>
      </li>
      <li className={item}>
        <Phone className={icon} aria-hidden="true" />
        <span>
          <span className="sr-only">Phone: </span>
          <a href={CONTACT.phoneHref} className="font-semibold text-brand underline-offset-4 hover:underline">
            {CONTACT.phoneDisplay}
          </a>
        </span>
      </li>
      <li className={item}>
        <Mail className={icon} aria-hidden="true" />
        <span>
          <span className="sr-only">E-mail: </span>
          <a href={mailto()} className="font-semibold break-words text-brand underline-offset-4 hover:underline">
            {CONTACT.email}
          </a>
        </span>
      </li>
      <li className={item}>
        <Clock className={icon} aria-hidden="true" />
        <span>
          Mon-Fri 9 am – 6 pm, Sat 10 am – 4 pm, Sun closed <span className="text-muted-foreground">(IST)</span>
        </span>
      </li>
    </ul>
  );
}
