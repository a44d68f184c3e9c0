import { bannerInputBody, type AdminBanner } from '@store/contracts/admin';
import { validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, TextArea, TextField, Toggle } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { ImagePicker } from '../../components/image-picker';
import { useFormValues } from '../../lib/use-form-values';
import { useChangeBanner } from '../api/change-banner';

/** Add a banner, or edit one (`banner`): its wide image, heading, description and whether it shows. */
export function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { values, set, form } = useFormValues({
    image: banner?.image ?? null,
    heading: banner?.heading ?? '',
    description: banner?.description ?? '',
    active: banner?.active ?? true,
  });
  const change = useChangeBanner();
  return (
    <FormDialog
      title={banner ? 'Edit banner' : 'Add banner'}
      description="Banners rotate at the top of the home page, in the order listed."
      className="w-[min(34rem,calc(100vw-2rem))]"
      onClose={onClose}
      busy={change.isPending}
      formError={form.formError}
      submitLabel={banner ? 'Save banner' : 'Add banner'}
      onSubmit={() => {
        const checked = validateForm(bannerInputBody, {
          ...values,
          image: values.image ?? '',
          ...(banner ? { position: banner.position } : {}),
        });
        if (checked.errors) return form.setErrors(checked.errors);
        change.mutate(
          banner ? { kind: 'update', id: banner.id, body: checked.data } : { kind: 'create', body: checked.data },
          {
            onSuccess: () => {
              notifySuccess(checked.data.heading, banner ? 'Banner saved' : 'Banner added');
              onClose();
            },
            onError: form.fromServer,
          },
        );
      }}
    >
      <ImagePicker
        kind="banner"
        label="Image (wide, 1600 × 600 or so)"
        value={values.image}
        onChange={(url) => set('image', url)}
        error={form.errors.image}
        aspect="wide"
      />
      <TextField
        label="Heading"
        value={values.heading}
        maxLength={120}
        onChange={(e) => set('heading', e.target.value)}
        error={form.errors.heading}
        autoFocus
      />
      <Field label="Description" error={form.errors.description}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={300}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Toggle checked={values.active} onChange={(active) => set('active', active)} label="Show on the home page" />
    </FormDialog>
  );
}
