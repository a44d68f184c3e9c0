import { createOrderResponse } from '@store/contracts/orders';
import { expect } from 'vitest';
import { createOrder, payInTestMode, plainProducts, setStock, shopper } from './shop';
import { startShiprocketStandIn } from './shiprocket-stand-in';
import { createTestApp } from './test-app';

/**
 * A store booking couriers through a Shiprocket stand-in (docs/couriers.md), with a buyer, a
 * member of staff and a plain product well in stock; `env` adds settings.
 */
export async function courierShop(env: Record<string, string> = {}) {
  const standIn = await startShiprocketStandIn();
  const t = await createTestApp({
    env: {
      SHIPROCKET_EMAIL: standIn.email,
      SHIPROCKET_PASSWORD: standIn.password,
      SHIPROCKET_API_URL: standIn.url,
      ...env,
    },
  });
  const asha = await shopper(t.app, t.db, 'asha@example.com');
  const admin = await shopper(t.app, t.db, 'staff@example.com', 'admin');
  const [line] = (await plainProducts(t.db, 1)) as [{ id: string; variant: string }];
  await setStock(t.db, line.variant, 200);
  return {
    standIn,
    t,
    asha,
    admin,
    line,
    /** A paid order of `quantity` of the product, waiting to be shipped. */
    async paidOrder(quantity = 1) {
      const created = createOrderResponse.parse((await createOrder(t.app, asha, line, quantity)).body);
      expect((await payInTestMode(t.app, asha, created.raz.order_id)).status).toBe(200);
      return created.data;
    },
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}
export type CourierShop = Awaited<ReturnType<typeof courierShop>>;
