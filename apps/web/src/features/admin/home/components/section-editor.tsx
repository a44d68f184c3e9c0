import { HOME_SECTION_MAX, type AdminHome, type HomeSection } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { ArrowDown, ArrowUp, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Badge } from '../../components/badges';
import { RupeeInput } from '../../components/fields';
import { discountOf, formatRupeesInput } from '../../lib/money-input';
import { useSaveHomeSection } from '../api/save-home-section';
import { rowFromProduct, rowsFromSection, toSectionInput, type SectionRow } from '../section-form';
import { ProductPicker } from './product-picker';

export const SECTION_LABELS: Record<HomeSection, string> = {
  featured: 'Featured',
  trending: 'Trending',
  new_arrivals: 'New arrivals',
  flash_deals: 'Flash deals',
};

const move = (rows: SectionRow[], from: number, to: number) => {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row) next.splice(to, 0, row);
  return next;
};

type SectionEditorProps = { section: HomeSection; items: AdminHome['sections']['featured'] };

/** One home section: pick products, order them, and for flash deals set each deal's price and end. */
export function SectionEditor({ section, items }: SectionEditorProps) {
  const [saved, setSaved] = useState(() => rowsFromSection(items));
  const [rows, setRows] = useState(saved);
  const { errors, formError, setErrors, setFormError, fromServer, clear } = useFormErrors();
  const save = useSaveHomeSection(section);
  const dirty = JSON.stringify(rows) !== JSON.stringify(saved);
  const flash = section === 'flash_deals';
  const update = (index: number, change: Partial<SectionRow>) => {
    setRows((r) => r.map((row, i) => (i === index ? { ...row, ...change } : row)));
    // The row's message goes as soon as it is being fixed.
    if ('dealPrice' in change) clear(`items.${index}.dealPricePaise`);
    if ('endsAt' in change) clear(`items.${index}.endsAt`);
  };

  const submit = () => {
    const checked = toSectionInput(section, rows);
    if (checked.errors) {
      setErrors(checked.errors);
      setFormError('Some rows need fixing; they are marked below.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(checked.data, {
      onSuccess: (res) => {
        const next = rowsFromSection(res.data.sections[section]);
        setSaved(next);
        setRows(next);
        notifySuccess(
          `${SECTION_LABELS[section]}: ${next.length} product${next.length === 1 ? '' : 's'}`,
          'Home page saved',
        );
      },
      onError: fromServer,
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ProductPicker
        label={`Add a product to ${SECTION_LABELS[section]}`}
        chosen={new Set(rows.map((r) => r.productId))}
        disabled={rows.length >= HOME_SECTION_MAX}
        onPick={(product) => setRows((r) => [...r, rowFromProduct(product)])}
      />
      <FormAlert message={formError} />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No products yet; the section is left off the home page until it has some.
        </p>
      ) : (
        <ol className="divide-y rounded-lg border" aria-label={`${SECTION_LABELS[section]} products`}>
          {rows.map((row, i) => {
            const error = (field: string) => errors[`items.${i}.${field}`];
            const off = flash ? discountOf(row.dealPrice, formatRupeesInput(row.mrpPaise)) : null;
            return (
              <li key={row.productId} className="flex flex-wrap items-center gap-3 p-3" aria-label={row.name}>
                <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{i + 1}</span>
                {row.image ? (
                  <img src={row.image} alt="" className="size-11 shrink-0 rounded-md border object-cover" />
                ) : (
                  <span className="grid size-11 shrink-0 place-items-center rounded-md border bg-muted">
                    <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
                  </span>
                )}
                <div className="min-w-40 flex-1">
                  <p className="line-clamp-2 text-sm font-medium">{row.name}</p>
                  <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <span className="tabular-nums">{formatInr(row.pricePaise)}</span>
                    <span>· {row.stock} in stock</span>
                    {row.hidden ? <Badge>Hidden: not shown</Badge> : null}
                    {row.stock === 0 ? <Badge tone="danger">Sold out</Badge> : null}
                  </p>
                  {error('productId') ? (
                    <p className="text-xs font-medium text-destructive">{error('productId')}</p>
                  ) : null}
                </div>
                {flash ? (
                  <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:grid-cols-[8rem_14rem]">
                    <div className="space-y-1">
                      <label className="text-xs font-medium text-muted-foreground" htmlFor={`deal-${section}-${i}`}>
                        Deal price
                      </label>
                      <RupeeInput
                        id={`deal-${section}-${i}`}
                        value={row.dealPrice}
                        aria-invalid={error('dealPricePaise') ? true : undefined}
                        onChange={(e) => update(i, { dealPrice: e.target.value })}
                        className="[&_input]:h-9"
                      />
                      {error('dealPricePaise') ? (
                        <p className="text-xs font-medium text-destructive">{error('dealPricePaise')}</p>
                      ) : off ? (
                        <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">{off}% off MRP</p>
                      ) : null}
                    </div>
                    <div className="space-y-1">
                      <label className="text-xs font-medium text-muted-foreground" htmlFor={`ends-${section}-${i}`}>
                        Ends (India time)
                      </label>
                      <Input
                        id={`ends-${section}-${i}`}
                        type="datetime-local"
                        value={row.endsAt}
                        aria-invalid={error('endsAt') ? true : undefined}
                        onChange={(e) => update(i, { endsAt: e.target.value })}
                        className="h-9"
                      />
                      {error('endsAt') ? (
                        <p className="text-xs font-medium text-destructive">{error('endsAt')}</p>
                      ) : null}
                    </div>
                  </div>
                ) : null}
                <div className="ml-auto flex">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={i === 0}
                    onClick={() => setRows((r) => move(r, i, i - 1))}
                    aria-label={`Move ${row.name} up`}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={i === rows.length - 1}
                    onClick={() => setRows((r) => move(r, i, i + 1))}
                    aria-label={`Move ${row.name} down`}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-muted-foreground hover:text-destructive"
                    onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
                    aria-label={`Remove ${row.name}`}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {rows.length} of {HOME_SECTION_MAX} products{dirty ? ' · unsaved changes' : ''}
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setRows(saved);
              setErrors({});
              setFormError(null);
            }}
          >
            Discard
          </Button>
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving…' : `Save ${SECTION_LABELS[section].toLowerCase()}`}
          </Button>
        </div>
      </div>
    </form>
  );
}
