import { SHOP_NAME } from '@store/contracts/constants';
import { GSTIN_MESSAGES, stateCode } from '@store/contracts/india';
import { PIN_MESSAGES } from '@store/contracts/shop-settings';
import { ORDER_MESSAGES, type CreateOrder, type OrderAddressInput, type Raz } from '@store/contracts/orders';
import { lineTotal, priceTotals } from '@store/contracts/money';
import type { Db } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/orders';
import { AppError, notFound } from '../../lib/app-error';
import { PaymentProviderError } from '../../lib/payments/provider';
import { findUserById } from '../auth/users.repo';
import { listCartVariantIds } from '../cart/cart.repo';
import { checkPinAndState } from '../india/address-check';
import { quoteDelivery } from '../india/delivery';
import type { PinPlace } from '../india/pin-directory';
import { deliveryRules, readShopSettings } from '../india/shop-settings.repo';
import { findAddressOf } from '../profile/addresses.repo';
import { claimCode, recordRedemption } from '../discounts/use-code';
import type { OrderDeps } from './order-deps';
import {
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  setProviderOrderId,
  findOrder,
  type NewOrder,
  type OrderRow,
} from './orders.repo';
import { markPaymentFailed } from './payment-failure.service';
import { priceLines, type PricedLine } from './price-lines';
import { releaseStock, reserveStock } from './reserve-stock';
import { makeRoomForHold } from './unpaid-holds';

export interface PlacedOrder {
  order: { _id: string; order_number: string; total: number };
  raz: Raz;
  type: 'single' | 'cart';
}

/**
 * Places an order as named steps (docs/decisions/011): resolve the address, price the lines from
 * the database, create the order and reserve its stock in one transaction, then create the
 * payment order. A step that fails undoes the ones before it.
 */
export async function placeOrder(
  deps: OrderDeps,
  buyer: { userId: string; clientAddress: string | null },
  input: CreateOrder,
): Promise<PlacedOrder> {
  const { userId } = buyer;
  const { address, place } = await resolveAddress(deps.db, userId, input.address);
  const deliveryDays = await deliveryDaysTo(deps.db, place);
  const business = businessOf(input.business, address);
  const lines = await priceLines(deps.db, input.products, deps.now());
  if (input.type === 'cart') await checkInCart(deps.db, userId, lines);
  // Step 3: its undo is the rollback of its own transaction.
  const order = await createOrderWithReservation(
    deps,
    buyer,
    input.type,
    { address, deliveryDays, ...business },
    lines,
    input.discount_code,
  );
  const raz = await startPayment(deps, order);
  return { order: { _id: order.id, order_number: order.orderNumber, total: order.totalPaise }, raz, type: order.type };
}

/**
 * Step 1: a saved address of this user (404 for anyone else's), or the fields as typed; either
 * way its PIN must exist and lie in its state (docs/india.md).
 */
async function resolveAddress(db: Db, userId: string, input: OrderAddressInput) {
  const address = await addressOf(db, userId, input);
  const { place, state } = checkPinAndState(address.pinCode, address.state, { pin: 'pinCode', state: 'state' });
  return { address: { ...address, state }, place };
}

/** Step 1b: the days to the address's zone; an address the shop does not serve is refused. */
async function deliveryDaysTo(db: Db, place: PinPlace): Promise<number> {
  const quote = quoteDelivery(deliveryRules(await readShopSettings(db)), place);
  if (!quote.served)
    throw new AppError('BAD_REQUEST', PIN_MESSAGES.notServed, [{ path: 'pinCode', message: PIN_MESSAGES.notServed }]);
  return quote.days;
}

/**
 * Step 1c: a business buyer's particulars for the invoice. A billing address is checked like a
 * delivery address; the GSTIN must be registered in the billing state (the delivery state when
 * there is no billing address), since place of supply follows the GSTIN.
 */
function businessOf(business: CreateOrder['business'], delivery: AddressSnapshot) {
  if (!business) return {};
  const path = 'business.billing_address';
  const billing = business.billing_address
    ? {
        ...business.billing_address,
        state: checkPinAndState(business.billing_address.pinCode, business.billing_address.state, {
          pin: `${path}.pinCode`,
          state: `${path}.state`,
        }).state,
      }
    : null;
  const billingState = (billing ?? delivery).state;
  if (business.gstin.slice(0, 2) !== stateCode(billingState)) {
    const message = GSTIN_MESSAGES.stateMismatch(billingState);
    throw new AppError('VALIDATION', message, [{ path: 'business.gstin', message }]);
  }
  return { buyerGstin: business.gstin, businessName: business.name, billingAddress: billing };
}

