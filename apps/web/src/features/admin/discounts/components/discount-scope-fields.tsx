import type { AdminBrand, AdminCategory } from '@store/contracts/admin';
import { X } from 'lucide-react';
import { CategoryChecklist } from '../../catalog/components/category-checklist';
import { ProductPicker } from '../../home/components/product-picker';

type Scope = {
  products: Array<{ id: string; name: string }>;
  categoryIds: string[];
  brandIds: string[];
};

/**
 * What a code is limited to: products picked by name, categories (their sub-categories count
 * too) and brands. Nothing chosen means the whole shop.
 */
export function DiscountScopeFields({
  value,
  onChange,
  categories,
  brands,
  errors,
}: {
  value: Scope;
  onChange: (next: Partial<Scope>) => void;
  categories: AdminCategory[];
  brands: AdminBrand[];
  errors: Partial<Record<'productIds' | 'categoryIds' | 'brandIds', string>>;
}) {
  const chosen = new Set(value.products.map((p) => p.id));
  const brandChosen = new Set(value.brandIds);
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Limited to</legend>
      <p className="text-xs text-muted-foreground">
        Leave all three empty for the whole shop. A product counts when it matches any of them.
      </p>
      <div className="space-y-2">
        <ProductPicker
          label="Add a product"
          chosen={chosen}
          onPick={(p) => onChange({ products: [...value.products, { id: p.id, name: p.name }] })}
        />
        {value.products.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Chosen products">
            {value.products.map((p) => (
              <li
                key={p.id}
                className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-xs"
              >
                {p.name}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-background"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => onChange({ products: value.products.filter((x) => x.id !== p.id) })}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.productIds ? <p className="text-xs font-medium text-destructive">{errors.productIds}</p> : null}
      </div>
      <CategoryChecklist
        label="Categories"
        options={categories}
        value={value.categoryIds}
        onChange={(categoryIds) => onChange({ categoryIds })}
        error={errors.categoryIds}
        hint="Products in their sub-categories count too."
      />
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-medium">Brands</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {brands.map((brand) => (
            <label key={brand.id} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={brandChosen.has(brand.id)}
                onChange={(e) =>
                  onChange({
                    brandIds: e.target.checked
                      ? [...value.brandIds, brand.id]
                      : value.brandIds.filter((id) => id !== brand.id),
                  })
                }
              />
              {brand.name}
            </label>
          ))}
        </div>
        {errors.brandIds ? <p className="text-xs font-medium text-destructive">{errors.brandIds}</p> : null}
      </fieldset>
    </fieldset>
  );
}
