import { formatInr } from '@store/contracts/money';
import type { Raz, TestPaymentMethod } from '@store/contracts/orders';
import { Building2, CreditCard, FlaskConical, Loader2, ShieldCheck, Smartphone, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { testFail, testPay } from '../api/create-order';
import type { PaymentOutcome } from '../razorpay-checkout';

/**
 * The store's own payment window when no Razorpay keys are set (docs/decisions/011). Pay comes
 * back signed exactly as Razorpay signs, so the same verify call runs; Fail records a failed attempt.
 */
export function TestPaymentDialog({ raz, onDone }: { raz: Raz; onDone: (outcome: PaymentOutcome) => void }) {
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<TestPaymentMethod>('upi');
  const [details, setDetails] = useState<Details>(TEST_DETAILS);

  const run = async (action: 'pay' | 'fail') => {
    if (action === 'pay') {
      const problem = detailsProblem(method, details);
      if (problem) return setError(problem);
    }
    setBusy(action);
    setError(null);
    try {
      if (action === 'pay') {
        const { data } = await testPay(raz.order_id, method);
        onDone({ status: 'paid', result: data });
      } else {
        await testFail(raz.order_id, 'Payment declined (test mode)');
        onDone({ status: 'closed', reason: 'Payment declined (test mode)', recorded: true });
      }
    } catch (cause) {
      setBusy(null);
      setError(cause instanceof ApiError ? cause.message : 'Something went wrong');
    }
  };

  return (
    <Dialog
      open
      dismissible={busy === null}
      onOpenChange={() => onDone({ status: 'closed', reason: 'Payment window closed' })}
      title={
        <span className="flex items-center gap-2">
          <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-extrabold tracking-widest text-black">
            TEST MODE
          </span>
          Payment
        </span>
      }
      description="No money moves. This window stands in for Razorpay until the shop's payment keys are set."
    >
      <dl className="rounded-xl border bg-muted/40 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Pay to</dt>
          <dd className="font-semibold">{raz.name}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4">
          <dt className="text-muted-foreground">For</dt>
          <dd className="text-right">{raz.description}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">Amount</dt>
          <dd className="font-bold tabular-nums" data-testid="test-payment-amount">
            {formatInr(raz.amount)}
          </dd>
        </div>
      </dl>
      <MethodChooser method={method} onMethod={setMethod} details={details} onDetails={setDetails} />
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" disabled={busy !== null} onClick={() => void run('fail')}>
          {busy === 'fail' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          Fail
        </Button>
        <Button size="lg" disabled={busy !== null} onClick={() => void run('pay')}>
          {busy === 'pay' ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          Pay {formatInr(raz.amount)}
        </Button>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <FlaskConical className="size-3.5" aria-hidden="true" />
        Order reference {raz.order_id}
      </p>
    </Dialog>
  );
}

/** What each way of paying asks for, filled with Razorpay's own test values so Pay works at once. */
type Details = { upi: string; card: string; expiry: string; cvv: string; bank: string };
const TEST_DETAILS: Details = {
  upi: 'success@razorpay',
  card: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  bank: 'SBIN',
};

const BANKS: { code: string; name: string }[] = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'FDRL', name: 'Federal Bank' },
  { code: 'SIBL', name: 'South Indian Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
];

const METHODS: { id: TestPaymentMethod; label: string; icon: typeof Smartphone }[] = [
  { id: 'upi', label: 'UPI', icon: Smartphone },
  { id: 'card', label: 'Card', icon: CreditCard },
  { id: 'netbanking', label: 'Net banking', icon: Building2 },
];

/** A card number passes the Luhn check that every card network uses. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What is wrong with the details typed for the chosen way, in the words a payment window uses; null when nothing. */
export function detailsProblem(method: TestPaymentMethod, details: Details): string | null {
  if (method === 'upi') {
    return /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/.test(details.upi.trim())
      ? null
      : 'Enter a UPI ID such as name@okhdfcbank';
  }
  if (method === 'card') {
    const digits = details.card.replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Enter a valid card number';
    const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(details.expiry.trim());
    if (!expiry) return 'Enter the expiry as MM/YY';
    if (!/^\d{3,4}$/.test(details.cvv.trim())) return 'Enter the 3 or 4 digit CVV';
    return null;
  }
  return BANKS.some((b) => b.code === details.bank) ? null : 'Choose your bank';
}

const inputClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40';

/** The three ways to pay, as tabs, each with what it asks for (UPI first, as Razorpay's window opens). */
function MethodChooser({
  method,
  onMethod,
  details,
  onDetails,
}: {
  method: TestPaymentMethod;
  onMethod: (method: TestPaymentMethod) => void;
  details: Details;
  onDetails: (details: Details) => void;
}) {
  const id = useId();
  const set = (field: keyof Details) => (event: { target: { value: string } }) =>
    onDetails({ ...details, [field]: event.target.value });
  return (
    <div className="mt-4">
      <div role="tablist" aria-label="Pay by" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {METHODS.map(({ id: value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={method === value}
            aria-controls={`${id}-panel`}
            onClick={() => onMethod(value)}
            className={
              method === value
                ? 'flex items-center justify-center gap-1.5 rounded-md bg-background px-2 py-2 text-sm font-semibold shadow-xs'
                : 'flex items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm text-muted-foreground hover:text-foreground'
            }
          >
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            <span className="whitespace-nowrap">{label}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${method}-tab`} className="mt-3 space-y-3">
        {method === 'upi' ? (
          <DetailField label="UPI ID" value={details.upi} onChange={set('upi')} inputMode="email" />
        ) : method === 'card' ? (
          <>
            <DetailField label="Card number" value={details.card} onChange={set('card')} inputMode="numeric" />
            <div className="grid grid-cols-2 gap-3">
              <DetailField label="Expiry (MM/YY)" value={details.expiry} onChange={set('expiry')} />
              <DetailField label="CVV" value={details.cvv} onChange={set('cvv')} inputMode="numeric" />
            </div>
          </>
        ) : (
          <label className="block space-y-1.5 text-sm font-medium">
            Bank
            <select className={inputClass} value={details.bank} onChange={set('bank')}>
              {BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="text-xs text-muted-foreground">
          Filled with Razorpay&apos;s test values: nothing typed here leaves the browser.
        </p>
      </div>
    </div>
  );
}

/** One detail the window asks for: its label above a box that the browser never fills in. */
function DetailField({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  inputMode?: 'email' | 'numeric';
}) {
  return (
    <label className="block space-y-1.5 text-sm font-medium">
      {label}
      <input className={inputClass} value={value} onChange={onChange} inputMode={inputMode} autoComplete="off" />
    </label>
  );
}
