import { MAX_STOCK, MAX_VARIANTS } from '@store/contracts/admin';
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { RupeeInput } from '../../components/fields';
import { discountOf } from '../../lib/money-input';
import { blankVariant, type VariantRow } from '../product-form';

type VariantsEditorProps = {
  value: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  errors: FieldErrors;
};

/** One labelled field of a variant, with its error under it. */
function Cell({
  label,
  error,
  children,
  className,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

/**
 * The variants: each one a row of two lines, what it is (label, SKU, hidden) over what it costs
 * and how many there are (price and original price in ₹, the discount, stock). Two lines keep a
 * long SKU readable at every width, where one line squeezed it beside five other fields.
 */
export function VariantsEditor({ value, onChange, errors }: VariantsEditorProps) {
  const update = (index: number, change: Partial<VariantRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <div className="space-y-3">
      {value.map((row, i) => {
        const error = (field: string) => errors[`variants.${i}.${field}`];
        const off = discountOf(row.price, row.mrp);
        return (
          <div
            key={row.key}
            role="group"
            aria-label={`Variant ${i + 1}`}
            className="space-y-3 rounded-lg border bg-background p-3"
          >
            <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto]">
              <Cell label="Label" error={error('name')}>
                {(id) => (
                  <Input
                    id={id}
                    value={row.name}
                    maxLength={80}
                    placeholder="e.g. Large, 1 litre"
                    aria-invalid={error('name') ? true : undefined}
                    onChange={(e) => update(i, { name: e.target.value })}
                    className="h-9"
                  />
                )}
              </Cell>
              <Cell label="SKU" error={error('sku')} className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
                {(id) => (
                  <Input
                    id={id}
                    value={row.sku}
                    maxLength={64}
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-invalid={error('sku') ? true : undefined}
                    onChange={(e) => update(i, { sku: e.target.value })}
                    className="h-9 font-mono uppercase"
                  />
                )}
              </Cell>
              <div className="flex items-end gap-1 pb-0.5">
                <label className="flex h-9 items-center gap-2 px-1 text-sm">
                  <input
                    type="checkbox"
                    checked={row.hidden}
                    onChange={(e) => update(i, { hidden: e.target.checked })}
                    className="size-4 accent-primary"
                  />
                  Hidden
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground hover:text-destructive"
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={`Remove variant ${i + 1}`}
                  title={value.length === 1 ? 'A product needs at least one variant' : 'Remove variant'}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_5.5rem_minmax(0,0.8fr)]">
              <Cell label="Price (₹)" error={error('pricePaise')}>
                {(id) => (
                  <RupeeInput
                    id={id}
                    value={row.price}
                    aria-invalid={error('pricePaise') ? true : undefined}
                    onChange={(e) => update(i, { price: e.target.value })}
                    className="[&_input]:h-9"
                  />
                )}
              </Cell>
              <Cell label="Original price (₹)" error={error('mrpPaise')}>
                {(id) => (
                  <RupeeInput
                    id={id}
                    value={row.mrp}
                    aria-invalid={error('mrpPaise') ? true : undefined}
                    onChange={(e) => update(i, { mrp: e.target.value })}
                    className="[&_input]:h-9"
                  />
                )}
              </Cell>
              <div className="min-w-0 space-y-1">
                <p className="text-xs font-medium text-muted-foreground">Discount</p>
                <p
                  className="flex h-9 items-center text-sm font-semibold tabular-nums"
                  data-testid="variant-discount"
                  aria-live="polite"
                >
                  {off === null ? (
                    '—'
                  ) : off > 0 ? (
                    <span className="text-emerald-700 dark:text-emerald-400">{off}% off</span>
                  ) : (
                    <span className="text-muted-foreground">0%</span>
                  )}
                </p>
              </div>
              <Cell label="Stock" error={error('stock')}>
                {(id) => (
                  <Input
                    id={id}
                    type="number"
                    min={0}
                    max={MAX_STOCK}
                    step={1}
                    inputMode="numeric"
                    value={row.stock}
                    aria-invalid={error('stock') ? true : undefined}
                    onChange={(e) => update(i, { stock: e.target.value })}
                    className="h-9 tabular-nums"
                  />
                )}
              </Cell>
            </div>
          </div>
        );
      })}
      {errors.variants ? <p className="text-sm font-medium text-destructive">{errors.variants}</p> : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...value, blankVariant()])}
        disabled={value.length >= MAX_VARIANTS}
      >
        <Plus aria-hidden="true" /> Add variant
      </Button>
    </div>
  );
}
