import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'animate-shimmer rounded-md bg-muted bg-linear-to-r from-muted via-foreground/5 to-muted bg-size-[200%_100%]',
        className,
      )}
      {...props}
    />
  );
}
