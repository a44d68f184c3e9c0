import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  danger: { box: 'border-red-500/30 bg-red-500/8', icon: 'text-red-700 dark:text-red-300' },
  warning: { box: 'border-amber-500/40 bg-amber-500/10', icon: 'text-amber-700 dark:text-amber-300' },
} as const;

/** A line on a back-office page that something needs doing: what, why, and a link to where. */
export function NoticeLine({
  tone,
  icon: Icon,
  title,
  detail,
  link,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: ReactNode;
  detail: ReactNode;
  link: { to: string; label: string };
}) {
  return (
    <div role="status" className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${TONES[tone].box}`}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${TONES[tone].icon}`} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="min-w-0">
          <span className="font-semibold">{title}</span> <span className="text-muted-foreground">{detail}</span>
        </p>
        <Link to={link.to} className="shrink-0 font-medium whitespace-nowrap text-brand hover:underline">
          {link.label}
        </Link>
      </div>
    </div>
  );
}
