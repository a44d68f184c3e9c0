import type { AdminOrderDetail } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { shownVariantName } from '@store/contracts/variants';
import { Link } from 'react-router';
import { Panel } from '../../components/admin-page';
import { Table, TBody, TD, TH, THead } from '../../components/admin-table';
import { adminPaths } from '../../lib/admin-paths';

/**
 * What was bought: each line with SKU, price and total, then the order's totals, with the shipping
 * and cash on delivery fee that are inside the total (docs/decisions/111).
 */
export function OrderLinesPanel({ order }: { order: AdminOrderDetail }) {
  // The order detail sends the MRP total and the total but no saving, so the difference is taken here.
  // A discount code's amount, shipping and the cash fee are shown on their own lines, so the saving
  // is the selling prices' alone.
  const codeOff = order.discount?.amount ?? 0;
  const goods = order.totalPaise - order.shippingPaise - order.codFeePaise;
  const saved = order.mrpTotalPaise - goods - codeOff;
  return (
    <Panel title={`Items (${order.itemCount})`} bodyClassName="p-0">
      <Table bare>
        <THead>
          <tr>
            <TH>Product</TH>
            <TH className="hidden sm:table-cell">SKU</TH>
            <TH className="hidden text-right sm:table-cell">Price</TH>
            <TH className="text-right">Qty</TH>
            <TH className="text-right">Total</TH>
          </tr>
        </THead>
        <TBody>
          {order.lines.map((line, i) => (
            <tr key={`${line.variantId ?? line.sku}-${i}`}>
              <TD className="min-w-40 sm:min-w-48">
                <div className="flex items-center gap-3">
                  <img src={line.image} alt="" className="size-11 shrink-0 rounded-md border bg-muted object-cover" />
                  <div className="min-w-0">
                    {line.productId ? (
                      <Link to={adminPaths.product(line.productId)} className="font-medium hover:underline">
                        {line.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{line.name}</span>
                    )}
                    <span className="block text-xs text-muted-foreground">{shownVariantName(line.variantName)}</span>
                  </div>
                </div>
              </TD>
              <TD className="hidden font-mono text-xs sm:table-cell">{line.sku}</TD>
              <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                {formatInr(line.unitPricePaise)}
                {line.mrpPaise > line.unitPricePaise ? (
                  <s className="block text-xs text-muted-foreground">{formatInr(line.mrpPaise)}</s>
                ) : null}
              </TD>
              <TD className="text-right tabular-nums">{line.quantity}</TD>
              <TD className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatInr(line.lineTotalPaise)}
              </TD>
            </tr>
          ))}
        </TBody>
      </Table>
      <dl className="space-y-1 border-t px-4 py-3 text-sm">
        {saved > 0 ? (
          <div className="flex justify-between text-muted-foreground">
            <dt>MRP total · saved</dt>
            <dd className="tabular-nums">
              {formatInr(order.mrpTotalPaise)} · {formatInr(saved)}
            </dd>
          </div>
        ) : null}
        {order.discount ? (
          <div className="flex justify-between text-muted-foreground">
            <dt>
              Discount code <span className="font-mono font-semibold text-foreground">{order.discount.code}</span>
            </dt>
            <dd className="tabular-nums">−{formatInr(order.discount.amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-muted-foreground">
          <dt>Shipping</dt>
          <dd className="tabular-nums" data-testid="admin-order-shipping">
            {order.shippingPaise === 0 ? 'Free' : formatInr(order.shippingPaise)}
          </dd>
        </div>
        {order.codFeePaise > 0 ? (
          <div className="flex justify-between text-muted-foreground">
            <dt>Cash on delivery fee</dt>
            <dd className="tabular-nums" data-testid="admin-order-cod-fee">
              {formatInr(order.codFeePaise)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="admin-order-total">
            {formatInr(order.totalPaise)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
