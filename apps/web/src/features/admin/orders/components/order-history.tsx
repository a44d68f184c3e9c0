import type { AdminOrderDetail } from '@store/contracts/admin';
import { ORDER_STATUS_VALUES, type OrderStatus } from '@store/contracts/orders';
import { ORDER_STATUS_LABELS } from '../../components/badges';
import { formatDateTime } from '../../lib/admin-format';

const statusWord = (status: string | null) =>
  status && (ORDER_STATUS_VALUES as readonly string[]).includes(status)
    ? ORDER_STATUS_LABELS[status as OrderStatus]
    : status;

/**
 * The order's moves, newest first: from → to, who made it (or the system), when, and the note. A
 * line that moved nothing (a courier booking's step, cash recorded) is a note on the status it kept.
 */
export function OrderHistory({ events }: { events: AdminOrderDetail['events'] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No history yet.</p>;
  const newestFirst = [...events].reverse();
  return (
    <ol className="relative space-y-4 border-l pl-5">
      {newestFirst.map((event) => (
        <li key={event.id} className="relative">
          <span
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-card bg-primary ring-1 ring-border"
            aria-hidden="true"
          />
          <p className="text-sm font-medium">
            {event.fromStatus === event.toStatus
              ? `${statusWord(event.toStatus)} · note`
              : `${event.fromStatus ? `${statusWord(event.fromStatus)} → ` : ''}${statusWord(event.toStatus)}`}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(event.at)} · {event.actor ? event.actor.name : 'System'}
          </p>
          {event.note ? <p className="mt-1 rounded-md bg-muted px-2.5 py-1.5 text-sm">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
