import type { AdminProductSummary } from '@store/contracts/admin';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { Eye, EyeOff, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { TD, TR } from '../../components/admin-table';
import { Badge, VisibilityBadge } from '../../components/badges';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate } from '../../lib/admin-format';
import { useSetProductHidden } from '../api/set-product-hidden';
import { SelectTD } from '../../components/row-selection';

function StockCell({ product }: { product: AdminProductSummary }) {
  if (product.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  return (
    <span className="tabular-nums">
      {product.stock.toLocaleString('en-IN')}
      {product.stock <= LOW_STOCK_THRESHOLD ? (
        <Badge tone="warning" className="ml-1.5">
          Low
        </Badge>
      ) : null}
    </span>
  );
}

function VisibilityButton({ product }: { product: AdminProductSummary }) {
  const change = useSetProductHidden();
  const hide = !product.hidden;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { id: product.id, hidden: hide },
          { onSuccess: () => notifySuccess(product.name, hide ? 'Hidden from the store' : 'Shown in the store') },
        )
      }
      aria-label={`${hide ? 'Hide' : 'Show'} ${product.name}`}
      title={hide ? 'Hide from the store' : 'Show in the store'}
    >
      {hide ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      <span className="hidden xl:inline">{hide ? 'Hide' : 'Show'}</span>
    </Button>
  );
}

type ProductRowProps = {
  product: AdminProductSummary;
  /** Ticked for a change of many products at once (Assign bikes). */
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

/** One product in the list: its tick, image and name, brand, price, stock, status, last change, hide/show and view. */
export function ProductRow({ product, selected, onSelect }: ProductRowProps) {
  return (
    <TR className={selected ? 'bg-muted/40' : undefined}>
      <SelectTD checked={selected} onChange={onSelect} label={`Select ${product.name}`} />
      <TD className="min-w-44 sm:min-w-60">
        <div className="flex items-center gap-3">
          {product.image ? (
            <img src={product.image} alt="" className="size-10 shrink-0 rounded-md border bg-muted object-cover" />
          ) : (
            <span className="grid size-10 shrink-0 place-items-center rounded-md border bg-muted">
              <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <Link to={adminPaths.product(product.id)} className="line-clamp-2 font-medium hover:underline">
              {product.name}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
              <span className="sm:hidden"> · {formatInr(product.pricePaise)}</span>
            </span>
          </div>
        </div>
      </TD>
      <TD className="hidden md:table-cell">{product.brand.name}</TD>
      <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
        <span className="font-medium">{formatInr(product.pricePaise)}</span>
        {product.discountPercent > 0 ? (
          <span className="block text-xs text-muted-foreground">
            <s>{formatInr(product.mrpPaise)}</s> · {product.discountPercent}% off
          </span>
        ) : null}
      </TD>
      <TD className="whitespace-nowrap">
        <StockCell product={product} />
      </TD>
      <TD className="hidden sm:table-cell">
        <VisibilityBadge hidden={product.hidden} />
      </TD>
      <TD className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{formatDate(product.updatedAt)}</TD>
      <TD className="text-right whitespace-nowrap">
        <VisibilityButton product={product} />
        {!product.hidden ? (
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <Link
              to={paths.product(product.id)}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${product.name} in the store`}
            >
              View
            </Link>
          </Button>
        ) : null}
      </TD>
    </TR>
  );
}
