import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { usePackingSlip } from '../api/get-packing-slip';

/**
 * The server's packing slip, shown as it will print. It sits in a sandboxed frame: no script in it
 * may run (the server escapes every value anyway), but it shares our origin so Print can reach it.
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const slip = usePackingSlip(id);
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <AdminPage
      title="Packing slip"
      back={{ to: adminPaths.order(id), label: 'Back to the order' }}
      description="Goes in the parcel: the address and what to pick, without prices."
      actions={
        <Button onClick={() => frame.current?.contentWindow?.print()} disabled={!slip.data}>
          <Printer aria-hidden="true" /> Print
        </Button>
      }
    >
      {slip.isError ? (
        <LoadError error={slip.error} onRetry={() => void slip.refetch()} title="Could not load the packing slip" />
      ) : slip.data ? (
        <iframe
          ref={frame}
          title="Packing slip"
          srcDoc={slip.data}
          sandbox="allow-same-origin allow-modals"
          className="h-[75vh] w-full rounded-xl border bg-white shadow-xs"
        />
      ) : (
        <div className="h-[75vh] animate-pulse rounded-xl bg-muted" aria-busy="true" aria-label="Loading" />
      )}
    </AdminPage>
  );
}
