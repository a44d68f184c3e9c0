import { formatInr } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import { CircleHelp, Headset, MapPin, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { formatEstimatedDelivery, orderPaymentStatusLabel, paymentMethodLabel, shippingLabel } from '../order-format';
import { InvoiceButtons } from './invoice-button';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-semibold break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The order details' side column: payment facts (shipping and any cash on delivery fee, both in
 * the total, and how it is paid), the delivery address, and where to get help.
 */
export function OrderSidePanels({ order }: { order: Order }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
        <h2 id="payment-heading" className="text-lg font-bold">
          Payment
        </h2>
        <dl className="mt-3 text-sm">
          {order.paymentMethod === 'online' ? (
            <Row label="Payment reference" testId="provider-order-number">
              {order.razorpay_order_id ?? 'N/A'}
            </Row>
          ) : null}
          {order.discount ? (
            <Row label={`Discount code ${order.discount.code}`} testId="order-discount">
              −{formatInr(order.discount.amount)}
            </Row>
          ) : null}
          <Row label="Shipping" testId="order-shipping">
            {shippingLabel(order.shipping)}
          </Row>
          {order.codFee > 0 ? (
            <Row label="Cash on delivery fee" testId="order-cod-fee">
              {formatInr(order.codFee)}
            </Row>
          ) : null}
          <Row label="Total amount">{formatInr(order.totalAmount)}</Row>
          <Row label="Payment method" testId="payment-method">
            {paymentMethodLabel(order)}
          </Row>
          <Row label="Payment status" testId="payment-status">
            {orderPaymentStatusLabel(order)}
          </Row>
          <Row label="Estimated delivery" testId="estimated-delivery">
            {formatEstimatedDelivery(order)}
          </Row>
        </dl>
        {order.hasInvoice ? (
          <div className="mt-4 border-t pt-4">
            <p className="mb-2 text-xs text-muted-foreground">GST tax invoice for your records and input tax credit.</p>
            <InvoiceButtons order={order} />
          </div>
        ) : null}
      </section>
      <section aria-labelledby="address-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
        <h2 id="address-heading" className="flex items-center gap-2 text-lg font-bold">
          <MapPin className="size-5 text-primary" aria-hidden="true" /> Delivery address
        </h2>
        <address className="mt-3 text-sm not-italic">
          <span className="block font-semibold">{order.address.name}</span>
          {order.address.address}
          {order.address.locality ? `, ${order.address.locality}` : ''}
          <span className="block">
            {order.address.town}, {order.address.state} – {order.address.pinCode}
          </span>
          <span className="block">Landmark: {order.address.landMark}</span>
          <span className="block">Mobile: {order.address.phone}</span>
        </address>
      </section>
      <section aria-labelledby="help-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
        <h2 id="help-heading" className="text-lg font-bold">
          Need help with this order?
        </h2>
        <div className="mt-3 grid gap-2">
          <Button asChild variant="outline" className="justify-start">
            <Link to={paths.contact()}>
              <Headset aria-hidden="true" /> Contact support
            </Link>
          </Button>
          <Button asChild variant="outline" className="justify-start">
            <Link to={paths.returns()}>
              <RotateCcw aria-hidden="true" /> Returns &amp; refunds
            </Link>
          </Button>
          <Button asChild variant="outline" className="justify-start">
            <Link to={paths.help()}>
              <CircleHelp aria-hidden="true" /> Help Center
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
