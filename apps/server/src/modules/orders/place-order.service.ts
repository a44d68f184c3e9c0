import { SHOP_NAME } from '@store/contracts/constants';
import { GSTIN_MESSAGES, stateCode } from '@store/contracts/india';
import { PIN_MESSAGES } from '@store/contracts/shop-settings';
import {
  MAX_ORDER_TOTAL_PAISE,
  ORDER_MESSAGES,
  type CreateOrder,
  type OrderAddressInput,
  type Raz,
} from '@store/contracts/orders';
import { lineTotal, priceTotals } from '@store/contracts/money';
import { COD_MESSAGES, type ChargeSettings } from '@store/contracts/charges';
import { DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import type { DeliveryZoneId } from '@store/contracts/shop-settings';
import type { Db } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema/orders';
import { AppError, notFound } from '../../lib/app-error';
import { PaymentProviderError } from '../../lib/payments/provider';
import { findUserById } from '../auth/users.repo';
import { listCartVariantIds } from '../cart/cart.repo';
import { checkPinAndState } from '../india/address-check';
import { quoteDelivery } from '../india/delivery';
import { chargeRules, deliveryRules, readShopSettings } from '../india/shop-settings.repo';
import { findAddressOf } from '../profile/addresses.repo';
import { claimCode, recordRedemption, spendUse } from '../discounts/use-code';
import { codOffer, parcelGrams, shippingFee } from './charges';
import { lockCodBuyer, readCodAddressHistory } from './cod.repo';
import { readCodBuyer } from './cod-standing';
import { convertReservations } from './reservations.repo';
import type { OrderDeps } from './order-deps';
import {
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  setProviderOrderId,
  findOrder,
  listLines,
  type NewOrder,
  type OrderRow,
} from './orders.repo';
import { afterOrderTaken } from './mark-paid.service';
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
  const prepared = await prepareOrder(deps, buyer.userId, input);
  // Step 3: its undo is the rollback of its own transaction.
  const order = await createOrderWithReservation(deps, buyer, input.type, prepared, input.discount_code, {
    method: 'online',
  });
  const raz = await startPayment(deps, order);
  return { order: { _id: order.id, order_number: order.orderNumber, total: order.totalPaise }, raz, type: order.type };
}

/** An order checked and priced, before anything is written: what create_order and a cash order share. */
export interface PreparedOrder {
  placed: Pick<NewOrder, 'address' | 'deliveryDays' | 'buyerGstin' | 'businessName' | 'billingAddress'>;
  lines: PricedLine[];
  zone: DeliveryZoneId;
  pin: string;
  rules: ChargeSettings;
}

/**
 * Steps 1 and 2: the address resolved and served, a business buyer's particulars, the lines priced
 * from the database (and, for a cart order, found in the cart), the shop's charge rules read.
 */
