import { formatInr } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageAtWidth } from '@store/contracts/images';
import { shownVariantName } from '@store/contracts/variants';
import { paths } from '@/lib/paths';

/** An order's lines: image, name, option, quantity and line total; `aside` adds per-line actions. */
export function OrderLines({ order, aside }: { order: Order; aside?: (line: Order['products'][number]) => ReactNode }) {
  return (
    <ul className="divide-y" aria-label={`Items in order ${order.id}`}>
      {order.products.map((line, index) => (
        <li key={`${line.variant ?? index}`} className="flex flex-wrap gap-3 py-3 first:pt-0 last:pb-0">
          <img
            src={imageAtWidth(line.image, 400)}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-lg bg-muted object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            {line.product ? (
              <Link
                to={paths.product(line.product, line.variant)}
                className="line-clamp-2 leading-tight font-semibold hover:underline"
              >
                {line.name}
              </Link>
            ) : (
              <p className="line-clamp-2 leading-tight font-semibold">{line.name}</p>
            )}
            <p className="mt-0.5 text-xs text-muted-foreground">
              {[shownVariantName(line.variant_name), `Qty ${line.quantity} × ${formatInr(line.price)}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {aside ? <div className="mt-2">{aside(line)}</div> : null}
          </div>
          <p className="text-sm font-semibold tabular-nums">{formatInr(line.total_price)}</p>
        </li>
      ))}
    </ul>
  );
}
