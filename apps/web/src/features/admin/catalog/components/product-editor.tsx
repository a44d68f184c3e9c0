import type { AdminBrand, AdminCategory, AdminProduct } from '@store/contracts/admin';
import { ExternalLink, History, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { AdminPage, Panel } from '../../components/admin-page';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field, Select, TextArea, TextField, Toggle } from '../../components/fields';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/admin-format';
import { useSaveProduct } from '../api/save-product';
import { errorsAfterEdit, formFromProduct, toProductInput, type ProductForm } from '../product-form';
import { CategoryChecklist } from './category-checklist';
import { FeaturesEditor } from './features-editor';
import { ProductImages } from './product-images';
import { VariantsEditor } from './variants-editor';

type ProductEditorProps = {
  product: AdminProduct | null;
  brands: AdminBrand[];
  categories: AdminCategory[];
  fitment: AdminCategory[];
};

const FORM_ID = 'product-form';

/** Moves the keyboard to the first field the check complained about. */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${FORM_ID} [aria-invalid="true"]`)?.focus());
}

/** The whole product on one page; Save (or Ctrl/⌘+S) sends it at once, images save as they change. */
export function ProductEditor({ product, brands, categories, fitment }: ProductEditorProps) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => formFromProduct(product));
  const [form, setForm] = useState(saved);
  const { errors, formError, setErrors, setFormError, fromServer } = useFormErrors();
  const save = useSaveProduct(product?.id ?? null);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => {
    const next = { ...form, [field]: value };
    setErrors((e) => errorsAfterEdit(e, form, next));
    setForm(next);
  };

  const submit = () => {
    if (save.isPending) return;
    const checked = toProductInput(form);
    if (checked.errors) {
      setErrors(checked.errors);
      setFormError('Some fields need fixing; they are marked below.');
      focusFirstError();
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(checked.data, {
      onSuccess: (res) => {
        if (!product) {
          leaving.current = true;
          notifySuccess('Now add its images.', `${res.data.name} created`);
          void navigate(adminPaths.product(res.data.id), { replace: true });
          return;
        }
        const next = formFromProduct(res.data);
        setSaved(next);
        setForm(next);
        notifySuccess(res.data.name, 'Product saved');
      },
      onError: (error) => {
        fromServer(error);
        focusFirstError();
      },
    });
  };

  // Ctrl+S / ⌘+S saves, as in any editor; the browser's "save page" would lose the form anyway.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        submitRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const saveButton = (
    <Button type="submit" form={FORM_ID} disabled={save.isPending || (!dirty && product !== null)}>
      <Save aria-hidden="true" /> {save.isPending ? 'Saving…' : product ? 'Save' : 'Create product'}
    </Button>
  );

  return (
    <AdminPage
      title={product ? product.name : 'Add product'}
      back={{ to: adminPaths.products(), label: 'Products' }}
      description={
        product ? (
          <span className="flex flex-wrap items-center gap-2">
            {product.hidden ? <Badge>Hidden</Badge> : <Badge tone="success">Visible</Badge>}
            <span>Last saved {formatDateTime(product.updatedAt)}</span>
          </span>
        ) : (
          'Fill in the details and at least one variant; images come after the first save.'
        )
      }
      actions={
        <>
          {product ? (
            <Button asChild variant="outline">
              <Link to={adminPaths.audit({ entity: 'product', entityId: product.id })}>
                <History aria-hidden="true" /> History
              </Link>
            </Button>
          ) : null}
          {product && !product.hidden ? (
            <Button asChild variant="outline">
              <Link to={paths.product(product.id)} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" /> View in store
              </Link>
            </Button>
          ) : null}
          {saveButton}
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="grid grid-cols-1 gap-4 pb-20 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="space-y-4">
          <FormAlert message={formError} />
          <Panel title="Details">
            <div className="space-y-4">
              <TextField
                label="Name"
                value={form.name}
                maxLength={200}
                onChange={(e) => set('name', e.target.value)}
                error={errors.name}
                autoFocus={!product}
              />
              <Field label="Description" error={errors.description}>
                {(control) => (
                  <TextArea
                    {...control}
                    rows={6}
                    value={form.description}
                    onChange={(e) => set('description', e.target.value)}
                  />
                )}
              </Field>
              <TextField
                label="Slug"
                value={form.slug}
                onChange={(e) => set('slug', e.target.value)}
                error={errors.slug}
                placeholder={product ? undefined : 'Made from the name when left empty'}
                hint="The product's web address: lower-case words joined by hyphens."
                inputClassName="font-mono"
              />
            </div>
          </Panel>
          <Panel title="Images">
            {product ? (
              <ProductImages productId={product.id} productName={product.name} images={product.images} />
            ) : (
              <p className="text-sm text-muted-foreground">
                Create the product first; its images are uploaded straight after.
              </p>
            )}
          </Panel>
          <Panel
            title="Variants"
            actions={<span className="text-xs text-muted-foreground">Prices in rupees; stock per variant</span>}
          >
            <VariantsEditor value={form.variants} onChange={(variants) => set('variants', variants)} errors={errors} />
          </Panel>
          <Panel title="Features">
            <FeaturesEditor value={form.features} onChange={(features) => set('features', features)} errors={errors} />
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Visibility">
            <Toggle
              checked={form.hidden}
              onChange={(hidden) => set('hidden', hidden)}
              label="Hidden from the store"
              description="Hidden products stay here but cannot be found or bought."
            />
          </Panel>
          <Panel title="Organisation">
            <div className="space-y-5">
              <div>
                <Field label="Brand" error={errors.brandId}>
                  {(control) => (
                    <Select {...control} value={form.brandId} onChange={(e) => set('brandId', e.target.value)}>
                      <option value="">Choose a brand</option>
                      {brands.map((brand) => (
                        <option key={brand.id} value={brand.id}>
                          {brand.name}
                          {brand.hidden ? ' (hidden)' : ''}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Link
                  to={adminPaths.brands()}
                  className="mt-1.5 inline-block text-xs font-medium text-brand hover:underline"
                >
                  Manage brands
                </Link>
              </div>
              <CategoryChecklist
                label="Categories"
                options={categories}
                value={form.categoryIds}
                onChange={(ids) => set('categoryIds', ids)}
                error={errors.categoryIds}
              />
              <CategoryChecklist
                label="Suitable bikes"
                options={fitment}
                value={form.fitmentIds}
                onChange={(ids) => set('fitmentIds', ids)}
                error={errors.fitmentIds}
                hint="Makes and models from Shop by Bike. Leave empty for universal parts."
              />
            </div>
          </Panel>
        </div>
      </form>
      {dirty ? (
        <div
          className="fixed inset-x-0 bottom-0 z-20 border-t bg-card/95 backdrop-blur lg:left-60 print:hidden"
          role="region"
          aria-label="Unsaved changes"
        >
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <p className="text-sm font-medium">Unsaved changes</p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setForm(saved)} disabled={save.isPending}>
                Discard
              </Button>
              {saveButton}
            </div>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
        title="Leave without saving?"
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
      >
        Your changes to this product will be lost.
      </ConfirmDialog>
    </AdminPage>
  );
}
