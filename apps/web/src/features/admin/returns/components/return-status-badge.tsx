import { RETURN_STATUS_LABELS, type ReturnStatus } from '@store/contracts/returns';
import { Badge, type Tone } from '../../components/badges';

const TONES: Record<ReturnStatus, Tone> = {
  requested: 'warning',
  approved: 'info',
  received: 'info',
  refunded: 'success',
  rejected: 'danger',
};

/** Where a return has got to; the words carry the meaning. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge tone={TONES[status]} className="return-status">
      {RETURN_STATUS_LABELS[status]}
    </Badge>
  );
}
