import type { AdminBrand, AdminCategory, AdminProduct } from '@store/contracts/admin';
import { OPTION_NAME_MAX_CHARS } from '@store/contracts/variants';
import { ExternalLink, History, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { AdminPage, Panel } from '../../components/admin-page';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/fields';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/admin-format';
import { useEditorKeys } from '../../lib/use-editor-keys';
import { useSaveProduct } from '../api/save-product';
import { errorsAfterEdit, formFromProduct, toProductInput, type ProductForm } from '../product-form';
import { FeaturesEditor } from './features-editor';
import { ProductDetailsPanel } from './product-details-panel';
import { ProductImages } from './product-images';
import { ProductSidePanels } from './product-side-panels';
import { UnsavedBar } from './unsaved-bar';
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

  useEditorKeys(submit, dirty);

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
          <ProductDetailsPanel form={form} set={set} errors={errors} isNew={!product} />
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
            <TextField
              label="Option name"
              value={form.optionName}
              maxLength={OPTION_NAME_MAX_CHARS}
              onChange={(e) => set('optionName', e.target.value)}
              error={errors.optionName}
              hint="What the product page calls the choice: Size, Length, Colour… Not shown with one variant."
              className="mb-4 sm:max-w-sm"
            />
            <VariantsEditor value={form.variants} onChange={(variants) => set('variants', variants)} errors={errors} />
          </Panel>
          <Panel title="Features">
            <FeaturesEditor value={form.features} onChange={(features) => set('features', features)} errors={errors} />
          </Panel>
        </div>
        <ProductSidePanels
          form={form}
          set={set}
          errors={errors}
          brands={brands}
          categories={categories}
          fitment={fitment}
        />
      </form>
      {dirty ? (
        <UnsavedBar onDiscard={() => setForm(saved)} busy={save.isPending}>
          {saveButton}
        </UnsavedBar>
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
