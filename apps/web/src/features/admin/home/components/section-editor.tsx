import { HOME_SECTION_MAX, type AdminHome, type HomeSection } from '@store/contracts/admin';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveHomeSection } from '../api/save-home-section';
import { rowFromProduct, rowsFromSection, toSectionInput, type SectionRow } from '../section-form';
import { ProductPicker } from './product-picker';
import { SectionRowItem } from './section-row';

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
            return (
              <SectionRowItem
                key={row.productId}
                row={row}
                i={i}
                count={rows.length}
                section={section}
                error={(field) => errors[`items.${i}.${field}`]}
                onUpdate={(change) => update(i, change)}
                onMove={(to) => setRows((r) => move(r, i, to))}
                onRemove={() => setRows((r) => r.filter((_, j) => j !== i))}
              />
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
