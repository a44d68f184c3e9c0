import type { AdminJob, AdminOrderDetail, AdminOrderSummary, Dashboard } from '@store/contracts/admin';

/** Fixtures for the back office's component tests. */

export function signInAs(role: 'admin' | 'customer'): void {
  localStorage.setItem(
    'user',
    JSON.stringify({ token: `t-${role}`, name: role === 'admin' ? 'Asha Admin' : 'Ravi', role }),
  );
}

export function envelope<T>(data: T, extra: Record<string, unknown> = {}) {
  return { error: false, status: 200, message: 'OK', data, ...extra };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const dailySales = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 3, 2 + i)).toISOString().slice(0, 10);
    return {
      date,
      salesPaise: i === 29 ? 249_900 : i % 3 === 0 ? 99_900 : 0,
      orders: i === 29 ? 2 : i % 3 === 0 ? 1 : 0,
    };
  });
  return {
    timeZone: 'Asia/Kolkata',
    today: { salesPaise: 249_900, orders: 2 },
    month: { salesPaise: 1_249_500, orders: 11 },
    awaitingShipment: 3,
    lowStockThreshold: 5,
    lowStockCount: 1,
    lowStock: [
      {
        variantId: 'v-1',
        productId: 'p-1',
        productName: 'Motul 7100 4T 10W-50',
        variantName: '1 litre',
        sku: 'MOTUL-7100-1L',
        stock: 2,
        hidden: false,
      },
    ],
    dailySales,
    goLiveOpen: 0,
    invoicesWaiting: 0,
    ...overrides,
  };
}

let seq = 0;

export function makeOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    orderNumber: `KMH${100_000 + seq}`,
    createdAt: '2026-05-01T06:30:00.000Z',
    paidAt: '2026-05-01T06:31:00.000Z',
    status: 'processing',
    paymentStatus: 'paid',
    totalPaise: 149_900,
    itemCount: 1,
    customer: { id: 'u-1', name: 'Anjali Nair', email: 'anjali@example.com' },
    shipTo: { name: 'Anjali Nair', phone: '9847012345', town: 'Kochi', state: 'Kerala', pinCode: '682019' },
    razorpayOrderId: 'order_test_1',
    trackingNumber: null,
    carrier: null,
    paymentMethod: 'online',
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...makeOrderSummary(),
    type: 'single',
    mrpTotalPaise: 199_900,
    shippingPaise: 0,
    codFeePaise: 0,
    cash: null,
    buyerCod: { refusedDeliveries: 0, blocked: false },
    address: {
      name: 'Anjali Nair',
      phone: '9847012345',
      pinCode: '682019',
      address: '12/450, Thykoodam Road',
      locality: 'Vyttila',
      town: 'Kochi',
      state: 'Kerala',
      landMark: 'Near Vyttila Hub',
    },
    failureReason: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    estimatedDelivery: '2026-05-06T06:31:00.000Z',
    business: null,
    documents: [
      { kind: 'invoice', number: 'KMH/26-27/000001', issuedAt: '2026-05-01T06:31:00.000Z', totalPaise: 149_900 },
    ],
    lines: [
      {
        productId: 'p-1',
        variantId: 'v-1',
        name: 'Axor Apex Helmet',
        variantName: 'M',
        sku: 'AXOR-APEX-M',
        image: '/media/demo/p/helmet.webp',
        unitPricePaise: 149_900,
        mrpPaise: 199_900,
        quantity: 1,
        lineTotalPaise: 149_900,
      },
    ],
    payments: [
      {
        provider: 'test',
        providerOrderId: 'order_test_1',
        providerPaymentId: 'pay_test_1',
        amountPaise: 149_900,
        status: 'captured',
        method: 'card',
        createdAt: '2026-05-01T06:31:00.000Z',
      },
    ],
    events: [
      {
        id: 'e1',
        fromStatus: null,
        toStatus: 'pending_payment',
        note: null,
        actor: { id: 'u-1', name: 'Anjali Nair' },
        at: '2026-05-01T06:30:00.000Z',
      },
      {
        id: 'e2',
        fromStatus: 'pending_payment',
        toStatus: 'processing',
        note: 'Paid',
        actor: null,
        at: '2026-05-01T06:31:00.000Z',
      },
    ],
    allowedActions: ['ship', 'cancel'],
    canCollectCash: false,
    canRecordRefusal: false,
    ...overrides,
  };
}

/** An outbox job: a mail waiting to go, unless `overrides` say otherwise. */
export function makeJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 'j0',
    kind: 'mail',
    summary: 'anjali@example.com: Your sign-up code',
    status: 'pending',
    attempts: 0,
    maxAttempts: 10,
    lastError: null,
    runAt: '2026-05-01T06:30:00.000Z',
    createdAt: '2026-05-01T06:30:00.000Z',
    doneAt: null,
    ...overrides,
  };
}
