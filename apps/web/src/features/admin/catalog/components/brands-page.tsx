import { brandInputBody, type AdminBrand } from '@store/contracts/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { VisibilityBadge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NameField, PositionField, SlugField, Toggle } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { ImagePicker } from '../../components/image-picker';
import { ListTable } from '../../components/list-table';
import { DeleteButton, EditButton } from '../../components/row-actions';
import { adminPaths } from '../../lib/admin-paths';
import { useFormValues } from '../../lib/use-form-values';
import { useDeleteBrand } from '../api/delete-brand';
import { useAdminBrands } from '../api/list-brands';
import { useSaveBrand } from '../api/save-brand';

type Editing = { brand: AdminBrand | null } | null;

function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const { values, set, form } = useFormValues({
    name: brand?.name ?? '',
    slug: brand?.slug ?? '',
    image: brand?.image ?? null,
    position: brand ? String(brand.position) : '',
    hidden: brand?.hidden ?? false,
  });
  const save = useSaveBrand(brand?.id ?? null);
  return (
    <FormDialog
      title={brand ? `Edit ${brand.name}` : 'Add brand'}
      onClose={onClose}
      busy={save.isPending}
      formError={form.formError}
      submitLabel={brand ? 'Save brand' : 'Add brand'}
      onSubmit={() => {
        const checked = validateForm(brandInputBody, {
          name: values.name,
          ...(values.slug.trim() ? { slug: values.slug } : {}),
          image: values.image ?? '',
          ...(values.position.trim() ? { position: Number(values.position) } : {}),
          hidden: values.hidden,
        });
        if (checked.errors) return form.setErrors(checked.errors);
        save.mutate(checked.data, {
          onSuccess: (res) => {
            notifySuccess(res.data.name, brand ? 'Brand saved' : 'Brand added');
            onClose();
          },
          onError: form.fromServer,
        });
      }}
    >
      <NameField value={values.name} onChange={(name) => set('name', name)} error={form.errors.name} />
      <SlugField value={values.slug} onChange={(slug) => set('slug', slug)} error={form.errors.slug} />
      <ImagePicker
        kind="brand"
        label="Logo"
        value={values.image}
        onChange={(url) => set('image', url)}
        error={form.errors.image}
      />
      <PositionField
        value={values.position}
        onChange={(position) => set('position', position)}
        error={form.errors.position}
        hint="Lower comes first in the brand strip; empty puts it last."
      />
      <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
    </FormDialog>
  );
}

/** Brands with their logos and product counts; add, edit, hide, delete (only when unused). */
export function BrandsPage() {
  const brands = useAdminBrands();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const list = brands.data?.data;
  return (
    <AdminPage
      title="Brands"
      description={list ? `${list.length} brands` : ' '}
      actions={
        <Button onClick={() => setEditing({ brand: null })}>
          <Plus aria-hidden="true" /> Add brand
        </Button>
      }
    >
      <ListTable
        query={brands}
        rows={list}
        caption="Brands"
        columns={6}
        empty="No brands yet."
        head={
          <>
            <TH>Brand</TH>
            <TH className="hidden sm:table-cell">Slug</TH>
            <TH className="text-right">Products</TH>
            <TH className="hidden text-right sm:table-cell">Position</TH>
            <TH>Status</TH>
            <ActionsTH />
          </>
        }
        row={(brand) => (
          <TR key={brand.id}>
            <TD>
              <div className="flex items-center gap-3">
                <img
                  src={brand.image}
                  alt=""
                  className="size-10 shrink-0 rounded-md border bg-white object-contain p-0.5"
                />
                <span className="font-medium">{brand.name}</span>
              </div>
            </TD>
            <TD className="hidden font-mono text-xs sm:table-cell">{brand.slug}</TD>
            <TD className="text-right tabular-nums">
              <Link to={adminPaths.products({ brandId: brand.id })} className="hover:underline">
                {brand.productCount}
              </Link>
            </TD>
            <TD className="hidden text-right tabular-nums sm:table-cell">{brand.position}</TD>
            <TD>
              <VisibilityBadge hidden={brand.hidden} />
            </TD>
            <TD className="text-right whitespace-nowrap">
              <EditButton onClick={() => setEditing({ brand })} aria-label={`Edit ${brand.name}`} />
              <DeleteButton
                onClick={() => setDeleting(brand)}
                disabled={brand.productCount > 0}
                aria-label={`Delete ${brand.name}`}
                title={brand.productCount > 0 ? 'Move its products to another brand first' : 'Delete'}
              />
            </TD>
          </TR>
        )}
      />
      {editing ? <BrandDialog brand={editing.brand} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'brand'}?`}
        confirmLabel="Delete brand"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notifySuccess(deleting.name, 'Brand deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      >
        It disappears from the brand strip and the filters. This cannot be undone.
      </ConfirmDialog>
    </AdminPage>
  );
}
