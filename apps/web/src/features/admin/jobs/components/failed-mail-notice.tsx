import { MailWarning } from 'lucide-react';
import { NoticeLine } from '../../components/notice-line';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';
import { useFailedJobCount } from '../api/list-jobs';

/** A line on the dashboard when mails failed past their retries, linking to them; nothing otherwise. */
export function FailedMailNotice() {
  const failed = useFailedJobCount();
  const count = failed.data ?? 0;
  if (count === 0) return null;
  return (
    <NoticeLine
      tone="danger"
      icon={MailWarning}
      title={`${plural(count, 'mail')} could not be sent.`}
      detail={`${count === 1 ? 'It' : 'They'} failed after every retry; a customer may be missing a code or an order update.`}
      link={{ to: adminPaths.outbox({ status: 'failed' }), label: 'See failed mails' }}
    />
  );
}
