import type { BookCourierBody, OrderCouriersResponse } from '@store/contracts/couriers';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { FormDialog } from '../../components/form-dialog';
import { CourierChoices, pickedCourier, type CourierList } from './courier-choices';

/** What was booked, as the success notice names it. */
export type BookedCourier = { awb: string | null; courierName: string | null };

type CourierBookingDialogProps<Answer> = {
  title: string;
  description: string;
  /** The submit button's words for a first booking: 'Book courier', 'Book pickup'. */
  bookLabel: string;
  /** The booking cut off before, if any: the courier it had, its waybill, and what stopped it. */
  cutOff: { courierId: number | null; courierName: string | null; awb: string | null; problem: string | null } | null;
  /** The couriers to choose from, asked only while the dialog is open and no waybill is assigned. */
  couriers: UseQueryResult<OrderCouriersResponse>;
  book: UseMutationResult<Answer, Error, BookCourierBody>;
  booked: (answer: Answer) => BookedCourier;
  /** The success notice's title. */
  bookedTitle: string;
  route: (list: CourierList) => string;
  noneServe: (list: CourierList) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
};

/**
 * Books a courier through Shiprocket (docs/couriers.md): the couriers offered with their price and
 * days, the recommended one chosen first; a booking cut off before resumes where it stopped, and
 * another courier may be chosen until the waybill is assigned. Shared by an order's delivery and a
 * return's pickup, which say what they book.
 */
export function CourierBookingDialog<Answer>(props: CourierBookingDialogProps<Answer>) {
  const { cutOff, book, couriers, open, onOpenChange } = props;
  const canChoose = !cutOff?.awb;
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picked = pickedCourier(chosen, cutOff?.courierId, couriers.data?.data);
  const close = () => {
    setChosen(null);
    setError(null);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      busy={book.isPending}
      formError={error ?? cutOff?.problem ?? null}
      title={props.title}
      description={props.description}
      submitLabel={
        <>
          <Truck aria-hidden="true" /> {cutOff ? 'Try booking again' : props.bookLabel}
        </>
      }
      busyLabel={
        <>
          <Truck aria-hidden="true" /> Booking…
        </>
      }
      onSubmit={() => {
        setError(null);
        if (canChoose && picked === null) return setError('Choose a courier first.');
        book.mutate(
          { courier_id: canChoose ? picked : null },
          {
            onSuccess: (answer) => {
              const { awb, courierName } = props.booked(answer);
              notifySuccess(`Waybill ${awb ?? ''} with ${courierName ?? 'the courier'}.`, props.bookedTitle);
              close();
            },
            onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The booking failed'),
          },
        );
      }}
    >
      {cutOff ? (
        <p className="text-sm text-muted-foreground">
          The booking resumes where it stopped{cutOff.courierName ? ` with ${cutOff.courierName}` : ''}: nothing is
          booked twice.
        </p>
      ) : null}
      {props.children}
      {canChoose ? (
        <CourierChoices
          couriers={couriers}
          picked={picked}
          onPick={setChosen}
          route={props.route}
          noneServe={props.noneServe}
        />
      ) : null}
    </FormDialog>
  );
}
