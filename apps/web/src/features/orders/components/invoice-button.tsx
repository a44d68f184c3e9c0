import type { Order } from '@store/contracts/orders';
import { FileDown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError, apiDownload } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/**
 * Download invoice (and the credit note of a refunded order) as PDF. Opened from the
 * confirmation mail's link (?invoice=download), the download starts by itself once.
 */
export function InvoiceButtons({ order }: { order: Order }) {
  const [busy, setBusy] = useState<'invoice' | 'credit_note' | null>(null);
  const [params, setParams] = useSearchParams();
  const started = useRef(false);

  const download = async (kind: 'invoice' | 'credit_note') => {
    setBusy(kind);
    try {
      await apiDownload('/order_invoice', { id: order._id, kind }, `${kind}-${order.id}.pdf`);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'The invoice could not be downloaded', 'Download failed');
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (started.current || params.get('invoice') !== 'download' || !order.hasInvoice) return;
    started.current = true;
    setParams(
      (p) => {
        p.delete('invoice');
        return p;
      },
      { replace: true },
    );
    void download('invoice');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the order has loaded
  }, [order.hasInvoice]);

  if (!order.hasInvoice) return null;
  const icon = (kind: typeof busy) =>
    busy === kind ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void download('invoice')} disabled={busy !== null}>
        {icon('invoice')} Download invoice
      </Button>
      {order.paymentStatus === 'refunded' ? (
        <Button variant="outline" size="sm" onClick={() => void download('credit_note')} disabled={busy !== null}>
          {icon('credit_note')} Credit note
        </Button>
      ) : null}
    </div>
  );
}
