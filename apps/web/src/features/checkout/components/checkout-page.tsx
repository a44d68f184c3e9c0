import type { Address } from '@store/contracts/address';
import type { PaymentMethod } from '@store/contracts/charges';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, PackageX, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { signInPathFor } from '@/lib/redirect-target';
import { useSession } from '@/lib/session-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { readVisitorCart } from '@/lib/visitor-cart';
import {
  deliveryPinOf,
  useCheckoutSummary,
  useCodeQuote,
  useOrderAddresses,
  visitorCheckoutLines,
} from '../api/checkout-queries';
import type { AppliedCode } from '../api/apply-discount-code';
import { createOrder, type CreateOrderInput } from '../api/create-order';
import {
  decideAddress,
  EMPTY_SHIPPING,
  parseCheckoutSource,
  type AddressChoice,
  type SaveAddress,
} from '../checkout-source';
import { codOrderKey, useCodOrder } from '../use-cod-order';
import { useExpressCheckout, type SignInWithSession } from '../use-express-checkout';
import { usePaymentFlow } from '../use-payment-flow';
import { BusinessSection, decideBusiness, EMPTY_BUSINESS, type BusinessValues } from './business-section';
import { CodCodeStep } from './cod-code-step';
import { DiscountCodeField } from './discount-code-field';
import { ExpressContact } from './express-contact';
import { OrderSummaryCard } from './order-summary-card';
import { effectivePaymentMethod, PaymentMethodSection } from './payment-method-section';
import { ShippingSection } from './shipping-section';

/** The server's refusals of the business fields (`business.gstin`), keyed as the section's fields. */
function businessFieldErrors(error: ApiError): FieldErrors {
  const found: FieldErrors = {};
  for (const e of error.fieldErrors) {
    if (e.path.startsWith('business.')) found[e.path.slice('business.'.length)] = e.message;
  }
  return found;
}

function defaultChoice(addresses: Address[] | undefined): AddressChoice {
  if (!addresses?.length) return { mode: 'new', values: EMPTY_SHIPPING };
  return { mode: 'saved', id: (addresses.find((a) => a.flag) ?? addresses[0])?._id ?? null };
}

/** The PIN the order goes to, once known: the saved address's, or the typed one when it is 6 valid digits. */
function pinOfChoice(choice: AddressChoice, addresses: Address[] | undefined): string | undefined {
  return choice.mode === 'saved'
    ? deliveryPinOf(addresses?.find((a) => a._id === choice.id)?.pin_code)
    : deliveryPinOf(choice.values.pinCode);
}

/**
 * /purchase: Buy Now (`product_id`, `qty`, `variant`) or the cart (`?cart`), docs/product.md,
 * Checkout. A visitor checks out here too (express checkout, docs/decisions/074): the e-mail and a
 * code mailed to it, entered on this page, sign them in before the order is placed; the page stays
 * in that form once they are signed in, so nothing they filled in moves. Shipping and cash on
 * delivery are priced for the delivery PIN as soon as it is known (docs/decisions/111); a cash
 * order is confirmed with a code mailed to the buyer, entered in the summary. `saveAddress` (the
 * address book's save) and `signIn` (the sign-in screens' finish) are handed in by the route.
 */
