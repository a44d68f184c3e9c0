import { shipOrderBody } from '@store/contracts/orders';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/form-alert';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { TextField } from '../../components/fields';
import { useChangeOrderStatus } from '../api/change-order-status';

/** Carriers Kerala shops ship with; the field takes any name, these are only suggestions. */
export const CARRIERS = [
  'India Post',
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'Xpressbees',
  'Shadowfax',
  'Professional Couriers',
];

type ShipDialogProps = { orderId: string; orderNumber: string; open: boolean; onOpenChange: (open: boolean) => void };

/** processing → shipped: the tracking number and carrier go to the shopper in the shipping mail. */
export function ShipDialog({ orderId, orderNumber, open, onOpenChange }: ShipDialogProps) {
  const listId = useId();
  const [values, setValues] = useState({ tracking_number: '', carrier: '' });
  const form = useFormErrors();
  const move = useChangeOrderStatus(orderId);

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!move.isPending}
      title={`Ship order #${orderNumber}`}
      description="The customer is mailed the tracking number and can follow it in My Orders."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateForm(shipOrderBody, values);
          if (checked.errors) return form.setErrors(checked.errors);
          move.mutate(
            { action: 'ship', body: checked.data },
            {
              onSuccess: () => {
                notifySuccess(`Order #${orderNumber} is on its way with ${checked.data.carrier}.`, 'Marked as shipped');
                onOpenChange(false);
              },
              onError: form.fromServer,
            },
          );
        }}
      >
        <FormAlert message={form.formError} />
        <TextField
          label="Tracking number"
          name="tracking_number"
          value={values.tracking_number}
          onChange={(event) => set('tracking_number', event.target.value)}
          error={form.errors.tracking_number}
          autoComplete="off"
          autoFocus
          inputClassName="font-mono"
        />
        <TextField
          label="Carrier"
          name="carrier"
          list={listId}
          value={values.carrier}
          onChange={(event) => set('carrier', event.target.value)}
          error={form.errors.carrier}
          hint="Pick one or type another."
          autoComplete="off"
        />
        <datalist id={listId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={move.isPending}>
            <Truck aria-hidden="true" /> {move.isPending ? 'Saving…' : 'Mark as shipped'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
