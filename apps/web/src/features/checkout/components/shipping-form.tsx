import { ADDRESS_FIELD_MAX, ADDRESS_MESSAGES, ADDRESS_TEXT_MAX, addressBody } from '@store/contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { StateField } from '@/components/state-field';
import { Button } from '@/components/ui/button';
import type { PinCodeAnswer } from '@store/contracts/shop-settings';
import { ApiError } from '@/lib/api-client';
import { onlyDigits, shortDate } from '@/lib/pin-code';
import { cn } from '@/lib/cn';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { profileQueryKey } from '@/lib/query-keys';
import { usePinAutofill } from '@/lib/use-pin-autofill';
import { orderAddressesKey } from '../api/checkout-queries';
import { isShippingComplete, toSavedAddress, type SaveAddress, type ShippingValues } from '../checkout-source';

type ShippingFormProps = {
  values: ShippingValues;
  onChange: (values: ShippingValues) => void;
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
  /**
   * Saves to the address book (the profile feature's call, handed in by the route); none for a
   * visitor at express checkout, who has no address book yet.
   */
  saveAddress?: SaveAddress | undefined;
  onSaved: (id: string) => void;
};

/** Under the PIN: where it is and when an order paid now arrives. */
function deliveryHint(place: PinCodeAnswer) {
  return place.served && place.delivery_by
    ? `${place.district}, ${place.state}: delivery by ${shortDate(place.delivery_by)}`
    : 'We do not deliver to this PIN code yet';
}

/** The shipping form, with Save to address book; a saved address is then picked in the list. */
/** The fields that take digits only. */
const DIGIT_FIELDS = new Set<keyof ShippingValues>(['phone', 'pinCode']);

export function ShippingForm({ values, onChange, errors, onErrorsChange, saveAddress, onSaved }: ShippingFormProps) {
  const textareaId = useId();
  // Typing a PIN fills town and state; a PIN that does not exist is said at once.
  const { place } = usePinAutofill(
    values.pinCode,
    values,
    ({ town, state }) => onChange({ ...values, town, state }),
    (message) => onErrorsChange({ ...errors, pinCode: message }),
  );

  const field = (name: keyof ShippingValues, max = ADDRESS_FIELD_MAX) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      // A mobile number and a PIN take digits only: a letter typed is refused as it is typed.
      const value = DIGIT_FIELDS.has(name) ? onlyDigits(e.target.value, max) : e.target.value;
      onChange({ ...values, [name]: value });
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

  return (
    <div className="space-y-4 rounded-xl border border-dashed p-4" role="group" aria-label="New shipping address">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Mobile" autoComplete="tel-national" {...digits} {...field('phone', 10)} />
        <FormField
          label="Pin code"
          autoComplete="postal-code"
          {...digits}
          {...field('pinCode', 6)}
          hint={place ? deliveryHint(place) : undefined}
        />
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
        <StateField {...field('state')} />
        <FormField label="Landmark" {...field('landMark')} />
      </div>
      {saveAddress ? (
        <SaveToBookButton
          values={values}
          errors={errors}
          onErrorsChange={onErrorsChange}
          saveAddress={saveAddress}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}

/** Save to address book: every field filled and valid, then picked in the list once saved. */
function SaveToBookButton({
  values,
  errors,
  onErrorsChange,
  saveAddress,
  onSaved,
}: Omit<ShippingFormProps, 'onChange' | 'saveAddress'> & { saveAddress: SaveAddress }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveAddress,
    // The profile's address book and the checkout's picker both show the new address.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: orderAddressesKey }),
      ]),
  });

  const saveToBook = () => {
    if (!isShippingComplete(values)) return notifyError(ADDRESS_MESSAGES.incomplete, 'Address Failed');
    const result = validateForm(addressBody, toSavedAddress(values));
    if (result.errors) {
      // The saved-address names (pin_code, landmark) back to the form's.
      const { pin_code, landmark, ...rest } = result.errors;
      return onErrorsChange({ ...errors, ...rest, pinCode: pin_code, landMark: landmark });
    }
    save.mutate(result.data, {
      onSuccess: ({ message, data }) => {
        notifySuccess(message);
        onSaved(data._id);
      },
      onError: (error) =>
        notifyError(error instanceof ApiError ? error.message : ADDRESS_MESSAGES.incomplete, 'Address Failed'),
    });
  };

  return (
    <Button variant="outline" onClick={saveToBook} disabled={save.isPending}>
      {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
      Save to address book
    </Button>
  );
}
