import type { AdminCustomerDetail } from '@store/contracts/admin';
import { Ban, CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { Panel } from '../../components/admin-page';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSetCustomerCod } from '../api/get-customer';

type Change = { reset_refusals: true } | { blocked: boolean };

/**
 * A customer's cash on delivery standing (docs/decisions/111): the parcels they refused at the
 * door since the last reset (any keeps cash on delivery from them), reset once staff are satisfied,
 * and a block staff set by hand, lifted the same way. Each change is confirmed first.
 */
export function CustomerCodPanel({
  customerId,
  name,
  cod,
}: {
  customerId: string;
  name: string;
  cod: AdminCustomerDetail['cod'];
}) {
  const [asking, setAsking] = useState<Change | null>(null);
  const change = useSetCustomerCod(customerId);
  const refused = cod.refusedDeliveries;
  return (
    <Panel
      title="Cash on delivery"
      actions={cod.blocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Allowed</Badge>}
    >
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Refused deliveries</dt>
          <dd className="flex items-center gap-2">
            <span className="font-medium tabular-nums" data-testid="customer-refused-deliveries">
              {refused}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={refused === 0 || change.isPending}
              onClick={() => setAsking({ reset_refusals: true })}
            >
              <RotateCcw aria-hidden="true" /> Reset
            </Button>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {cod.blocked
          ? 'Blocked by staff: they pay online until allowed again.'
          : refused > 0
            ? 'After a refused delivery they pay online until the count is reset.'
            : 'They may pay in cash on delivery where the shop offers it.'}
      </p>
      <Button
        variant="outline"
        className={cod.blocked ? 'mt-3 w-full' : 'mt-3 w-full text-destructive hover:text-destructive'}
        disabled={change.isPending}
        onClick={() => setAsking({ blocked: !cod.blocked })}
      >
        {cod.blocked ? <CheckCircle2 aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {cod.blocked ? 'Allow cash on delivery' : 'Block cash on delivery'}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={
          asking && 'reset_refusals' in asking
            ? `Reset ${name}'s refused deliveries?`
            : asking?.blocked
              ? `Block cash on delivery for ${name}?`
              : `Allow cash on delivery for ${name}?`
        }
        confirmLabel={
          asking && 'reset_refusals' in asking ? 'Reset to 0' : asking?.blocked ? 'Block cash on delivery' : 'Allow'
        }
        destructive={asking !== null && 'blocked' in asking && asking.blocked}
        busy={change.isPending}
        onConfirm={() =>
          asking &&
          change.mutate(asking, {
            onSuccess: (res) => notifySuccess(name, res.message),
            onSettled: () => setAsking(null),
          })
        }
      >
        {asking && 'reset_refusals' in asking
          ? `They may pay in cash on delivery again${cod.blocked ? ' once the block is lifted too' : ''}.`
          : asking?.blocked
            ? 'Their orders are kept; new ones must be paid online.'
            : 'They may choose cash on delivery again where the shop offers it.'}
      </ConfirmDialog>
    </Panel>
  );
}
