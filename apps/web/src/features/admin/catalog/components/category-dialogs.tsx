import {
  CATEGORY_KINDS,
  categoryCreateBody,
  categoryUpdateBody,
  type AdminCategory,
  type CategoryKind,
} from '@store/contracts/admin';
import { useState } from 'react';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, NameField, Select, SlugField, Toggle } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { ImagePicker } from '../../components/image-picker';
import { useFormValues } from '../../lib/use-form-values';
import { useChangeCategory } from '../api/change-category';
import { branchOf } from '../category-tree';
import { yearFromText, yearText } from '../model-years';
import { ModelYearsFields } from './model-years-fields';

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

/** Adds a category (under a parent, or at the top) or edits one: name, slug, kind, image, hidden, a model's years. */
export function CategoryDialog(props: CategoryFormProps) {
  const { category, parent, onClose } = props;
  const topLevel = props.mode === 'add' ? parent === null : props.category.parentId === null;
  const { values, set, form } = useFormValues({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    kind: category?.kind ?? (parent ? childKind(parent) : 'root'),
    image: category?.image ?? null,
    hidden: category?.hidden ?? false,
    yearFrom: yearText(category?.yearFrom ?? null),
    yearTo: yearText(category?.yearTo ?? null),
  });
  const change = useChangeCategory();
  const title =
    props.mode === 'edit' ? `Edit ${category?.name}` : parent ? `Add under ${parent.name}` : 'Add top-level group';

  const submit = () => {
    // Only a model has years: a node that is not one (any more) sends none.
    const isModel = values.kind === 'model';
    const years = {
      yearFrom: isModel ? yearFromText(values.yearFrom) : null,
      yearTo: isModel ? yearFromText(values.yearTo) : null,
    };
    const fields = { ...values, ...years };
    if (props.mode === 'add') {
      // A blank slug is left out, so the server makes one from the name.
      const { slug, ...rest } = fields;
      const body = { ...rest, ...(slug.trim() ? { slug } : {}), parentId: parent?.id ?? null };
      const checked = validateForm(categoryCreateBody, body);
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
      (['name', 'slug', 'kind', 'image', 'hidden', 'yearFrom', 'yearTo'] as const)
        .filter((field) => fields[field] !== props.category[field])
        .map((field) => [field, fields[field]]),
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
    <FormDialog
      title={title}
      onClose={onClose}
      busy={change.isPending}
      formError={form.formError}
      submitLabel={props.mode === 'add' ? 'Add category' : 'Save'}
      onSubmit={submit}
    >
      <NameField value={values.name} onChange={(name) => set('name', name)} error={form.errors.name} />
      <SlugField value={values.slug} onChange={(slug) => set('slug', slug)} error={form.errors.slug} />
      {topLevel ? null : (
        <Field label="Kind" error={form.errors.kind} hint="Makes and models (under Shop by Bike) are what a part fits.">
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
      {values.kind === 'model' ? (
        <ModelYearsFields
          yearFrom={values.yearFrom}
          yearTo={values.yearTo}
          onChange={set}
          errors={{ yearFrom: form.errors.yearFrom, yearTo: form.errors.yearTo }}
        />
      ) : null}
      <ImagePicker
        kind="category"
        label="Image"
        value={values.image}
        onChange={(url) => set('image', url)}
        error={form.errors.image}
        optional
      />
      <Toggle checked={values.hidden} onChange={(hidden) => set('hidden', hidden)} label="Hidden from the store" />
    </FormDialog>
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
    <FormDialog
      title={`Move ${category.name}`}
      description="It goes last under its new parent, with everything under it."
      onClose={onClose}
      busy={change.isPending}
      formError={form.formError}
      submitLabel="Move"
      busyLabel="Moving…"
      onSubmit={() => {
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
    </FormDialog>
  );
}
