import { MAX_ADDRESSES, type Address } from '@store/contracts/address';
import { Loader2, MapPin, Pencil, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifySuccess } from '@/lib/notify';
import { useDeleteAddress } from '../api/delete-address';
import { useProfile } from '../api/get-profile';
import { AddressForm } from './address-form';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; address: Address };

/** Saved addresses: the list, or the create/edit form in its place. */
export function AddressPanel() {
  const { data, isPending } = useProfile();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const addresses = data?.data.address ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  return (
    <div className="rounded-2xl border bg-card p-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">
          {mode.kind === 'list' ? 'Saved addresses' : mode.kind === 'edit' ? 'Edit address' : 'New address'}
        </h2>
        {mode.kind === 'list' ? (
          <Button size="sm" onClick={() => setMode({ kind: 'create' })} disabled={isPending || full}>
            <Plus aria-hidden="true" /> Add address
          </Button>
        ) : null}
      </div>
      {mode.kind !== 'list' ? (
        <AddressForm
          key={mode.kind === 'edit' ? mode.address._id : 'new'}
          address={mode.kind === 'edit' ? mode.address : undefined}
          onDone={() => setMode({ kind: 'list' })}
        />
      ) : isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : addresses.length === 0 ? (
        <StatusState icon={MapPin} title="No saved addresses yet" className="max-w-none border-dashed py-10">
          Add one now and checkout will fill it in for you.
        </StatusState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard key={address._id} address={address} onEdit={() => setMode({ kind: 'edit', address })} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress();
  const lines = [address.address, address.locality, `${address.town}, ${address.state} ${address.pin_code}`];
  return (
    <li aria-label={`Address of ${address.name}`} className="flex flex-col rounded-xl border bg-background p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{address.name}</p>
        {address.flag ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-brand">
            <Star className="size-3 fill-current" aria-hidden="true" /> Default
          </span>
        ) : null}
      </div>
      <address className="mt-1 text-sm text-muted-foreground not-italic">
        {lines.filter(Boolean).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">Landmark: {address.landmark}</span>
      </address>
      <p className="mt-2 flex items-center gap-1.5 text-sm">
        <Phone className="size-3.5 text-muted-foreground" aria-hidden="true" />
        {address.phone}
        {address.alternate_phone ? <span className="text-muted-foreground">/ {address.alternate_phone}</span> : null}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {confirming ? (
          <>
            <span className="text-sm font-medium">Delete this address?</span>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(address._id, {
                  onSuccess: ({ message }) => notifySuccess(message),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {remove.isPending ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Keep
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
