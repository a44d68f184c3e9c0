import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle?: string;
  action?: { to: string; label: string };
  /** Extra content on the right, e.g. the flash deal countdown. */
  aside?: ReactNode;
};

export function SectionHeading({ id, title, subtitle, action, aside }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <span className="racing-stripe mb-2 block h-1.5 w-14 -skew-x-12" aria-hidden="true" />
        <h2 id={id} className="font-display text-2xl font-extrabold tracking-tight uppercase italic sm:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {aside}
      {action ? (
        <Link
          to={action.to}
          className="group inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline underline-offset-4"
        >
          {action.label}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
