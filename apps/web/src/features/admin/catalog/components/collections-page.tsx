import { collectionInputBody, type AdminCategory, type AdminCollection } from '@store/contracts/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { VisibilityBadge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field, NameField, PositionField, Select, Toggle } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { ImagePicker } from '../../components/image-picker';
import { ListTable } from '../../components/list-table';
import { DeleteButton, EditButton } from '../../components/row-actions';
import { useFormValues } from '../../lib/use-form-values';
import { useDeleteCollection } from '../api/delete-collection';
import { useAdminCategories } from '../api/list-categories';
import { useAdminCollections } from '../api/list-collections';
import { useSaveCollection } from '../api/save-collection';

function CollectionDialog({
  collection,
  categories,
  onClose,
}: {
  collection: AdminCollection | null;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const { values, set, form } = useFormValues({
    name: collection?.name ?? '',
    image: collection?.image ?? null,
    categoryId: collection?.category.id ?? '',
    position: collection ? String(collection.position) : '',
    hidden: collection?.hidden ?? false,
  });
  const save = useSaveCollection(collection?.id ?? null);
  return (
    <FormDialog
      title={collection ? `Edit ${collection.name}` : 'Add collection'}
      description="A card on the Collections page that opens a category."
      onClose={onClose}
      busy={save.isPending}
      formError={form.formError}
      submitLabel={collection ? 'Save collection' : 'Add collection'}
      onSubmit={() => {
        const checked = validateForm(collectionInputBody, {
          name: values.name,
          image: values.image ?? '',
          categoryId: values.categoryId || undefined,
          ...(values.position.trim() ? { position: Number(values.position) } : {}),
          hidden: values.hidden,
        });
        if (checked.errors) return form.setErrors(checked.errors);
        save.mutate(checked.data, {
          onSuccess: (res) => {
            notifySuccess(res.data.name, collection ? 'Collection saved' : 'Collection added');
            onClose();
          },
          onError: form.fromServer,
        });
      }}
    >
      <NameField value={values.name} onChange={(name) => set('name', name)} error={form.errors.name} />
      <ImagePicker
        kind="collection"
        label="Image"
        value={values.image}
        onChange={(url) => set('image', url)}
        error={form.errors.image}
      />
      <Field label="Opens category" error={form.errors.categoryId}>
        {(control) => (
          <Select {...control} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.path}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <PositionField
        value={values.position}
        onChange={(position) => set('position', position)}
        error={form.errors.position}
        hint="Lower comes first; empty puts it last."
      />
      <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
    </FormDialog>
  );
}

/** The collection cards of the Collections page, each opening a category. */
export function CollectionsPage() {
  const collections = useAdminCollections();
  const categories = useAdminCategories();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState<{ collection: AdminCollection | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCollection | null>(null);
  const list = collections.data?.data;
  const paths = new Map((categories.data?.data ?? []).map((c) => [c.id, c.path]));
  return (
    <AdminPage
      title="Collections"
      description={list ? `${list.length} cards on the Collections page` : ' '}
      actions={
        <Button onClick={() => setEditing({ collection: null })} disabled={!categories.data}>
          <Plus aria-hidden="true" /> Add collection
        </Button>
      }
    >
      <ListTable
        query={collections}
        rows={list}
        caption="Collections"
        columns={5}
        empty="No collections yet."
        head={
          <>
            <TH>Collection</TH>
            <TH className="hidden sm:table-cell">Opens</TH>
            <TH className="hidden text-right sm:table-cell">Position</TH>
            <TH>Status</TH>
            <ActionsTH />
          </>
        }
        row={(collection) => (
          <TR key={collection.id}>
            <TD>
              <div className="flex items-center gap-3">
                <img
                  src={collection.image}
                  alt=""
                  className="h-10 w-14 shrink-0 rounded-md border bg-muted object-cover"
                />
                <span className="font-medium">{collection.name}</span>
              </div>
            </TD>
            <TD className="hidden text-muted-foreground sm:table-cell">
              {paths.get(collection.category.id) ?? collection.category.name}
            </TD>
            <TD className="hidden text-right tabular-nums sm:table-cell">{collection.position}</TD>
            <TD>
              <VisibilityBadge hidden={collection.hidden} />
            </TD>
            <TD className="text-right whitespace-nowrap">
              <EditButton
                onClick={() => setEditing({ collection })}
                disabled={!categories.data}
                aria-label={`Edit ${collection.name}`}
              />
              <DeleteButton onClick={() => setDeleting(collection)} aria-label={`Delete ${collection.name}`} />
            </TD>
          </TR>
        )}
      />
      {editing && categories.data ? (
        <CollectionDialog
          collection={editing.collection}
          categories={categories.data.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'collection'}?`}
        confirmLabel="Delete collection"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notifySuccess(deleting.name, 'Collection deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      >
        The card leaves the Collections page; its category and products stay.
      </ConfirmDialog>
    </AdminPage>
  );
}
