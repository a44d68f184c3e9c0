import { brandInputBody, type AdminBrand } from '@store/contracts/admin';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { EmptyRow, LoadingRows, Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField, Toggle } from '../../components/fields';
import { ImagePicker } from '../../components/image-picker';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { useDeleteBrand } from '../api/delete-brand';
import { useAdminBrands } from '../api/list-brands';
import { useSaveBrand } from '../api/save-brand';

type Editing = { brand: AdminBrand | null } | null;

function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const [values, setValues] = useState({
    name: brand?.name ?? '',
    slug: brand?.slug ?? '',
    image: brand?.image ?? null,
    position: brand ? String(brand.position) : '',
    hidden: brand?.hidden ?? false,
  });
  const form = useFormErrors();
  const save = useSaveBrand(brand?.id ?? null);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!save.isPending}
      title={brand ? `Edit ${brand.name}` : 'Add brand'}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
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
        <FormAlert message={form.formError} />
        <TextField
          label="Name"
          value={values.name}
          maxLength={80}
          onChange={(e) => set('name', e.target.value)}
          error={form.errors.name}
          autoFocus
        />
        <TextField
          label="Slug"
          value={values.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={form.errors.slug}
          placeholder="Made from the name"
          inputClassName="font-mono"
        />
        <ImagePicker
          kind="brand"
          label="Logo"
          value={values.image}
          onChange={(url) => set('image', url)}
          error={form.errors.image}
        />
        <TextField
          label="Position"
          type="number"
          min={0}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
          error={form.errors.position}
          hint="Lower comes first in the brand strip; empty puts it last."
        />
        <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : brand ? 'Save brand' : 'Add brand'}
          </Button>
        </div>
      </form>
    </Dialog>
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
      {brands.isError && !list ? (
        <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        <Table>
          <caption className="sr-only">Brands</caption>
          <THead>
            <tr>
              <TH>Brand</TH>
              <TH className="hidden sm:table-cell">Slug</TH>
              <TH className="text-right">Products</TH>
              <TH className="hidden text-right sm:table-cell">Position</TH>
              <TH>Status</TH>
              <TH className="text-right">
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {!list ? (
              <LoadingRows columns={6} />
            ) : list.length === 0 ? (
              <EmptyRow colSpan={6}>No brands yet.</EmptyRow>
            ) : (
              list.map((brand) => (
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
                  <TD>{brand.hidden ? <Badge>Hidden</Badge> : <Badge tone="success">Visible</Badge>}</TD>
                  <TD className="text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      onClick={() => setEditing({ brand })}
                      aria-label={`Edit ${brand.name}`}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground hover:text-destructive"
                      onClick={() => setDeleting(brand)}
                      disabled={brand.productCount > 0}
                      aria-label={`Delete ${brand.name}`}
                      title={brand.productCount > 0 ? 'Move its products to another brand first' : 'Delete'}
                    >
                      <Trash2 />
                    </Button>
                  </TD>
                </TR>
              ))
            )}
          </TBody>
        </Table>
      )}
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
