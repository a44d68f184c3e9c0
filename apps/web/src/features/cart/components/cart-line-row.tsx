import type { CartLine } from '@store/contracts/cart';
import { mostPerOrder, mostPerOrderNote } from '@store/contracts/orders';
import { formatInr } from '@store/contracts/money';
import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { imageAtWidth } from '@store/contracts/images';
import { shownVariantName } from '@store/contracts/variants';
import { paths } from '@/lib/paths';

function LineNotices({ line }: { line: CartLine }) {
  const notices: string[] = [];
  if (!line.available) notices.push(line.notice ?? 'This item is not available');
  else if (line.stock_changed && line.notice) notices.push(line.notice);
  if (line.price_changed) {
    notices.push(
      `Price ${line.discount_price > line.price_at_add ? 'went up' : 'dropped'} from ${formatInr(line.price_at_add)} since you added it`,
    );
  }
  if (!notices.length) return null;
  return (
    <ul className="mt-2 space-y-1">
      {notices.map((text) => (
        <li key={text} className="flex items-start gap-1.5 text-xs font-medium text-destructive">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}

type CartLineRowProps = {
  line: CartLine;
  onStep: (action: 'increment' | 'decrement') => void;
  onRemove: () => void;
  /** A change of this line is on its way: the stepper waits for it. */
  stepping?: boolean;
  removing?: boolean;
  /** The line total is the server's for the quantity before the last change; its answer is on its way. */
  repricing?: boolean;
  /** 'Does not fit your Classic 350 (2021)' when the product does not fit the current bike. */
  fitWarning?: ReactNode;
};

/** One cart line: image, name, variant, unit price, notices, quantity stepper, line total and remove. */
export function CartLineRow({
  line,
  onStep,
  onRemove,
  stepping = false,
  removing = false,
  repricing = false,
  fitWarning,
}: CartLineRowProps) {
  const busy = stepping || removing;
  const variantName = shownVariantName(line.variant.name);
  const stepper =
    'grid size-9 place-items-center rounded-md transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-40';

  return (
    <li
      aria-label={variantName ? `${line.product.name}, ${variantName}` : line.product.name}
      className={cn(
        'relative flex gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4',
        !line.available && 'opacity-80',
      )}
    >
      <Link
        to={paths.product(line.product._id, line.variant._id)}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={imageAtWidth(line.product.front_image, 400)}
          alt=""
          width={96}
          height={96}
          className="size-20 rounded-lg bg-muted object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="pr-9 text-[0.6875rem] font-semibold tracking-wider text-brand uppercase">
          {line.product.brand.name}
        </p>
        <Link
          to={paths.product(line.product._id, line.variant._id)}
          className="line-clamp-2 pr-9 text-sm leading-tight font-semibold hover:underline sm:text-base"
        >
          {line.product.name}
        </Link>
        {variantName ? <p className="text-xs text-muted-foreground">Variant: {variantName}</p> : null}
        <p className="flex flex-wrap items-baseline gap-2 text-sm">
          <span className="font-bold">{formatInr(line.discount_price)}</span>
          {line.price > line.discount_price ? (
            <s className="text-xs text-muted-foreground">
              <span className="sr-only">MRP </span>
              {formatInr(line.price)}
            </s>
          ) : null}
        </p>
        <LineNotices line={line} />
        {line.available && mostPerOrder(line.stock) < line.stock && line.quantity >= mostPerOrder(line.stock) ? (
          <p className="text-xs text-muted-foreground" data-testid="most-per-order">
            {mostPerOrderNote(mostPerOrder(line.stock))}
          </p>
        ) : null}
        {fitWarning}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div
            role="group"
            aria-label={`Quantity of ${line.product.name}`}
            className="inline-flex items-center rounded-lg border bg-background"
          >
            <button
              type="button"
              className={stepper}
              aria-label="Decrease quantity"
              disabled={busy || line.quantity <= 1}
              onClick={() => onStep('decrement')}
            >
              <Minus className="size-4" />
            </button>
            <output aria-label="Quantity" className="w-9 text-center font-semibold tabular-nums">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepper}
              aria-label="Increase quantity"
              disabled={busy || line.quantity >= mostPerOrder(line.stock)}
              onClick={() => onStep('increment')}
            >
              <Plus className="size-4" />
            </button>
          </div>
          <span
            className={cn('font-bold tabular-nums transition-opacity', repricing && 'opacity-60')}
            aria-label="Line total"
            aria-busy={repricing || undefined}
          >
            {formatInr(line.line_total)}
          </span>
        </div>
      </div>
      {/* Top right, so the stepper and the line total share one row even on a phone. */}
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1.5 right-1.5 sm:top-2.5 sm:right-2.5"
        aria-label={`Remove ${line.product.name}`}
        disabled={removing}
        onClick={onRemove}
      >
        <Trash2 className="text-destructive" />
      </Button>
    </li>
  );
}