async function addressOf(db: Db, userId: string, input: OrderAddressInput): Promise<AddressSnapshot> {
  if ('fields' in input) return input.fields;
  const saved = await findAddressOf(db, userId, input.saved);
  if (!saved) throw notFound('Address');
  return {
    name: saved.name,
    phone: saved.phone,
    pinCode: saved.pin_code,
    address: saved.address,
    locality: saved.locality,
    town: saved.town,
    state: saved.state,
    landMark: saved.landmark,
  };
}

async function checkInCart(db: Db, userId: string, lines: PricedLine[]): Promise<void> {
  const ids = await listCartVariantIds(db, userId);
  if (!lines.every((l) => ids.has(l.variantId))) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.notInCart);
}

/**
 * Step 3: the order, its line and address snapshots, the stock reservation and the discount
 * code's use, all or nothing. The code is claimed after the stock rows are locked, under its own
 * row lock (the order every transaction takes them in), and its amount is spread over the lines
 * it covers, so each line records what was really paid for it.
 */
async function createOrderWithReservation(
  deps: OrderDeps,
  buyer: { userId: string; clientAddress: string | null },
  type: 'single' | 'cart',
  placed: Pick<NewOrder, 'address' | 'deliveryDays' | 'buyerGstin' | 'businessName' | 'billingAddress'>,
  lines: PricedLine[],
  code: string | null,
): Promise<OrderRow> {
  const { total, mrpTotal: mrpTotalPaise } = priceTotals(
    lines.map((l) => ({ unitPaise: l.unitPricePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
  );
  const { userId, clientAddress } = buyer;
  return deps.db.transaction(async (tx) => {
    // What this buyer already holds unpaid: the same products let go, the limits checked.
    await makeRoomForHold(tx, { ...buyer, discountCode: code }, lines, deps.now());
    const claimed = code ? await claimCode(tx, code, userId, lines, deps.now()) : null;
    const discountPaise = claimed?.amountPaise ?? 0;
    const order = await insertOrder(tx, {
      userId,
      type,
      totalPaise: total - discountPaise,
      mrpTotalPaise,
      clientAddress,
      ...placed,
      discountCode: claimed?.code ?? null,
      discountPaise,
    });
    if (claimed) await recordRedemption(tx, claimed, order.id, userId);
    await insertOrderLines(
      tx,
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        variantName: l.variantName,
        sku: l.sku,
        image: l.image,
        unitPricePaise: l.unitPricePaise,
        mrpPaise: l.mrpPaise,
        quantity: l.quantity,
        lineTotalPaise: lineTotal(l.unitPricePaise, l.quantity),
        hsnCode: l.hsnCode,
        gstRate: l.gstRate,
        discountPaise: claimed?.shares.get(l.variantId) ?? 0,
      })),
    );
    await reserveStock(tx, order.id, lines, deps.now());
    await insertOrderEvent(tx, { orderId: order.id, fromStatus: null, toStatus: 'pending_payment', actorId: userId });
    return order;
  });
}

/**
 * Step 4: the provider's order for the exact total, reused when the order already has one
 * (a Razorpay order takes new attempts until one is paid). Undo on failure: release the
 * reservation and record why, then answer 502.
 */
export async function startPayment(deps: OrderDeps, order: OrderRow): Promise<Raz> {
  let providerOrderId = order.razorpayOrderId;
  if (!providerOrderId) {
    try {
      const created = await deps.payments.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.orderNumber,
        notes: { order_id: order.id },
      });
      providerOrderId = created.id;
      await setProviderOrderId(deps.db, order.id, providerOrderId);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      deps.log.warn({ err, orderId: order.id }, 'payment order not created');
      await deps.db.transaction(async (tx) => {
        const locked = await findOrder(tx, { id: order.id }, true);
        await releaseStock(tx, order.id, 'active');
        if (locked)
          await markPaymentFailed(tx, locked, ORDER_MESSAGES.paymentNotStarted, ORDER_MESSAGES.paymentNotStarted);
      });
      throw new AppError('PAYMENT_PROVIDER', ORDER_MESSAGES.paymentNotStarted);
    }
  }
  const buyer = (await findUserById(deps.db, order.userId)) ?? { name: '', email: '' };
  return {
    key: deps.payments.keyId,
    order_id: providerOrderId,
    amount: order.totalPaise,
    currency: 'INR',
    name: SHOP_NAME,
    description: `Order ${order.orderNumber}`,
    prefill: { name: order.address.name || buyer.name, email: buyer.email, contact: order.address.phone },
    test_mode: deps.payments.kind === 'test',
  };
}
