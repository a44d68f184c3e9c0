import {
  ADMIN_MESSAGES,
  adminAuditListResponse,
  adminProductResponse,
  bulkFitmentResponse,
  type AdminCategory,
  type AdminProduct,
} from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { shopper } from '../../test/shop';
import {
  t,
  admin,
  refs,
  create,
  product,
  publicProduct,
  setUp,
  testBike,
  type Body,
} from './products.admin.routes.kit';

// docs/decisions/083: one bike added to (or taken off) many products at once.

setUp();

const ghost = '00000000-0000-4000-8000-000000000000';
let make: AdminCategory;
let model: AdminCategory;
/** Two plain products, one that has the model 2012-2015 already, and a universal one. */
let plain1: AdminProduct;
let plain2: AdminProduct;
let listed: AdminProduct;
let universal: AdminProduct;

const made = async (name: string, overrides: Partial<Body>) =>
  adminProductResponse.parse(
    (
      await create(
        product({
          name,
          variants: [{ name: 'Default', sku: name.toUpperCase(), pricePaise: 50_000, mrpPaise: 50_000, stock: 3 }],
          ...overrides,
        }),
      )
    ).body,
  ).data;
const assign = (body: Record<string, unknown>) => adminCall(t.app, admin, 'POST', '/api/admin/products/fitment', body);
const fitmentOf = async (id: string) =>
  adminProductResponse.parse((await adminCall(t.app, admin, 'GET', `/api/admin/products/${id}`)).body).data;

beforeAll(async () => {
  ({ make, model } = await testBike('Corsa'));
  plain1 = await made('bulk-1', {});
  plain2 = await made('bulk-2', {});
  listed = await made('bulk-3', { fitment: [{ id: model.id, from: 2012, to: 2015 }] });
  universal = await made('bulk-4', { fitment: [], universal: true });
});

