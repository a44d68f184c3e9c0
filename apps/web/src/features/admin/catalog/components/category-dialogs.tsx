import {
  CATEGORY_KINDS,
  categoryCreateBody,
  categoryUpdateBody,
  type AdminCategory,
  type CategoryKind,
} from '@store/contracts/admin';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, Select, TextField, Toggle } from '../../components/fields';
import { ImagePicker } from '../../components/image-picker';
import { useChangeCategory } from '../api/change-category';
import { branchOf } from '../category-tree';

export const KIND_LABELS: Record<CategoryKind, string> = {
  root: 'Top-level group',
  group: 'Group',
  category: 'Category',
  make: 'Bike make',
  model: 'Bike model',
};

/** What a new child usually is: a model under a make, else a category (the form lets staff change it). */
function childKind(parent: AdminCategory): CategoryKind {
  return parent.kind === 'make' ? 'model' : 'category';
}

type CategoryFormProps =
  | { mode: 'add'; parent: AdminCategory | null; category?: undefined; onClose: () => void }
  | { mode: 'edit'; category: AdminCategory; parent?: undefined; onClose: () => void };

/** Adds a category (under a parent, or at the top) or edits one: name, slug, kind, image, hidden. */
export function CategoryDialog(props: CategoryFormProps) {
  const { category, parent, onClose } = props;
  const topLevel = props.mode === 'add' ? parent === null : props.category.parentId === null;
  const [values, setValues] = useState({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    kind: category?.kind ?? (parent ? childKind(parent) : 'root'),
    image: category?.image ?? null,
    hidden: category?.hidden ?? false,
  });
  const form = useFormErrors();
  const change = useChangeCategory();
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  const title =
    props.mode === 'edit' ? `Edit ${category?.name}` : parent ? `Add under ${parent.name}` : 'Add top-level group';

  const submit = () => {
    const slug = values.slug.trim() ? { slug: values.slug } : {};
    if (props.mode === 'add') {
      const checked = validateForm(categoryCreateBody, { ...values, ...slug, parentId: parent?.id ?? null });
      if (checked.errors) return form.setErrors(checked.errors);
      change.mutate(
        { kind: 'create', body: checked.data },
        {
          onSuccess: () => {
            notifySuccess(checked.data.name, 'Category added');
            onClose();
          },
          onError: form.fromServer,
        },
      );
      return;
    }
    // Only what changed is sent, so a rename cannot undo someone else's new image.
    const changed = Object.fromEntries(
      (['name', 'slug', 'kind', 'image', 'hidden'] as const)
        .filter((field) => values[field] !== props.category[field])
        .map((field) => [field, values[field]]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    const checked = validateForm(categoryUpdateBody, changed);
    if (checked.errors) return form.setErrors(checked.errors);
    change.mutate(
      { kind: 'update', id: props.category.id, body: checked.data },
      {
        onSuccess: () => {
          notifySuccess(values.name, 'Category saved');
          onClose();
        },
        onError: form.fromServer,
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!change.isPending} title={title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
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
        {topLevel ? null : (
          <Field
            label="Kind"
            error={form.errors.kind}
            hint="Makes and models (under Shop by Bike) are what a part fits."
          >
            {(control) => (
              <Select {...control} value={values.kind} onChange={(e) => set('kind', e.target.value as CategoryKind)}>
                {CATEGORY_KINDS.filter((kind) => kind !== 'root').map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <ImagePicker
          kind="category"
          label="Image"
          value={values.image}
          onChange={(url) => set('image', url)}
          error={form.errors.image}
          optional
        />
        <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : props.mode === 'add' ? 'Add category' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Moves a category with its whole branch under another parent (never into its own branch). */
export function MoveCategoryDialog({
  category,
  all,
  onClose,
}: {
  category: AdminCategory;
  all: AdminCategory[];
  onClose: () => void;
}) {
  const branch = branchOf(all, category.id);
  const targets = all.filter((c) => !branch.has(c.id) && c.id !== category.parentId);
  const [parentId, setParentId] = useState('');
  const form = useFormErrors();
  const change = useChangeCategory();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!change.isPending}
      title={`Move ${category.name}`}
      description="It goes last under its new parent, with everything under it."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!parentId) return form.setErrors({ parentId: 'Choose where to move it' });
          change.mutate(
            { kind: 'move', id: category.id, parentId },
            {
              onSuccess: () => {
                notifySuccess(
                  `${category.name} is now under ${all.find((c) => c.id === parentId)?.name ?? 'its new parent'}`,
                  'Category moved',
                );
                onClose();
              },
              onError: form.fromServer,
            },
          );
        }}
      >
        <FormAlert message={form.formError} />
        <Field label="New parent" error={form.errors.parentId}>
          {(control) => (
            <Select
              {...control}
              value={parentId}
              onChange={(e) => {
                setParentId(e.target.value);
                form.clear('parentId');
              }}
              autoFocus
            >
              <option value="">Choose a category</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.path}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Moving…' : 'Move'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
