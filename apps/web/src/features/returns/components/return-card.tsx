import { formatInr } from '@store/contracts/money';
import { RETURN_STATUS_LABELS, type Return } from '@store/contracts/returns';
import { shownVariantName } from '@store/contracts/variants';
import { Check, FileDown, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiDownload } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notifyError } from '@/lib/notify';

const STEPS = ['requested', 'approved', 'received', 'refunded'] as const;
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** What the buyer reads next to each status. */
const NEXT: Record<Return['status'], string> = {
  requested: 'We will look at your request and write to you within two working days.',
  approved: 'Please send the parcel back to us. We refund once it arrives.',
  received: 'Your parcel has reached us. The refund follows shortly.',
  refunded: 'Banks usually show a refund within 5 to 7 working days.',
  rejected: 'This return was not accepted.',
};

/**
 * One return: its items, where it has got to (each step dated), the refund and its credit note;
 * for an order paid in cash, where the refund is paid and the bank's reference once it is.
 */
export function ReturnCard({ ret }: { ret: Return }) {
  const [busy, setBusy] = useState(false);
  const at = (status: Return['status']) => ret.events.find((e) => e.toStatus === status)?.at;
  const reached = STEPS.indexOf(ret.status as (typeof STEPS)[number]);

  const download = async () => {
    setBusy(true);
    try {
      await apiDownload('/return_credit_note', { id: ret.id }, `credit-note-${ret.number}.pdf`);
    } catch (error) {
      notifyError(
        error instanceof ApiError ? error.message : 'The credit note could not be downloaded',
        'Download failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <article aria-label={`Return ${ret.number}`} className="rounded-xl border p-4" data-testid="return-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">Return {ret.number}</h3>
        <span
          data-testid="return-status"
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold',
            ret.status === 'rejected'
              ? 'bg-destructive/10 text-destructive'
              : ret.status === 'refunded'
                ? 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300'
                : 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
          )}
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
      </div>
      <ul className="mt-2 text-sm text-muted-foreground">
        {ret.lines.map((l) => (
          <li key={l.orderLineId}>
            {l.quantity} × {[l.name, shownVariantName(l.variantName)].filter(Boolean).join(', ')}
          </li>
        ))}
      </ul>
      {ret.status === 'rejected' ? null : (
        <ol
          className="mt-4 grid grid-cols-4 gap-2 text-center text-[11px] leading-tight sm:text-xs"
          aria-label="Return progress"
        >
          {STEPS.map((s, i) => (
            <li key={s} className="grid justify-items-center gap-1">
              <span
                className={cn(
                  'grid size-6 place-items-center rounded-full border-2',
                  i <= reached ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/30',
                )}
                aria-hidden="true"
              >
                {i <= reached ? <Check className="size-3.5" /> : null}
              </span>
              <span className={cn('font-semibold', i > reached && 'text-muted-foreground')}>
                {RETURN_STATUS_LABELS[s]}
              </span>
              {at(s) ? (
                <span className="text-muted-foreground">{dateOf(at(s)!)}</span>
              ) : (
                <span className="sr-only">not yet</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {ret.status === 'approved' && ret.pickup ? (
        <PickupNote pickup={ret.pickup} />
      ) : (
        <p className="mt-3 text-sm">{NEXT[ret.status]}</p>
      )}
      {ret.staffNote ? (
        <p className="mt-2 rounded-lg bg-muted/60 p-3 text-sm">
          <span className="font-semibold">Note from the shop:</span> {ret.staffNote}
        </p>
      ) : null}
      {ret.refundTo ? (
        <p className="mt-2 text-sm" data-testid="return-refund-to">
          <span className="text-muted-foreground">Refund to:</span> {ret.refundTo}
          {ret.refundReference ? (
            <span className="block text-muted-foreground">
              Bank reference <span className="font-mono text-foreground">{ret.refundReference}</span>
            </span>
          ) : null}
        </p>
      ) : null}
      {ret.status === 'refunded' && ret.refundPaise !== null ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
          <p>
            Refunded <span className="font-bold tabular-nums">{formatInr(ret.refundPaise)}</span>
            {ret.creditNote ? (
              <span className="text-muted-foreground"> · credit note {ret.creditNote.number}</span>
            ) : null}
          </p>
          {ret.creditNote ? (
            <Button variant="outline" size="sm" onClick={() => void download()} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />} Credit
              note
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** Shiprocket's 'YYYY-MM-DD HH:mm:ss' in India's time as a date the buyer reads; null when it is not one. */
function collectionDay(when: string | null): string | null {
  const at = when && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(when) ? Date.parse(`${when.replace(' ', 'T')}+05:30`) : NaN;
  return Number.isNaN(at) ? null : dateOf(new Date(at).toISOString());
}

/** The courier booked to collect an approved return: who, from when, the waybill and where the parcel is. */
function PickupNote({ pickup }: { pickup: NonNullable<Return['pickup']> }) {
  const day = collectionDay(pickup.scheduledFor);
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid="return-pickup">
      <p>
        {pickup.courier ?? 'A courier'} will collect the parcel from your address{day ? ` from ${day}` : ''}. Pack the
        items with their tags; the courier brings the label. We refund once it reaches us.
      </p>
      <p className="text-muted-foreground">
        Waybill{' '}
        {pickup.trackingUrl ? (
          <a href={pickup.trackingUrl} target="_blank" rel="noreferrer" className="font-mono text-foreground underline">
            {pickup.awb}
          </a>
        ) : (
          <span className="font-mono text-foreground">{pickup.awb}</span>
        )}
        {pickup.status ? ` · ${pickup.status}` : ''}
      </p>
    </div>
  );
}
