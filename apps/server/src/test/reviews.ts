import { createOrderResponse } from '@store/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { call } from './accounts';
import { createOrder, payInTestMode } from './shop';

type Line = { id: string; variant: string };

/** Places and pays an order for one line; answers the order id. */
export async function paidOrder(app: FastifyInstance, who: { token: string }, line: Line): Promise<string> {
  const created = await createOrder(app, who, line);
  if (created.status !== 200) throw new Error(`create_order failed: ${JSON.stringify(created.body)}`);
  const order = createOrderResponse.parse(created.body);
  const paid = await payInTestMode(app, who, order.raz.order_id);
  if (paid.status !== 200) throw new Error(`verify_order failed: ${JSON.stringify(paid.body)}`);
  return order.data._id;
}

/** The back office's ship (or ship then deliver) of an order. */
export async function moveOrder(
  app: FastifyInstance,
  admin: { token: string },
  orderId: string,
  to: 'shipped' | 'delivered',
): Promise<void> {
  const ship = await call(
    app,
    'POST',
    `/api/admin/orders/${orderId}/ship`,
    { tracking_number: 'KMH-TRK-1', carrier: 'India Post Speed Post' },
    admin,
  );
  if (ship.status !== 200) throw new Error(`ship failed: ${JSON.stringify(ship.body)}`);
  if (to === 'shipped') return;
  const deliver = await call(app, 'POST', `/api/admin/orders/${orderId}/deliver`, {}, admin);
  if (deliver.status !== 200) throw new Error(`deliver failed: ${JSON.stringify(deliver.body)}`);
}

/** An order of this line that the shopper has received, moved there by the real routes. */
export async function deliveredOrder(
  app: FastifyInstance,
  who: { token: string },
  admin: { token: string },
  line: Line,
): Promise<string> {
  const orderId = await paidOrder(app, who, line);
  await moveOrder(app, admin, orderId, 'delivered');
  return orderId;
}

/** POST /api/create_review_rating. */
export const postReview = (app: FastifyInstance, who: { token: string } | undefined, body: unknown) =>
  call(app, 'POST', '/api/create_review_rating', body, who ?? {});
