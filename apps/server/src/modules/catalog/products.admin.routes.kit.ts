// What the product admin tests (products, product-editing, fitment-years, bulk-fitment) share: each file calls setUp() and gets its own app and database.
import { adminCategoryResponse, type AdminCategory, type ProductInputBody } from '@store/contracts/admin';
import { adminCall, catalogRefs } from '../../test/admin';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { afterAll, beforeAll } from 'vitest';

export let t: TestApp;
export let admin: Shopper;
export let refs: Awaited<ReturnType<typeof catalogRefs>>;

export type Body = ProductInputBody;

export const product = (overrides: Partial<Body> = {}): Body => ({
  name: 'Rolon Gold Chain Kit',
  brandId: refs.brand.id,
  categoryIds: [refs.leaf.id],
  fitment: [{ id: refs.model.id }],
  description: 'O-ring chain with hardened sprockets.',
  features: ['O-ring chain', '15,000 km life'],
  variants: [
    { name: '428 x 128', sku: 'rol-428-128', pricePaise: 249_900, mrpPaise: 299_900, stock: 7 },
    { name: '520 x 110', sku: 'ROL-520-110', pricePaise: 329_900, mrpPaise: 329_900, stock: 3 },
  ],
  ...overrides,
});
export const create = (body: unknown) => adminCall(t.app, admin, 'POST', '/api/admin/products', body);
export const save = (id: string, body: unknown) => adminCall(t.app, admin, 'PUT', `/api/admin/products/${id}`, body);
export const publicProduct = (id: string) => getJson(t.app, `/api/fetch_product?id=${id}`);
export const patchCategory = (id: string, body: unknown) =>
  adminCall(t.app, admin, 'PATCH', `/api/admin/categories/${id}`, body);

/**
 * A make of its own under Shop by Bike with one model made 2009-2020, so that no product of the
 * demo catalog lists them: each test file's bike is its alone.
 */
export async function testBike(name: string): Promise<{ make: AdminCategory; model: AdminCategory }> {
  const add = async (body: Record<string, unknown>) =>
    adminCategoryResponse.parse((await adminCall(t.app, admin, 'POST', '/api/admin/categories', body)).body).data;
  const make = await add({ name, parentId: refs.bikeRoot.id, kind: 'make' });
  const model = await add({ name: `${name} 400`, parentId: make.id, kind: 'model', yearFrom: 2009, yearTo: 2020 });
  return { make, model };
}

/** The app, shoppers and products these tests share, set up around each file's tests. */
export function setUp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
    refs = await catalogRefs(t.db);
  });
  afterAll(() => t?.close());
}