export async function prepareOrder(deps: OrderDeps, userId: string, input: CreateOrder): Promise<PreparedOrder> {
  const { address, place } = await resolveAddress(deps.db, userId, input.address);
  const settings = await readShopSettings(deps.db);
  const quote = quoteDelivery(deliveryRules(settings), place);
  if (!quote.served)
    throw new AppError('BAD_REQUEST', PIN_MESSAGES.notServed, [{ path: 'pinCode', message: PIN_MESSAGES.notServed }]);
  const business = businessOf(input.business, address);
  const lines = await priceLines(deps.db, input.products, deps.now());
  if (input.type === 'cart') await checkInCart(deps.db, userId, lines);
  return {
    placed: { address, deliveryDays: quote.days, ...business },
    lines,
    zone: quote.zone,
    pin: place.pin,
    rules: chargeRules(settings),
  };
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

/** How the order is paid; a cash order carries the total its code was sent for. */
export type OrderPayment = { method: 'online' } | { method: 'cod'; quotedTotal: number };

/**
 * Step 3: the order, its line and address snapshots, its charges, the stock reservation and the
 * discount code's use, all or nothing. The code is claimed after the stock rows are locked, under
 * its own row lock (the order every transaction takes them in), and its amount is spread over
 * the lines it covers, so each line records what was really paid for it. Shipping follows from
 * the goods after the code (docs/decisions/111). A cash order is checked against the cash on
 * delivery rules under its buyer's locks, and is taken at once: its stock converted, its code's
 * use spent, in processing with its payment due on delivery.
 */
export async function createOrderWithReservation(
  deps: OrderDeps,
  buyer: { userId: string; clientAddress: string | null },
  type: 'single' | 'cart',
  prepared: PreparedOrder,
  code: string | null,
  payment: OrderPayment,
): Promise<OrderRow> {
  const { lines, placed, rules } = prepared;
  const { total: goodsPaise, mrpTotal: mrpTotalPaise } = priceTotals(
    lines.map((l) => ({ unitPaise: l.unitPricePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
  );
  const { userId, clientAddress } = buyer;
  const cod = payment.method === 'cod';
  return deps.db.transaction(async (tx) => {
    if (cod) await lockCodBuyer(tx, userId, placed.address);
    // What this buyer already holds unpaid: the same products let go, the limits checked.
    await makeRoomForHold(tx, { ...buyer, discountCode: code }, lines, deps.now());
    const claimed = code ? await claimCode(tx, code, userId, lines, deps.now()) : null;
    const discountPaise = claimed?.amountPaise ?? 0;
    const shippingPaise = shippingFee(rules.shipping, {
      goodsPaise: goodsPaise - discountPaise,
      zone: prepared.zone,
      grams: parcelGrams(rules.shipping, lines),
    });
    const codFeePaise = cod ? rules.cod.fee : 0;
    const totalPaise = goodsPaise - discountPaise + shippingPaise + codFeePaise;
    if (totalPaise > MAX_ORDER_TOTAL_PAISE || mrpTotalPaise > MAX_ORDER_TOTAL_PAISE)
      throw new AppError('BAD_REQUEST', ORDER_MESSAGES.tooLarge);
    if (payment.method === 'cod') {
      await checkCodAllowed(tx, userId, prepared, {
        totalPaise: totalPaise - codFeePaise,
        business: !!placed.buyerGstin,
      });
      if (totalPaise !== payment.quotedTotal)
        throw new AppError('CONFLICT', COD_MESSAGES.totalChanged(totalPaise), [
          { path: 'total', message: COD_MESSAGES.totalChanged(totalPaise) },
        ]);
    }
    const order = await insertOrder(tx, {
      userId,
      type,
      totalPaise,
      mrpTotalPaise,
      clientAddress,
      ...placed,
      discountCode: claimed?.code ?? null,
      discountPaise,
      paymentMethod: payment.method,
      shippingPaise,
      codFeePaise,
      status: cod ? 'processing' : 'pending_payment',
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
    if (cod) {
      await convertReservations(tx, order.id);
      if (!(await spendUse(tx, order.id, userId))) throw new AppError('CONFLICT', DISCOUNT_MESSAGES.usedUp);
    }
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      actorId: userId,
      ...(cod ? { note: 'Cash on delivery, confirmed with the code mailed to the buyer' } : {}),
    });
    if (cod) await afterOrderTaken(tx, deps, order, await listLines(tx, [order.id]), null);
    return order;
  });
}

/**
 * Whether a cash order may be placed, weighed again inside its transaction (after its buyer's
 * locks): refused with the reason the checkout would show.
 */
async function checkCodAllowed(
  tx: OrderDeps['db'],
  userId: string,
  prepared: PreparedOrder,
  order: { totalPaise: number; business: boolean },
): Promise<void> {
  const offer = codOffer(prepared.rules.cod, {
    totalPaise: order.totalPaise,
    place: { pin: prepared.pin, zone: prepared.zone },
    business: order.business,
    buyer: await readCodBuyer(tx, userId),
    address: await readCodAddressHistory(tx, prepared.placed.address),
  });
  const reason = offer ? offer.reason : COD_MESSAGES.off;
  if (reason) throw new AppError('BAD_REQUEST', reason, [{ path: 'payment_method', message: reason }]);
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
