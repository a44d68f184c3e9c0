import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A centred message for empty, not-found and error states inside a page. */
export function StatusState({
  icon: Icon,
  title,
  children,
  actions,
  headingLevel = 2,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('mx-auto max-w-md rounded-2xl border border-dashed bg-card px-6 py-12 text-center', className)}>
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-muted">
        <Icon className="size-7 text-muted-foreground" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-bold">{title}</Heading>
      {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
