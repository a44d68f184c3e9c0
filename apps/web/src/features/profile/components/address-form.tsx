import { ADDRESS_FIELD_MAX, ADDRESS_TEXT_MAX, addressBody, type Address } from '@store/contracts/address';
import { Loader2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { StateField } from '@/components/state-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/pin-code';
import { notifySuccess } from '@/lib/notify';
import { usePinAutofill } from '@/lib/use-pin-autofill';
import { useSaveAddress } from '../api/save-address';

type Values = Omit<Address, '_id' | 'alternate_phone' | 'flag'> & { alternate_phone: string; flag: boolean };
type TextField = Exclude<keyof Values, 'flag'>;

const EMPTY: Values = {
  name: '',
  phone: '',
  pin_code: '',
  locality: '',
  address: '',
  town: '',
  state: '',
  landmark: '',
  alternate_phone: '',
  flag: false,
};

/** Create or edit one saved address, with the address rules and messages of docs/product.md, Validation rules. */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const [values, setValues] = useState<Values>(
    address ? { ...address, alternate_phone: address.alternate_phone ?? '' } : EMPTY,
  );
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const save = useSaveAddress();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(addressBody, values);
    if (result.errors) return setErrors(result.errors);
    save.mutate(
      { id: address?._id, address: result.data },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: fromServer,
      },
    );
  };

  const field = (name: TextField, max = ADDRESS_FIELD_MAX) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      // A mobile number and a PIN take digits only: a letter typed is refused as it is typed.
      const typed = name === 'phone' || name === 'pin_code' ? onlyDigits(e.target.value, max) : e.target.value;
      setValues((v) => ({ ...v, [name]: typed }));
      clear(name);
    },
    error: errors[name],
    maxLength: max,
  });
  const digits = { inputMode: 'numeric' as const, type: 'tel' };
  usePinAutofill(
    values.pin_code,
    values,
    ({ town, state }) => setValues((v) => ({ ...v, town, state })),
    (message) => setErrors((e) => ({ ...e, pin_code: message })),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={address ? 'Edit address' : 'New address'} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Mobile" autoComplete="tel-national" {...digits} {...field('phone', 10)} />
        <FormField label="Pin code" autoComplete="postal-code" {...digits} {...field('pin_code', 6)} />
        <FormField label="Locality (optional)" {...field('locality')} />
      </div>
      <AddressText {...field('address', ADDRESS_TEXT_MAX)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Town" autoComplete="address-level2" {...field('town')} />
        <StateField {...field('state')} />
        <FormField label="Landmark" {...field('landmark')} />
        <FormField label="Alternate mobile (optional)" {...digits} {...field('alternate_phone', 10)} />
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.flag}
          onChange={(e) => setValues((v) => ({ ...v, flag: e.target.checked }))}
          className="size-4 accent-primary"
        />
        Make this my default address
      </label>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving...' : address ? 'Save Changes' : 'Save Address'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddressText({
  value,
  onChange,
  error,
  maxLength,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  maxLength: number;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="address-text" className="text-sm font-semibold">
        Address
      </label>
      <textarea
        id="address-text"
        rows={3}
        autoComplete="street-address"
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'address-text-error' : undefined}
        className={cn(
          'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
          error && 'border-destructive',
        )}
        placeholder="House no., building, street"
      />
      {error ? (
        <p id="address-text-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
