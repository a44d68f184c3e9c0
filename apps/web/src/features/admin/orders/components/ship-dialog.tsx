import { CARRIERS } from '@store/contracts/carriers';
import { shipOrderBody } from '@store/contracts/order-moves';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { TextField } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { useFormValues } from '../../lib/use-form-values';
import { useChangeOrderStatus } from '../api/change-order-status';

/** The carriers with a known tracking page; another carrier's name is typed with its tracking page. */
export const CARRIER_NAMES = CARRIERS.map((c) => c.name);

type ShipDialogProps = { orderId: string; orderNumber: string; open: boolean; onOpenChange: (open: boolean) => void };

/** processing → shipped: the tracking number and carrier go to the shopper in the shipping mail. */
export function ShipDialog({ orderId, orderNumber, open, onOpenChange }: ShipDialogProps) {
  const listId = useId();
  const { values, set, form } = useFormValues({ tracking_number: '', carrier: '', tracking_url: '' });
  const move = useChangeOrderStatus(orderId);

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      busy={move.isPending}
      formError={form.formError}
      title={`Ship order #${orderNumber}`}
      description="The customer is mailed the tracking number and can follow it in My Orders."
      submitLabel={
        <>
          <Truck aria-hidden="true" /> Mark as shipped
        </>
      }
      busyLabel={
        <>
          <Truck aria-hidden="true" /> Saving…
        </>
      }
      onSubmit={() => {
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
        {CARRIER_NAMES.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      {values.carrier.trim() && !CARRIER_NAMES.includes(values.carrier.trim() as (typeof CARRIER_NAMES)[number]) ? (
        <TextField
          label="Tracking page"
          name="tracking_url"
          value={values.tracking_url}
          onChange={(event) => set('tracking_url', event.target.value)}
          error={form.errors.tracking_url}
          hint="The carrier's tracking address; write {number} where the tracking number goes."
          autoComplete="off"
          inputClassName="font-mono"
        />
      ) : null}
    </FormDialog>
  );
}
