import type { Address } from '@store/contracts/address';
import { MapPin, Plus } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { shortDate, usePinCode } from '@/lib/pin-code';
import type { FieldErrors } from '@/lib/form-errors';
import { EMPTY_SHIPPING, type AddressChoice, type SaveAddress } from '../checkout-source';
import { ShippingForm } from './shipping-form';

type ShippingSectionProps = {
  addresses: Address[] | undefined;
  loading: boolean;
  choice: AddressChoice;
  onChoiceChange: (choice: AddressChoice) => void;
  errors: FieldErrors;
  onErrorsChange: (errors: FieldErrors) => void;
  /** None for a visitor at express checkout, who has no address book yet. */
  saveAddress?: SaveAddress | undefined;
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
      <DeliveryDate pin={address.pin_code} />
    </span>
  );
}

/** When an order paid now reaches this address, or that the shop does not deliver there. */
function DeliveryDate({ pin }: { pin: string }) {
  const { place, error } = usePinCode(pin);
  if (error) return <span className="mt-1 block font-medium text-destructive">{error}</span>;
  if (!place) return null;
  return place.served && place.delivery_by ? (
    <span className="mt-1 block font-medium text-success">Delivery by {shortDate(place.delivery_by)}</span>
  ) : (
    <span className="mt-1 block font-medium text-destructive">We do not deliver to this PIN code yet</span>
  );
}

/** A picker of saved addresses, or the shipping form with saving to the address book (docs/product.md, Checkout). */
export function ShippingSection({
  addresses,
  loading,
  choice,
  onChoiceChange,
  errors,
  onErrorsChange,
  saveAddress,
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
              saveAddress={saveAddress}
              onSaved={(id) => onChoiceChange({ mode: 'saved', id })}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
