import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useDocumentMeta } from '@/lib/use-document-meta';

type AdminPageProps = {
  title: string;
  /** Under the title: a count, a status, what the page is for. */
  description?: ReactNode;
  /** Buttons on the right of the title (they wrap under it on phones). */
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
  className?: string;
};

/** One back-office screen: the tab title, a heading row with its actions, then the content. */
export function AdminPage({ title, description, actions, back, children, className }: AdminPageProps) {
  useDocumentMeta({ title: `${title} · Back office` });
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8', className)}>
      {back ? (
        <Link
          to={back.to}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
        </Link>
      ) : null}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A bordered card with an optional heading row, the building block of detail pages. */
export function Panel({
  title,
  actions,
  children,
  className,
  bodyClassName,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <section className={cn('rounded-xl border bg-card text-card-foreground shadow-xs', className)}>
      {title || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          {title ? <h2 className="text-sm font-semibold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      <div className={cn('p-4', bodyClassName)}>{children}</div>
    </section>
  );
}
