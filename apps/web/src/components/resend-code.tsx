import { RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCountdown } from '@/lib/use-countdown';

/** 'Resend Code', usable again once the countdown (the server's own cooldown) has run out. */
export function ResendCode({
  onResend,
  busy,
  disabled = false,
  initialSeconds = RESEND_COOLDOWN_SECONDS,
  label = 'Resend Code',
  className,
}: {
  onResend: (restart: () => void) => void;
  busy: boolean;
  /** While something else is under way (the code being checked), a new code would undo it. */
  disabled?: boolean;
  initialSeconds?: number;
  label?: string;
  className?: string;
}) {
  const [firstEnd] = useState(() => Date.now() + initialSeconds * 1000);
  const { left, restart } = useCountdown(firstEnd);
  const seconds = left?.totalSeconds ?? 0;
  const waiting = seconds > 0;
  return (
    <p className={cn('mt-6 text-center text-sm text-muted-foreground', className)}>
      Didn&apos;t get the code?{' '}
      <span className="whitespace-nowrap">
        <Button
          variant="link"
          className="h-auto p-0 font-semibold"
          disabled={waiting || busy || disabled}
          onClick={() => onResend(() => restart(RESEND_COOLDOWN_SECONDS))}
        >
          {busy ? 'Sending...' : label}
        </Button>
        {waiting ? <span className="tabular-nums"> in {seconds}s</span> : null}
      </span>
    </p>
  );
}
