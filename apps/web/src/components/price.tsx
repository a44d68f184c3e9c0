import { formatInr } from '@store/contracts/money';
import { cn } from '@/lib/cn';

type PriceProps = {
  /** Selling price in paise. */
  amount: number;
  /** Original price (MRP) in paise; struck through when higher than the selling price. */
  mrp?: number;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
  /** 'span' inside a button or a line of text, where a paragraph may not go. */
  as?: 'p' | 'span';
};

const amountSize = { sm: 'text-sm', md: 'text-base sm:text-lg', lg: 'text-2xl' } as const;

export function Price({ amount, mrp, className, size = 'md', as: Tag = 'p' }: PriceProps) {
  const discounted = mrp !== undefined && mrp > amount;
  return (
    <Tag className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold tabular-nums text-foreground', amountSize[size])}>
        <span className="sr-only">Price </span>
        {formatInr(amount)}
      </span>
      {discounted ? (
        <s className="text-xs text-muted-foreground tabular-nums sm:text-sm">
          <span className="sr-only">MRP </span>
          {formatInr(mrp)}
        </s>
      ) : null}
    </Tag>
  );
}
