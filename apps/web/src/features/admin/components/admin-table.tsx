import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Dense tables for the back office; the wrapper scrolls sideways on phones instead of squeezing
 * (and is the containing block of the sr-only labels inside, so they cannot widen the page).
 * `bare` drops the frame for a table that sits inside a Panel.
 */
export function Table({ className, bare, ...props }: ComponentProps<'table'> & { bare?: boolean }) {
  return (
    <div className={cn('relative overflow-x-auto', !bare && 'rounded-xl border bg-card shadow-xs')}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b bg-muted/50 text-left', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y', className)} {...props} />;
}

export function TR({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TH({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TD({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

/** A row that says why the table is empty, spanning every column. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-12 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** Grey bars while a page of rows loads, so the table keeps its shape. */
export function LoadingRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="px-3 py-3.5">
              <div className="h-3.5 animate-pulse rounded bg-muted" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** The header of the column of row buttons: named for screen readers only. */
export function ActionsTH() {
  return (
    <TH className="text-right">
      <span className="sr-only">Actions</span>
    </TH>
  );
}
