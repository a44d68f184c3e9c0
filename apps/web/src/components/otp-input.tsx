import { OTP_LENGTH } from '@store/contracts/auth';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Names the group for screen readers, e.g. 'Verification code'. */
  label?: string;
  describedBy?: string;
};

/** Four one-digit boxes: typing moves on, Backspace moves back, pasting fills them all. */
export function OtpInput({
  value,
  onChange,
  disabled,
  invalid,
  autoFocus,
  label = 'Verification code',
  describedBy,
}: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const onInput = (index: number, raw: string) => {
    let typed = raw.replace(/\D/g, '');
    const old = digits[index];
    // A digit typed into a filled box arrives beside the old one: keep the new one.
    if (old && typed.length === 2) typed = typed[0] === old ? typed.slice(1) : typed.slice(0, 1);
    if (!typed) return;
    // One digit, or several from autofill: they fill the boxes from this one on.
    const code = (value.slice(0, index) + typed + value.slice(index + typed.length)).slice(0, OTP_LENGTH);
    onChange(code);
    focusBox(index + typed.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) onChange(value.slice(0, index));
      else if (index > 0) {
        onChange(value.slice(0, index - 1));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    event.preventDefault();
    if (!pasted) return;
    onChange(pasted);
    focusBox(pasted.length);
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-center gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          // Only the next empty box takes a click, so the code is always typed left to right.
          onMouseDown={(event) => {
            if (index > value.length) {
              event.preventDefault();
              focusBox(value.length);
            }
          }}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          className={cn(
            'size-14 rounded-lg border-2 border-input bg-background text-center font-display text-2xl font-bold tabular-nums shadow-xs transition-[border-color,box-shadow] outline-none sm:size-16 sm:text-3xl',
            'focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-primary/30 disabled:opacity-60',
            digit && 'border-foreground/40',
            invalid && 'border-destructive',
          )}
        />
      ))}
    </div>
  );
}
