import type { Address } from '@store/contracts/address';
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
import { useCheckoutSummary, useOrderAddresses, visitorCheckoutLines } from '../api/checkout-queries';
import type { AppliedCode } from '../api/apply-discount-code';
import { createOrder } from '../api/create-order';
import {
  decideAddress,
  EMPTY_SHIPPING,
  parseCheckoutSource,
  type AddressChoice,
  type SaveAddress,
} from '../checkout-source';
import { useExpressCheckout, type SignInWithSession } from '../use-express-checkout';
import { usePaymentFlow } from '../use-payment-flow';
import { BusinessSection, decideBusiness, EMPTY_BUSINESS, type BusinessValues } from './business-section';
import { DiscountCodeField } from './discount-code-field';
import { ExpressContact } from './express-contact';
import { OrderSummaryCard } from './order-summary-card';
import { PaymentMethodSection } from './payment-method-section';
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

/**
 * /purchase: Buy Now (`product_id`, `qty`, `variant`) or the cart (`?cart`), docs/product.md,
 * Checkout. A visitor checks out here too (express checkout, docs/decisions/074): the e-mail and a
 * code mailed to it, entered on this page, sign them in before the order is placed; the page stays
 * in that form once they are signed in, so nothing they filled in moves. `saveAddress` (the
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
  const express = useExpressCheckout(signIn);
  const summary = useCheckoutSummary(visitorLines?.length === 0 ? null : source, visitorLines);
  const addresses = useOrderAddresses(visitorLines === null);
  const [picked, setPicked] = useState<AddressChoice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  const [business, setBusiness] = useState<BusinessValues>(EMPTY_BUSINESS);
  const [businessErrors, setBusinessErrors] = useState<FieldErrors>({});
  const [appliedCode, setAppliedCode] = useState<AppliedCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const flow = usePaymentFlow();

  const choice = picked ?? defaultChoice(addresses.data?.data);
  const data = summary.data?.data;
  const lines = (data?.products ?? []).map((line) => ({
    product: line.product,
    variant: line.variant,
    quantity: line.quantity,
  }));

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
      const created = await createOrder({
        address: decision.address,
        business: buyer.business,
        type: source.kind,
        products: lines,
        // The server checks and prices the code again as it places the order.
        discount_code: appliedCode?.code ?? null,
      });
      await flow.pay(created);
    } catch (error) {
      if (error instanceof ApiError) setBusinessErrors(businessFieldErrors(error));
      // A code refused as the order is placed (this buyer's uses, the last use gone) is taken off.
      const refusedCode = error instanceof ApiError && error.fieldErrors.find((e) => e.path === 'discount_code');
      if (refusedCode) {
        setAppliedCode(null);
        setCodeError(refusedCode.message);
      }
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

  const busy = placing || flow.paying;
  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="Checkout">
        {source.kind === 'cart' ? 'Everything in your cart' : 'Buy Now'} · Secure payment by Razorpay
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
            <PaymentMethodSection />
          </div>
          <div className="lg:sticky lg:top-24">
            {!data ? (
              <Skeleton className="h-96 w-full" aria-label="Loading order summary" />
            ) : (
              <OrderSummaryCard summary={appliedCode?.summary ?? data}>
                <DiscountCodeField
                  products={lines}
                  applied={appliedCode}
                  onApplied={setAppliedCode}
                  error={codeError}
                  onErrorChange={setCodeError}
                  disabled={busy}
                />
                <Button
                  variant="premium"
                  size="lg"
                  className="mt-5 w-full"
                  disabled={busy}
                  onClick={() => void placeOrder()}
                >
                  {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                  {busy ? 'Placing order...' : express.stage === 'code' ? 'Confirm Code and Pay' : 'Place Order'}
                </Button>
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
