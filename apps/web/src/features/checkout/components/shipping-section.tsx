import {
  ADDRESS_FIELD_MAX,
  ADDRESS_MESSAGES,
  ADDRESS_TEXT_MAX,
  addressBody,
  type Address,
} from '@store/contracts/address';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Loader2, MapPin, Plus } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveAddress } from '@/features/profile/api/save-address';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { orderAddressesKey } from '../api/checkout-queries';
import {
  EMPTY_SHIPPING,
  isShippingComplete,
  toSavedAddress,
  type AddressChoice,
  type ShippingValues,
} from '../checkout-source';

type ShippingSectionProps = {
  addresses: Address[] | undefined;
  loading: boolean;
  choice: AddressChoice;
  onChoiceChange: (choice: AddressChoice) => void;
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
};

const cardBase =
  'flex w-full cursor-pointer gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50';

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="block text-sm text-muted-foreground">
      {address.address}
      {address.locality ? `, ${address.locality}` : ''}, {address.town}, {address.state} – {address.pin_code}
      <span className="block">Landmark: {address.landmark}</span>
      <span className="block">Mobile: {address.phone}</span>
    </span>
  );
}

/** Spec section 2: a picker of saved addresses, or the shipping form (with saving to the address book). */
export function ShippingSection({
  addresses,
  loading,
  choice,
  onChoiceChange,
  errors,
  onErrorsChange,
}: ShippingSectionProps) {
  const groupName = useId();
  const hasSaved = (addresses?.length ?? 0) > 0;

  return (
    <section aria-labelledby="shipping-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="shipping-heading" className="flex items-center gap-2 text-lg font-bold">
        <MapPin className="size-5 text-primary" aria-hidden="true" /> Shipping address
      </h2>
      {loading ? (
        <div className="mt-4 space-y-3" aria-label="Loading addresses">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          {hasSaved ? (
            <div role="radiogroup" aria-label="Saved addresses" className="space-y-3">
              {addresses?.map((address) => {
                const checked = choice.mode === 'saved' && choice.id === address._id;
                return (
                  <label key={address._id} className={cn(cardBase, checked && 'border-primary bg-primary/5')}>
                    <input
                      type="radio"
                      name={groupName}
                      value={address._id}
                      checked={checked}
                      onChange={() => onChoiceChange({ mode: 'saved', id: address._id })}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-2 font-semibold">
                        {address.name}
                        {address.flag ? (
                          <span className="rounded bg-secondary px-1.5 py-0.5 text-[0.6875rem] font-semibold uppercase">
                            Default
                          </span>
                        ) : null}
                      </span>
                      <AddressLines address={address} />
                    </span>
                  </label>
                );
              })}
              <label className={cn(cardBase, choice.mode === 'new' && 'border-primary bg-primary/5')}>
                <input
                  type="radio"
                  name={groupName}
                  value="new"
                  checked={choice.mode === 'new'}
                  onChange={() => onChoiceChange({ mode: 'new', values: EMPTY_SHIPPING })}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="flex items-center gap-2 font-semibold">
                  <Plus className="size-4" aria-hidden="true" /> Deliver to a new address
                </span>
              </label>
            </div>
          ) : null}
          {choice.mode === 'new' ? (
            <ShippingForm
              values={choice.values}
              onChange={(values) => onChoiceChange({ mode: 'new', values })}
              errors={errors}
              onErrorsChange={onErrorsChange}
              onSaved={(id) => onChoiceChange({ mode: 'saved', id })}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}

function ShippingForm({
  values,
  onChange,
  errors,
  onErrorsChange,
  onSaved,
}: {
  values: ShippingValues;
  onChange: (values: ShippingValues) => void;
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
  onSaved: (id: string) => void;
}) {
  const save = useSaveAddress();
  const queryClient = useQueryClient();
  const textareaId = useId();

  const field = (name: keyof ShippingValues, max = ADDRESS_FIELD_MAX) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      onChange({ ...values, [name]: e.target.value });
      if (errors[name]) {
        const next = { ...errors };
        delete next[name];
        onErrorsChange(next);
      }
    },
    error: errors[name],
    maxLength: max,
  });
  const digits = { inputMode: 'numeric' as const, type: 'tel' };
  const addressField = field('address', ADDRESS_TEXT_MAX);

  const saveToBook = () => {
    if (!isShippingComplete(values)) return notifyError(ADDRESS_MESSAGES.incomplete, 'Address Failed');
    const result = validateForm(addressBody, toSavedAddress(values));
    if (result.errors) {
      // The saved-address names (pin_code, landmark) back to the form's.
      const { pin_code, landmark, ...rest } = result.errors;
      return onErrorsChange({ ...rest, pinCode: pin_code, landMark: landmark });
    }
    save.mutate(
      { address: result.data },
      {
        onSuccess: async ({ message, data }) => {
          notifySuccess(message);
          await queryClient.invalidateQueries({ queryKey: orderAddressesKey });
          onSaved(data._id);
        },
        onError: (error) =>
          notifyError(error instanceof ApiError ? error.message : ADDRESS_MESSAGES.incomplete, 'Address Failed'),
      },
    );
  };

  return (
    <div className="space-y-4 rounded-xl border border-dashed p-4" role="group" aria-label="New shipping address">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Mobile" autoComplete="tel-national" {...digits} {...field('phone', 10)} />
        <FormField label="Pin code" autoComplete="postal-code" {...digits} {...field('pinCode', 6)} />
        <FormField label="Locality" autoComplete="address-level3" {...field('locality')} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={textareaId} className="text-sm font-semibold">
          Address
        </label>
        <textarea
          id={textareaId}
          rows={3}
          autoComplete="street-address"
          placeholder="House no., building, street"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${textareaId}-error` : undefined}
          className={cn(
            'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
            errors.address && 'border-destructive',
          )}
          value={addressField.value}
          onChange={addressField.onChange}
          maxLength={addressField.maxLength}
        />
        {errors.address ? (
          <p id={`${textareaId}-error`} className="text-sm font-medium text-destructive">
            {errors.address}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Town" autoComplete="address-level2" {...field('town')} />
        <FormField label="State" autoComplete="address-level1" {...field('state')} />
        <FormField label="Landmark" {...field('landMark')} />
      </div>
      <Button variant="outline" onClick={saveToBook} disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
        Save to address book
      </Button>
    </div>
  );
}
