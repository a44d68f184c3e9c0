import { FITMENT_KINDS, type AdminCategory, type AdminProduct } from '@store/contracts/admin';
import { useParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { DetailSkeleton, LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { useAdminProduct } from '../api/get-product';
import { useAdminBrands } from '../api/list-brands';
import { useAdminCategories } from '../api/list-categories';
import { ProductEditor } from './product-editor';

/** Splits the tree into what a product is (categories) and what it fits (makes and models). */
export function splitCategories(all: AdminCategory[]) {
  const isFitment = (c: AdminCategory) => FITMENT_KINDS.includes(c.kind);
  return { categories: all.filter((c) => !isFitment(c)), fitment: all.filter(isFitment) };
}

/** /admin/products/new and /admin/products/:id: loads what the form needs, then shows it. */
export function ProductEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const product = useAdminProduct(isNew ? null : id);
  const brands = useAdminBrands();
  const categories = useAdminCategories();
  const back = { to: adminPaths.products(), label: 'Products' };

  const failed = [product, brands, categories].find((q) => q.isError);
  const loaded: AdminProduct | null | undefined = isNew ? null : product.data?.data;
  if (failed || loaded === undefined || !brands.data || !categories.data) {
    return (
      <AdminPage title={isNew ? 'Add product' : 'Product'} back={back}>
        {failed ? <LoadError error={failed.error} onRetry={() => void failed.refetch()} /> : <DetailSkeleton />}
      </AdminPage>
    );
  }
  return (
    <ProductEditor
      // A different product (or the new one just created) starts a fresh form.
      key={loaded?.id ?? 'new'}
      product={loaded}
      brands={brands.data.data}
      {...splitCategories(categories.data.data)}
    />
  );
}