describe('assigning a bike to many products', () => {
  it('adds a model with years in one change, skips universal products, and shows in the store at once', async () => {
    const before = productResponse.parse((await publicProduct(plain1.id)).body);
    expect(before.categories.map((c) => c._id)).not.toContain(model.id);

    const ids = [plain1.id, plain2.id, listed.id, universal.id];
    const res = await assign({ productIds: ids, bikeId: model.id, from: 2012, to: 2015, mode: 'add' });
    expect(res.status).toBe(200);
    const answer = bulkFitmentResponse.parse(res.body);
    expect(answer.data).toEqual({ mode: 'add', changed: 2, unchanged: 1, skippedUniversal: 1 });
    expect(answer.message).toBe('Fitment added to 2 products; 1 product already had it; 1 universal product skipped');

    const after = await fitmentOf(plain1.id);
    expect(after.fitment).toEqual([
      { id: refs.model.id, name: refs.model.name, path: expect.any(String), from: null, to: null },
      { id: model.id, name: 'Corsa 400', path: model.path, from: 2012, to: 2015 },
    ]);
    expect(after.updatedAt > plain1.updatedAt).toBe(true);
    expect(await fitmentOf(universal.id)).toMatchObject({ universal: true, fitment: [] });
    const shop = productResponse.parse((await publicProduct(plain1.id)).body);
    expect(shop.categories).toContainEqual(expect.objectContaining({ _id: model.id, from: 2012, to: 2015 }));

    const audit = adminAuditListResponse
      .parse((await adminCall(t.app, admin, 'GET', '/api/admin/audit?entity=product')).body)
      .data.items.find((e) => e.action === 'product.fitment_add');
    expect(audit).toMatchObject({
      actor: { id: admin.id },
      entityId: null,
      before: {
        bike: { id: model.id },
        products: [
          { id: plain1.id, fitment: null },
          { id: plain2.id, fitment: null },
        ],
      },
      after: { products: [{ id: plain1.id, fitment: { from: 2012, to: 2015 } }, { id: plain2.id }] },
    });
  });

  it('gives products that have the model the new years, and adds a make without years', async () => {
    const res = await assign({ productIds: [plain1.id, listed.id], bikeId: model.id, from: 2010, mode: 'add' });
    expect(bulkFitmentResponse.parse(res.body).data).toMatchObject({ changed: 2, unchanged: 0 });
    expect((await fitmentOf(listed.id)).fitment).toMatchObject([{ id: model.id, from: 2010, to: null }]);

    const makes = await assign({ productIds: [plain1.id, plain2.id], bikeId: make.id, mode: 'add' });
    expect(bulkFitmentResponse.parse(makes.body).message).toBe('Fitment added to 2 products');
    expect((await fitmentOf(plain2.id)).fitment.map((f) => [f.id, f.from, f.to])).toEqual([
      [refs.model.id, null, null],
      [model.id, 2012, 2015],
      [make.id, null, null],
    ]);
  });

  it('removes a bike from every product that has it', async () => {
    const ids = [plain1.id, plain2.id, listed.id, universal.id];
    const res = await assign({ productIds: ids, bikeId: model.id, mode: 'remove' });
    expect(bulkFitmentResponse.parse(res.body)).toMatchObject({
      message: 'Fitment removed from 3 products; 1 universal product skipped',
      data: { mode: 'remove', changed: 3, unchanged: 0, skippedUniversal: 1 },
    });
    expect((await fitmentOf(listed.id)).fitment).toEqual([]);
    expect((await fitmentOf(plain1.id)).fitment.map((f) => f.id)).toEqual([refs.model.id, make.id]);
    const again = await assign({ productIds: ids.slice(0, 2), bikeId: model.id, mode: 'remove' });
    expect(bulkFitmentResponse.parse(again.body).message).toBe(
      'Fitment removed from 0 products; 2 products did not have it',
    );
    const shop = productResponse.parse((await publicProduct(plain1.id)).body);
    expect(shop.categories.map((c) => c._id)).not.toContain(model.id);
  });

  it('refuses the whole change for an unknown product, a bike that is not one, or years that do not hold', async () => {
    const base = { productIds: [plain1.id], bikeId: model.id, mode: 'add' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ productIds: [plain2.id, ghost] }, 'productIds.1', ADMIN_MESSAGES.unknownProduct],
      [{ bikeId: ghost }, 'bikeId', ADMIN_MESSAGES.unknownCategory],
      [{ bikeId: refs.leaf.id }, 'bikeId', ADMIN_MESSAGES.fitmentKind],
      [{ bikeId: make.id, from: 2012 }, 'from', ADMIN_MESSAGES.yearsOnlyOnModels],
      [{ from: 2005 }, 'from', ADMIN_MESSAGES.yearsOutsideModel('Corsa 400', '2009–2020')],
      [{ from: 2015, to: 2012 }, 'to', ADMIN_MESSAGES.yearsOrder],
      [{ mode: 'remove', to: 2015 }, 'from', ADMIN_MESSAGES.bulkYearsOnRemove],
      [{ mode: 'swap' }, 'mode', ADMIN_MESSAGES.bulkMode],
      [{ productIds: [] }, 'productIds', ADMIN_MESSAGES.bulkNoProducts],
      [{ productIds: Array.from({ length: 501 }, () => plain1.id) }, 'productIds', ADMIN_MESSAGES.bulkTooMany(500)],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await assign({ ...base, ...overrides });
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, message });
    }
    // Nothing of the refused change was written.
    expect((await fitmentOf(plain2.id)).fitment.map((f) => f.id)).not.toContain(model.id);
  });

  it('is for admins only', async () => {
    const customer = await shopper(t.app, t.db, 'rider@example.com');
    const body = { productIds: [plain1.id], bikeId: model.id, mode: 'add' };
    expect((await adminCall(t.app, customer, 'POST', '/api/admin/products/fitment', body)).status).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/products/fitment', payload: body });
    expect(visitor.statusCode).toBe(401);
    expect((await fitmentOf(plain1.id)).fitment.map((f) => f.id)).not.toContain(model.id);
  });
});
