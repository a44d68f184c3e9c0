import type { ReactNode } from 'react';

/** The page title in the store's racing style, with optional text under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <span className="racing-stripe mb-2 block h-1.5 w-14 -skew-x-12" aria-hidden="true" />
      <h1 className="font-display text-3xl font-extrabold tracking-tight wrap-break-word uppercase italic sm:text-4xl">
        {title}
      </h1>
      {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
