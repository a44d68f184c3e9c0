import { STOCK_ALERT_MESSAGES, stopTokenField } from '@store/contracts/stock-alerts';
import { useMutation } from '@tanstack/react-query';
import { BellOff, CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { stopStockAlert } from '../api/visitor-stock-alert';

const shopLink = (
  <Button asChild variant="outline">
    <Link to={paths.shop()}>Continue shopping</Link>
  </Button>
);

/**
 * Where a mail's 'Stop this alert' link lands (docs/decisions/079). It asks first: mail scanners
 * open links, and a link that stopped the alert by being opened would stop it for them.
 */
export function StopAlertPage() {
  const [params] = useSearchParams();
  const token = stopTokenField.safeParse(params.get('token') ?? '');
  const stop = useMutation({ mutationFn: (value: string) => stopStockAlert(value) });

  if (!token.success) {
    return (
      <StatusState icon={TriangleAlert} title="This link is not valid" headingLevel={1} actions={shopLink}>
        Open it again from the e-mail: the whole link, as it was sent.
      </StatusState>
    );
  }
  if (stop.isSuccess) {
    return (
      <StatusState
        icon={CircleCheck}
        title={stop.data.data.stopped ? 'Alert stopped' : 'Nothing to stop'}
        headingLevel={1}
        actions={shopLink}
      >
        {stop.data.data.stopped
          ? 'You will not get an e-mail when it is back. You can turn the alert on again on the product page.'
          : `${STOCK_ALERT_MESSAGES.alreadyEnded}.`}
      </StatusState>
    );
  }
  return (
    <StatusState
      icon={BellOff}
      title="Stop this stock alert?"
      headingLevel={1}
      actions={
        <>
          <Button disabled={stop.isPending} onClick={() => stop.mutate(token.data)}>
            {stop.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellOff aria-hidden="true" />}
            Stop alert
          </Button>
          {shopLink}
        </>
      }
    >
      <p>You will not get the e-mail we promised when the item is back in stock.</p>
      {stop.isError ? (
        <p role="alert" className="mt-3 font-medium text-destructive">
          {(stop.error instanceof Error && stop.error.message) || FALLBACK_ERROR_MESSAGE}
        </p>
      ) : null}
    </StatusState>
  );
}