export function CheckoutPage({ saveAddress, signIn }: { saveAddress: SaveAddress; signIn: SignInWithSession }) {
  useDocumentMeta({ title: 'Checkout' });
  const [params] = useSearchParams();
  const location = useLocation();
  const source = parseCheckoutSource(params);
  const signedIn = useSession() !== null;
  // Read once, as the page opens: signing in empties the browser cart into the account's.
  const [visitorLines] = useState(() => (signedIn || !source ? null : visitorCheckoutLines(source, readVisitorCart())));
  const queryClient = useQueryClient();
  const express = useExpressCheckout(signIn);
  const addresses = useOrderAddresses(visitorLines === null);
  const [picked, setPicked] = useState<AddressChoice | null>(null);
  const choice = picked ?? defaultChoice(addresses.data?.data);
  const pin = pinOfChoice(choice, addresses.data?.data);
  // A signed-in buyer's summary waits for the saved addresses, so it is priced once, for their PIN.
  const summary = useCheckoutSummary(
    visitorLines?.length === 0 ? null : source,
    visitorLines,
    pin,
    visitorLines !== null || !addresses.isPending,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  const [business, setBusiness] = useState<BusinessValues>(EMPTY_BUSINESS);
  const [businessErrors, setBusinessErrors] = useState<FieldErrors>({});
  const [codeName, setCodeName] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('online');
  const flow = usePaymentFlow();
  // A cash order refused (the total moved, an item sold out): the page is priced again to show why.
  const repriceAll = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['checkout-summary'] }),
      queryClient.invalidateQueries({ queryKey: ['checkout-quote'] }),
    ]);
  const cod = useCodOrder({ type: source?.kind ?? 'cart', onRefused: () => void repriceAll() });

  const data = summary.data?.data;
  const lines = (data?.products ?? []).map((line) => ({
    product: line.product,
    variant: line.variant,
    quantity: line.quantity,
  }));
  // An accepted code is priced again for each PIN; if it stops applying, the order goes without it.
  const codeQuote = useCodeQuote(codeName, lines, pin);
  const appliedCode: AppliedCode | null =
    codeName && codeQuote.data && !codeQuote.isError ? { code: codeName, summary: codeQuote.data.data } : null;
  const shown = appliedCode?.summary ?? data;
  const payBy = effectivePaymentMethod(method, shown?.cod, business.on);

  /** The order as create_order (and cod_order) takes it. */
  const bodyOf = (
    type: CreateOrderInput['type'],
    address: CreateOrderInput['address'],
    buyer: CreateOrderInput['business'],
  ): CreateOrderInput => ({
    address,
    business: buyer,
    type,
    products: lines,
    // The server checks and prices the code again as it places the order.
    discount_code: appliedCode?.code ?? null,
  });
  // The code was sent for one order: once the buyer changes it, the code step gives way to Place Order.
  const codPending = (() => {
    if (payBy !== 'cod' || !cod.pending || !source) return null;
    const decision = decideAddress(choice);
    const buyer = decideBusiness(business);
    if (!decision.ok || !buyer.ok) return null;
    return cod.pending.key === codOrderKey(bodyOf(source.kind, decision.address, buyer.business)) ? cod.pending : null;
  })();

  const placeOrder = async () => {
    if (!source || !data) return;
    // A visitor's e-mail is checked with the rest of the page, so every mistake shows at once.
    const emailOk = !visitorLines || express.stage !== 'email' || express.validateEmail();
    const decision = decideAddress(choice);
    if (!decision.ok) {
      setErrors(decision.errors ?? {});
      if (decision.notice) notifyError(decision.notice, 'Address Failed');
      // The first field to fix may be far from the button pressed (the code's, on a phone).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());
      return;
    }
    const buyer = decideBusiness(business);
    setBusinessErrors(buyer.ok ? {} : buyer.errors);
    if (!buyer.ok) return notifyError('Please check the GST invoice details', 'Order Failed');
    if (!emailOk) return;
    setPlacing(true);
    try {
      // A visitor first confirms the e-mail: the code is asked for, then checked on the next tap.
      if (visitorLines && express.stage === 'email') return void (await express.requestCode());
      const name = 'name' in decision.address ? decision.address.name : '';
      if (visitorLines && express.stage === 'code' && !(await express.confirm(name))) return;
      const body = bodyOf(source.kind, decision.address, buyer.business);
      // Cash on delivery: a code goes to the buyer's e-mail, and the summary asks for it.
      if (payBy === 'cod') return void (await cod.request(body));
      await flow.pay(await createOrder(body));
    } catch (error) {
      if (error instanceof ApiError) setBusinessErrors(businessFieldErrors(error));
      // A code refused as the order is placed (this buyer's uses, the last use gone) is taken off.
      const refusedCode = error instanceof ApiError && error.fieldErrors.find((e) => e.path === 'discount_code');
      if (refusedCode) {
        setCodeName(null);
        setCodeError(refusedCode.message);
      }
      // Cash on delivery refused for this order: the summary is asked again and shows why.
      if (error instanceof ApiError && error.fieldErrors.some((e) => e.path === 'payment_method')) void repriceAll();
      notifyError(error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE, 'Order Failed');
    } finally {
      setPlacing(false);
    }
  };

  if (!source || visitorLines?.length === 0) {
    return (
      <div className="container-page py-10">
        <StatusState
          icon={ShoppingBag}
          title="Nothing to check out"
          headingLevel={1}
          actions={
            <Button asChild>
              <Link to={paths.shop()}>Go to the shop</Link>
            </Button>
          }
        >
          Pick a product and choose Buy Now, or check out from your cart.
        </StatusState>
      </div>
    );
  }

  const busy = placing || flow.paying || cod.confirming;
  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="Checkout">
        {source.kind === 'cart' ? 'Everything in your cart' : 'Buy Now'} ·{' '}
        {data?.cod ? 'Pay online or in cash on delivery' : 'Secure payment by Razorpay'}
      </PageHeading>
      {summary.isError ? (
        <StatusState
          icon={PackageX}
          title="This order can't be placed as it is"
          actions={
            <>
              <Button variant="outline" onClick={() => void summary.refetch()}>
                Try again
              </Button>
              <Button asChild>
                <Link to={source.kind === 'cart' ? paths.cart() : paths.product(source.productId)}>
                  {source.kind === 'cart' ? 'Back to cart' : 'Back to product'}
                </Link>
              </Button>
            </>
          }
        >
          {summary.error.message}
        </StatusState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
          <div className="space-y-6">
            {visitorLines ? (
              <ExpressContact
                express={express}
                signInTo={signInPathFor(`${location.pathname}${location.search}`)}
                onConfirm={() => void placeOrder()}
                busy={busy}
                confirmLabel={payBy === 'cod' ? 'Confirm Code and Continue' : 'Confirm Code and Pay'}
              />
            ) : null}
            <ShippingSection
              addresses={visitorLines ? [] : addresses.data?.data}
              loading={!visitorLines && addresses.isPending}
              choice={choice}
              onChoiceChange={(next) => {
                setPicked(next);
                if (next.mode === 'saved') setErrors({});
              }}
              errors={errors}
              onErrorsChange={setErrors}
              saveAddress={visitorLines ? undefined : saveAddress}
            />
            <BusinessSection values={business} onChange={setBusiness} errors={businessErrors} />
            <PaymentMethodSection
              value={payBy}
              onChange={setMethod}
              cod={shown?.cod}
              business={business.on}
              disabled={busy}
            />
          </div>
          <div className="lg:sticky lg:top-24">
            {!shown ? (
              <Skeleton className="h-96 w-full" aria-label="Loading order summary" />
            ) : (
              <OrderSummaryCard summary={shown} payBy={payBy}>
                <DiscountCodeField
                  products={lines}
                  pin={pin}
                  applied={appliedCode}
                  onApplied={(applied) => setCodeName(applied?.code ?? null)}
                  error={codeError ?? (codeName && codeQuote.isError ? codeQuote.error.message : null)}
                  onErrorChange={(next) => {
                    setCodeError(next);
                    // A code that stopped applying is let go once the buyer types another.
                    if (codeQuote.isError) setCodeName(null);
                  }}
                  disabled={busy || codPending !== null}
                />
                {codPending ? (
                  <CodCodeStep flow={cod} pending={codPending} />
                ) : (
                  <Button
                    variant="premium"
                    size="lg"
                    className="mt-5 w-full"
                    disabled={busy}
                    onClick={() => void placeOrder()}
                  >
                    {busy ? (
                      <Loader2 className="animate-spin" aria-hidden="true" />
                    ) : (
                      <ShieldCheck aria-hidden="true" />
                    )}
                    {busy
                      ? 'Placing order...'
                      : express.stage === 'code'
                        ? payBy === 'cod'
                          ? 'Confirm Code and Continue'
                          : 'Confirm Code and Pay'
                        : 'Place Order'}
                  </Button>
                )}
                <p className="mt-3 text-center text-xs text-muted-foreground">
                  By placing this order you agree to our{' '}
                  <Link to={paths.terms()} className="font-semibold text-brand underline-offset-4 hover:underline">
                    Terms &amp; Conditions
                  </Link>{' '}
                  and{' '}
                  <Link to={paths.privacy()} className="font-semibold text-brand underline-offset-4 hover:underline">
                    Privacy Policy
                  </Link>
                  .
                </p>
              </OrderSummaryCard>
            )}
          </div>
        </div>
      )}
      {flow.paymentWindow}
    </div>
  );
}
