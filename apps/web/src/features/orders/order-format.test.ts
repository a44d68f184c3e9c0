import type { Order } from '@store/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  formatEstimatedDelivery,
  formatIndianDate,
  orderPaymentStatusLabel,
  ordersInTab,
  parseOrderTab,
  paymentMethodLabel,
  sentence,
  statusLook,
} from './order-format';

describe('estimated delivery', () => {
  it('formats in en-IN, day before month', () => {
    expect(formatIndianDate('2026-11-25T10:00:00.000Z')).toBe('25 Nov 2026');
  });

  it("is 'N/A' when missing or not a date", () => {
    expect(formatEstimatedDelivery({ estimatedDelivery: null })).toBe('N/A');
    expect(formatEstimatedDelivery({ estimatedDelivery: 'yesterday-ish' })).toBe('N/A');
    expect(formatIndianDate('not a date')).toBe('N/A');
    expect(formatIndianDate('')).toBe('N/A');
  });

  it("shows the server's date, worked out from the payment", () => {
    expect(formatEstimatedDelivery({ estimatedDelivery: '2026-12-01T00:00:00.000Z' })).toBe('1 Dec 2026');
  });
});

describe('order tabs', () => {
  const orders = (['processing', 'shipped', 'delivered', 'pending_payment', 'shipped'] as const).map(
    (orderStatus, i) => ({ _id: String(i), orderStatus }) as Order,
  );

  it('All holds every order, unpaid ones included; the others hold their status only', () => {
    expect(ordersInTab(orders, 'all')).toHaveLength(5);
    expect(ordersInTab(orders, 'shipped').map((o) => o._id)).toEqual(['1', '4']);
    expect(ordersInTab(orders, 'processing').map((o) => o._id)).toEqual(['0']);
    expect(ordersInTab(orders, 'delivered').map((o) => o._id)).toEqual(['2']);
  });

  it('reads the tab from the URL, unknown values meaning All', () => {
    expect(parseOrderTab('shipped')).toBe('shipped');
    expect(parseOrderTab('cancelled')).toBe('all');
    expect(parseOrderTab(null)).toBe('all');
  });
});

describe('status look', () => {
  it('gives the three shipping statuses their own look and anything else the default', () => {
    const looks = ['processing', 'shipped', 'delivered'].map((s) => statusLook(s).className);
    expect(new Set(looks).size).toBe(3);
    expect(statusLook('something-new')).toEqual({ label: 'something-new', className: 'bg-muted text-foreground' });
  });
});

describe('sentence', () => {
  it('ends a reason with a full stop once', () => {
    expect(sentence('Payment declined (test mode)')).toBe('Payment declined (test mode).');
    expect(sentence('Your card was declined. ')).toBe('Your card was declined.');
  });
});

describe('how an order is paid', () => {
  const cash = { paymentMethod: 'cod', paymentStatus: 'created', orderStatus: 'shipped', totalAmount: 91_700 } as const;

  it('tells a cash order what to pay the courier until it is collected, and nothing once cancelled', () => {
    expect(paymentMethodLabel(cash)).toBe('Cash on delivery — pay ₹917 when it arrives');
    expect(orderPaymentStatusLabel(cash)).toBe('Due on delivery');
    expect(paymentMethodLabel({ ...cash, paymentStatus: 'refunded' })).toBe('Paid in cash');
    expect(paymentMethodLabel({ ...cash, orderStatus: 'cancelled' })).toBe('Cash on delivery');
    expect(orderPaymentStatusLabel({ ...cash, orderStatus: 'cancelled' })).toBe('Not paid');
  });

  it('keeps the payment status words for an online order', () => {
    const online = { ...cash, paymentMethod: 'online' } as const;
    expect(paymentMethodLabel(online)).toBe('Online payment');
    expect(orderPaymentStatusLabel(online)).toBe('Awaiting payment');
  });
});
