import { SHOP_TIME_ZONE, type AdminOrderDetail } from '@store/contracts/admin';
import { SHOP_NAME } from '@store/contracts/constants';
import { formatInr } from '@store/contracts/money';
import { shownVariantName } from '@store/contracts/variants';
import { escapeHtml } from '../../lib/mail/layout';

/** What the packing slip page may load: nothing but its own inline styles. */
export const PACKING_SLIP_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const dateIn = (isoDate: string) =>
  new Date(isoDate).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });

/** A cash on delivery parcel says what the courier collects, as labels of such parcels do. */
function cashLine(order: Pick<AdminOrderDetail, 'paymentMethod' | 'paymentStatus' | 'totalPaise'>): string {
  return order.paymentMethod === 'cod' && order.paymentStatus === 'created'
    ? `<div class="cod">Cash on delivery: collect ${escapeHtml(formatInr(order.totalPaise))}</div>\n`
    : '';
}

/**
 * A printable packing slip: ship-to address, order number and the lines to pick (SKU, option,
 * quantity), without prices, so it can travel in the parcel. Every value from the database or
 * the shopper is escaped.
 */
export function renderPackingSlip(order: AdminOrderDetail): string {
  const e = escapeHtml;
  const a = order.address;
  const addressLines = [
    a.name,
    a.address,
    a.locality,
    a.landMark ? `Landmark: ${a.landMark}` : '',
    `${a.town}, ${a.state} ${a.pinCode}`,
    `Phone: ${a.phone}`,
  ]
    .filter(Boolean)
    .map((line) => `<div>${e(line)}</div>`)
    .join('');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${e(l.sku)}</td><td>${e(l.name)}</td><td>${e(shownVariantName(l.variantName) ?? '')}</td><td class="n">${l.quantity}</td><td class="box"></td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Packing slip ${e(order.orderNumber)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#111;margin:24px;font-size:14px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 6px}
table{border-collapse:collapse;width:100%;margin-top:8px}th,td{border:1px solid #999;padding:6px;text-align:left}
td.n{text-align:right}td.box{width:28px}.meta{color:#444}\n.cod{border:2px solid #111;padding:8px;margin-top:12px;font-size:16px;font-weight:bold}
@media print{body{margin:0}}
</style></head>
<body>
<h1>${e(SHOP_NAME)} · Packing slip</h1>
<div class="meta">Order ${e(order.orderNumber)} · placed ${e(dateIn(order.createdAt))}${order.paidAt ? ` · paid ${e(dateIn(order.paidAt))}` : ''}</div>
${cashLine(order)}<h2>Ship to</h2>
${addressLines}
<h2>Items (${order.itemCount})</h2>
<table><thead><tr><th>SKU</th><th>Product</th><th>Option</th><th>Qty</th><th>✓</th></tr></thead>
<tbody>${rows}</tbody></table>
</body></html>
`;
}
