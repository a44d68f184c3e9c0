import { MAX_STOCK, type Dashboard } from '@store/contracts/admin';
import { nameWithVariant, shownVariantName } from '@store/contracts/variants';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifySuccess } from '@/lib/notify';
import { Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { usePatchVariant } from '../../catalog/api/patch-variant';
import { adminPaths } from '../../lib/admin-paths';

type LowStock = Dashboard['lowStock'][number];

/** Sets a variant's stock from the row: type the new count, Enter or the tick saves it. */
function RestockForm({ item }: { item: LowStock }) {
  const [value, setValue] = useState(String(item.stock));
  const patch = usePatchVariant();
  const stock = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(stock) && stock >= 0 && stock <= MAX_STOCK;
  const what = nameWithVariant(item.productName, item.variantName);
  return (
    <form
      className="flex items-center justify-end gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || stock === item.stock) return;
        patch.mutate(
          { id: item.variantId, body: { stock } },
          {
            onSuccess: () => notifySuccess(`${what}: ${stock} in stock`, 'Stock updated'),
          },
        );
      }}
    >
      <Input
        type="number"
        min={0}
        max={MAX_STOCK}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-label={`Stock of ${what}`}
        aria-invalid={valid ? undefined : true}
        className="h-8 w-20 text-right tabular-nums"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!valid || stock === item.stock || patch.isPending}
        aria-label={`Save stock of ${what}`}
      >
        <Check aria-hidden="true" />
      </Button>
    </form>
  );
}

/** Variants at or below the threshold, emptiest first, each restockable in place. */
export function LowStockTable({ items }: { items: LowStock[] }) {
  return (
    <Table>
      <THead>
        <tr>
          <TH>Product</TH>
          <TH className="hidden sm:table-cell">SKU</TH>
          <TH className="text-right">Stock</TH>
        </tr>
      </THead>
      <TBody>
        {items.map((item) => (
          <TR key={item.variantId}>
            <TD className="max-w-0 min-w-40">
              <Link to={adminPaths.product(item.productId)} className="block truncate font-medium hover:underline">
                {item.productName}
              </Link>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                {shownVariantName(item.variantName)}
                {item.stock === 0 ? <Badge tone="danger">Sold out</Badge> : null}
                {item.hidden ? <Badge>Hidden</Badge> : null}
              </span>
            </TD>
            <TD className="hidden font-mono text-xs sm:table-cell">{item.sku}</TD>
            <TD>
              <RestockForm item={item} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
