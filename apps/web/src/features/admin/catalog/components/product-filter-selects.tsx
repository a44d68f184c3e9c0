import type { AdminBrand, AdminCategory } from '@store/contracts/admin';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '../../components/fields';
import type { ListParams } from '../../lib/list-params';
import type { PRODUCT_FILTERS } from '../product-filters';

type ProductFilterKey = keyof typeof PRODUCT_FILTERS;

type ProductFilterSelectsProps = {
  params: ListParams<ProductFilterKey>;
  setParams: (changes: Partial<Record<ProductFilterKey | 'page', string | number>>) => void;
  /** Some filter is set: Clear filters shows. */
  filtered: boolean;
  brands: AdminBrand[] | undefined;
  categories: AdminCategory[] | undefined;
};

/** The product list's brand, category, visibility, stock and sort choices, and Clear filters. */
export function ProductFilterSelects({ params, setParams, filtered, brands, categories }: ProductFilterSelectsProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <Select
        aria-label="Brand"
        value={params.brandId}
        onChange={(e) => setParams({ brandId: e.target.value })}
        className="sm:w-44"
      >
        <option value="">All brands</option>
        {brands?.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Category"
        value={params.categoryId}
        onChange={(e) => setParams({ categoryId: e.target.value })}
        className="sm:w-56"
      >
        <option value="">All categories</option>
        {categories?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.path}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Visibility"
        value={params.visibility}
        onChange={(e) => setParams({ visibility: e.target.value })}
        className="sm:w-36"
      >
        <option value="all">Any visibility</option>
        <option value="visible">Visible</option>
        <option value="hidden">Hidden</option>
      </Select>
      <Select
        aria-label="Stock"
        value={params.stock}
        onChange={(e) => setParams({ stock: e.target.value })}
        className="sm:w-36"
      >
        <option value="all">Any stock</option>
        <option value="low">Low stock</option>
        <option value="out">Out of stock</option>
      </Select>
      <Select
        aria-label="Sort"
        value={params.sort}
        onChange={(e) => setParams({ sort: e.target.value })}
        className="sm:w-44"
      >
        <option value="name">Sort by name</option>
        <option value="updated">Recently updated</option>
      </Select>
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() => setParams({ q: '', brandId: '', categoryId: '', visibility: 'all', stock: 'all' })}
        >
          <X aria-hidden="true" /> Clear filters
        </Button>
      ) : null}
    </div>
  );
}
