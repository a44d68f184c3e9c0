import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The product grid: 2 columns on mobile, 4 on wider screens (docs/product.md, Constants and limits). */
export function ProductGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:gap-6', className)} role="list">
      {children}
    </ul>
  );
}
