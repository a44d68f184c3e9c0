import { RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCountdown } from '@/lib/use-countdown';

/** 'Resend Code', usable again once the countdown (the server's own cooldown) has run out. */
export function ResendCode({
  onResend,
  busy,
  disabled = false,
  initialSeconds = RESEND_COOLDOWN_SECONDS,
}: {
  onResend: (restart: () => void) => void;
  busy: boolean;
  /** While something else is under way (the code being checked), a new code would undo it. */
  disabled?: boolean;
  initialSeconds?: number;
}) {
  const [firstEnd] = useState(() => Date.now() + initialSeconds * 1000);
  const { left, restart } = useCountdown(firstEnd);
  const seconds = left?.totalSeconds ?? 0;
  const waiting = seconds > 0;
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      Didn&apos;t get the code?{' '}
      <span className="whitespace-nowrap">
        <Button
          variant="link"
          className="h-auto p-0 font-semibold"
          disabled={waiting || busy || disabled}
          onClick={() => onResend(() => restart(RESEND_COOLDOWN_SECONDS))}
        >
          {busy ? 'Sending...' : 'Resend Code'}
        </Button>
        {waiting ? <span className="tabular-nums"> in {seconds}s</span> : null}
      </span>
    </p>
  );
}
