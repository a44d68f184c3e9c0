import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type StatCardProps = {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  /** The whole card links to the list behind the figure. */
  to?: string;
  tone?: 'default' | 'attention';
};

/** One headline figure of the dashboard. */
export function StatCard({ label, value, detail, icon: Icon, to, tone = 'default' }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span
          className={cn(
            'grid size-8 place-items-center rounded-lg',
            tone === 'attention' ? 'bg-primary/15 text-brand' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      {detail ? <p className="mt-0.5 text-xs text-muted-foreground">{detail}</p> : null}
    </>
  );
  const className = 'block rounded-xl border bg-card p-4 shadow-xs';
  return to ? (
    <Link to={to} className={cn(className, 'transition-colors hover:border-ring/60 hover:bg-accent/40')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
