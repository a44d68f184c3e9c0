import type { Address } from '@store/contracts/address';
import { Loader2, Lock, PackageX, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCheckoutSummary, useOrderAddresses } from '../api/checkout-queries';
import { createOrder } from '../api/create-order';
import {
  decideAddress,
  EMPTY_SHIPPING,
  parseCheckoutSource,
  type AddressChoice,
  type SaveAddress,
} from '../checkout-source';
import { usePaymentFlow } from '../use-payment-flow';
import { BusinessSection, decideBusiness, EMPTY_BUSINESS, type BusinessValues } from './business-section';
import { OrderSummaryCard } from './order-summary-card';
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
 * Checkout. `saveAddress` is the address book's save, handed in by the route.
 */
export function CheckoutPage({ saveAddress }: { saveAddress: SaveAddress }) {
  useDocumentMeta({ title: 'Checkout' });
  const [params] = useSearchParams();
  const source = parseCheckoutSource(params);
  const summary = useCheckoutSummary(source);
  const addresses = useOrderAddresses();
  const [picked, setPicked] = useState<AddressChoice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  const [business, setBusiness] = useState<BusinessValues>(EMPTY_BUSINESS);
  const [businessErrors, setBusinessErrors] = useState<FieldErrors>({});
  const flow = usePaymentFlow();

  const choice = picked ?? defaultChoice(addresses.data?.data);
  const data = summary.data?.data;

  const placeOrder = async () => {
    if (!source || !data) return;
    const decision = decideAddress(choice);
    if (!decision.ok) {
      setErrors(decision.errors ?? {});
      if (decision.notice) notifyError(decision.notice, 'Address Failed');
      return;
    }
    const buyer = decideBusiness(business);
    setBusinessErrors(buyer.ok ? {} : buyer.errors);
    if (!buyer.ok) return notifyError('Please check the GST invoice details', 'Order Failed');
    setPlacing(true);
    try {
      const created = await createOrder({
        address: decision.address,
        business: buyer.business,
        type: source.kind,
        products: data.products.map((line) => ({
          product: line.product,
          variant: line.variant,
          quantity: line.quantity,
        })),
      });
      await flow.pay(created);
    } catch (error) {
      if (error instanceof ApiError) setBusinessErrors(businessFieldErrors(error));
      notifyError(error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE, 'Order Failed');
    } finally {
      setPlacing(false);
    }
  };

  if (!source) {
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
            <ShippingSection
              addresses={addresses.data?.data}
              loading={addresses.isPending}
              choice={choice}
              onChoiceChange={(next) => {
                setPicked(next);
                if (next.mode === 'saved') setErrors({});
              }}
              errors={errors}
              onErrorsChange={setErrors}
              saveAddress={saveAddress}
            />
            <BusinessSection values={business} onChange={setBusiness} errors={businessErrors} />
            <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
              <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-bold">
                <Lock className="size-5 text-primary" aria-hidden="true" /> Payment method
              </h2>
              <label className="mt-4 flex cursor-pointer gap-3 rounded-xl border border-primary bg-primary/5 p-4">
                <input type="radio" name="payment-method" checked readOnly className="mt-1 size-4 accent-primary" />
                <span>
                  <span className="block font-semibold">Pay online</span>
                  <span className="block text-sm text-muted-foreground">
                    UPI, debit and credit cards, net banking and wallets, through Razorpay&apos;s secure window.
                  </span>
                </span>
              </label>
              <p className="mt-3 text-xs text-muted-foreground">
                We take online payment only; cash on delivery is not offered.
              </p>
            </section>
          </div>
          <div className="lg:sticky lg:top-24">
            {!data ? (
              <Skeleton className="h-96 w-full" aria-label="Loading order summary" />
            ) : (
              <OrderSummaryCard summary={data}>
                <Button
                  variant="premium"
                  size="lg"
                  className="mt-5 w-full"
                  disabled={busy}
                  onClick={() => void placeOrder()}
                >
                  {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                  {busy ? 'Placing order...' : 'Place Order'}
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
