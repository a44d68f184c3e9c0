import { collectionInputBody, type AdminCategory, type AdminCollection } from '@store/contracts/admin';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { EmptyRow, LoadingRows, Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field, Select, TextField, Toggle } from '../../components/fields';
import { ImagePicker } from '../../components/image-picker';
import { LoadError } from '../../components/query-state';
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
  const [values, setValues] = useState({
    name: collection?.name ?? '',
    image: collection?.image ?? null,
    categoryId: collection?.category.id ?? '',
    position: collection ? String(collection.position) : '',
    hidden: collection?.hidden ?? false,
  });
  const form = useFormErrors();
  const save = useSaveCollection(collection?.id ?? null);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!save.isPending}
      title={collection ? `Edit ${collection.name}` : 'Add collection'}
      description="A card on the Collections page that opens a category."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
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
        <FormAlert message={form.formError} />
        <TextField
          label="Name"
          value={values.name}
          maxLength={80}
          onChange={(e) => set('name', e.target.value)}
          error={form.errors.name}
          autoFocus
        />
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
        <TextField
          label="Position"
          type="number"
          min={0}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
          error={form.errors.position}
          hint="Lower comes first; empty puts it last."
        />
        <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : collection ? 'Save collection' : 'Add collection'}
          </Button>
        </div>
      </form>
    </Dialog>
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
      {collections.isError && !list ? (
        <LoadError error={collections.error} onRetry={() => void collections.refetch()} />
      ) : (
        <Table>
          <caption className="sr-only">Collections</caption>
          <THead>
            <tr>
              <TH>Collection</TH>
              <TH className="hidden sm:table-cell">Opens</TH>
              <TH className="hidden text-right sm:table-cell">Position</TH>
              <TH>Status</TH>
              <TH className="text-right">
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {!list ? (
              <LoadingRows columns={5} />
            ) : list.length === 0 ? (
              <EmptyRow colSpan={5}>No collections yet.</EmptyRow>
            ) : (
              list.map((collection) => (
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
                  <TD>{collection.hidden ? <Badge>Hidden</Badge> : <Badge tone="success">Visible</Badge>}</TD>
                  <TD className="text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      onClick={() => setEditing({ collection })}
                      disabled={!categories.data}
                      aria-label={`Edit ${collection.name}`}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground hover:text-destructive"
                      onClick={() => setDeleting(collection)}
                      aria-label={`Delete ${collection.name}`}
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
