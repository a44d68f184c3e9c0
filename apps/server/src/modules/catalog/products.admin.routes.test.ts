import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  adminAuditListResponse,
  adminProductImagesResponse,
  adminProductListResponse,
  adminProductResponse,
  type ProductInputBody,
} from '@store/contracts/admin';
import { productResponse, searchResponse } from '@store/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminUpload, catalogRefs } from '../../test/admin';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { photo } from '../../test/uploads';

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;

type Body = ProductInputBody;

const product = (overrides: Partial<Body> = {}): Body => ({
  name: 'Rolon Gold Chain Kit',
  brandId: refs.brand.id,
  categoryIds: [refs.leaf.id],
  fitmentIds: [refs.model.id],
  description: 'O-ring chain with hardened sprockets.',
  features: ['O-ring chain', '15,000 km life'],
  variants: [
    { name: '428 x 128', sku: 'rol-428-128', pricePaise: 249_900, mrpPaise: 299_900, stock: 7 },
    { name: '520 x 110', sku: 'ROL-520-110', pricePaise: 329_900, mrpPaise: 329_900, stock: 3 },
  ],
  ...overrides,
});
const create = (body: unknown) => adminCall(t.app, admin, 'POST', '/api/admin/products', body);
const save = (id: string, body: unknown) => adminCall(t.app, admin, 'PUT', `/api/admin/products/${id}`, body);
const publicProduct = (id: string) => getJson(t.app, `/api/fetch_product?id=${id}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  refs = await catalogRefs(t.db);
});
afterAll(() => t?.close());

describe('creating a product', () => {
  it('saves variants, categories and fitment, and shows it on the storefront at once', async () => {
    const res = await create(product());
    expect(res.status).toBe(200);
    const p = adminProductResponse.parse(res.body).data;
    expect(p).toMatchObject({
      name: 'Rolon Gold Chain Kit',
      slug: 'rolon-gold-chain-kit',
      brand: { id: refs.brand.id },
      categories: [{ id: refs.leaf.id, name: refs.leaf.name }],
      fitment: [{ id: refs.model.id }],
      features: ['O-ring chain', '15,000 km life'],
      hidden: false,
    });
    expect(p.categories[0]?.path).toContain(' › ');
    expect(p.variants.map((v) => [v.sku, v.discountPercent, v.position])).toEqual([
      ['ROL-428-128', 17, 0],
      ['ROL-520-110', 0, 1],
    ]);

    const shop = productResponse.parse((await publicProduct(p.id)).body);
    expect(shop.data).toMatchObject({ price: 299_900, discount_price: 249_900, quantity: 10, variant_count: 2 });
    expect(shop.categories.map((c) => c._id)).toEqual([refs.model.id]);
    const found = searchResponse.parse((await getJson(t.app, '/api/search?search=rolon%20gold')).body);
    expect(found.products.map((x) => x._id)).toContain(p.id);

    const audit = adminAuditListResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/audit?entity=product&entityId=${p.id}`)).body,
    ).data;
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ action: 'product.create', before: null, actor: { id: admin.id } });
    expect((audit.items[0]?.after as { variants: unknown[] }).variants).toHaveLength(2);
  });

  it('makes a free slug when the name is taken, and refuses a slug asked for that is taken', async () => {
    const again = adminProductResponse.parse(
      (
        await create(
          product({ variants: [{ name: 'Default', sku: 'ROL-X1', pricePaise: 100, mrpPaise: 100, stock: 0 }] }),
        )
      ).body,
    ).data;
    expect(again.slug).toBe('rolon-gold-chain-kit-2');
    const taken = await create(
      product({
        slug: 'rolon-gold-chain-kit',
        variants: [{ name: 'Default', sku: 'ROL-X2', pricePaise: 100, mrpPaise: 100, stock: 0 }],
      }),
    );
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'This slug is already used', errors: [{ path: 'slug' }] },
    });
  });

  it.each([
    [
      'a price above the original price',
      { variants: [{ name: 'A', sku: 'P1', pricePaise: 500, mrpPaise: 400, stock: 1 }] },
      'variants.0.pricePaise',
      'Price must not be more than the original price (MRP)',
    ],
    [
      'a price in rupees with paise',
      { variants: [{ name: 'A', sku: 'P1', pricePaise: 99.5, mrpPaise: 100, stock: 1 }] },
      'variants.0.pricePaise',
      'Price must be a whole number of paise',
    ],
    [
      'a zero price',
      { variants: [{ name: 'A', sku: 'P1', pricePaise: 0, mrpPaise: 100, stock: 1 }] },
      'variants.0.pricePaise',
      'Price must be more than zero',
    ],
    [
      'negative stock',
      { variants: [{ name: 'A', sku: 'P1', pricePaise: 100, mrpPaise: 100, stock: -1 }] },
      'variants.0.stock',
      'Stock cannot be negative',
    ],
    [
      'a repeated SKU',
      {
        variants: [
          { name: 'A', sku: 'P1', pricePaise: 100, mrpPaise: 100, stock: 1 },
          { name: 'B', sku: 'p1', pricePaise: 100, mrpPaise: 100, stock: 1 },
        ],
      },
      'variants.1.sku',
      'SKU P1 appears more than once',
    ],
    [
      'a bad SKU',
      { variants: [{ name: 'A', sku: 'no spaces', pricePaise: 100, mrpPaise: 100, stock: 1 }] },
      'variants.0.sku',
      'SKU may hold letters, digits, dots, slashes, underscores and hyphens (at most 64)',
    ],
    ['no variants', { variants: [] }, 'variants', 'Add at least one variant'],
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['no category', { categoryIds: [] }, 'categoryIds', 'Choose at least one category'],
    ['a bad slug', { slug: 'Not A Slug' }, 'slug', 'Slug may hold only lower-case letters, digits and single hyphens'],
    ['an outside image-less brand id', { brandId: 'nike' }, 'brandId', 'Invalid id'],
  ])('refuses %s with 400 and the field', async (_what, overrides, field, message) => {
    const res = await create(product(overrides as Partial<Body>));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: field, message });
  });

  it('refuses unknown brands and categories, and bikes and categories mixed up', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[Partial<Body>, string, string]> = [
      [{ brandId: ghost }, 'brandId', 'Unknown brand'],
      [{ categoryIds: [ghost] }, 'categoryIds.0', 'Unknown category'],
      [
        { categoryIds: [refs.model.id] },
        'categoryIds.0',
        'A make or model is a suitable bike: list it under fitment, not categories',
      ],
      [{ fitmentIds: [refs.leaf.id] }, 'fitmentIds.0', 'Suitable bikes must be makes or models under Shop by Bike'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await create(
        product({ ...overrides, variants: [{ name: 'A', sku: 'REF-1', pricePaise: 100, mrpPaise: 100, stock: 1 }] }),
      );
      expect(res.status, path).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
  });

  it('refuses an SKU another product already has with 409', async () => {
    const res = await create(
      product({
        name: 'Copy',
        variants: [{ name: 'A', sku: 'rol-428-128', pricePaise: 100, mrpPaise: 100, stock: 1 }],
      }),
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'SKU ROL-428-128 is already used by another product' } });
    expect(res.body.errors).toEqual([
      { path: 'variants.0.sku', message: 'SKU ROL-428-128 is already used by another product' },
    ]);
  });
});

describe('editing a product', () => {
  it('shows a new price on the public product page immediately', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({
            name: 'DID Chain',
            variants: [{ name: 'Default', sku: 'DID-1', pricePaise: 150_000, mrpPaise: 200_000, stock: 4 }],
          }),
        )
      ).body,
    ).data;
    expect(productResponse.parse((await publicProduct(p.id)).body).data.discount_price).toBe(150_000);
    const v = p.variants[0]!;
    const saved = await save(
      p.id,
      product({
        name: 'DID Chain',
        variants: [{ id: v.id, name: 'Default', sku: 'DID-1', pricePaise: 139_900, mrpPaise: 200_000, stock: 4 }],
      }),
    );
    expect(saved.status).toBe(200);
    expect(productResponse.parse((await publicProduct(p.id)).body).data.discount_price).toBe(139_900);

    const quick = await adminCall(t.app, admin, 'PATCH', `/api/admin/variants/${v.id}`, {
      pricePaise: 129_900,
      stock: 9,
    });
    expect(quick.body.data).toMatchObject({ pricePaise: 129_900, stock: 9, discountPercent: 35, productId: p.id });
    const shop = productResponse.parse((await publicProduct(p.id)).body).data;
    expect(shop).toMatchObject({ discount_price: 129_900, quantity: 9 });
  });

  it('refuses a quick edit that puts the price above the original price, and unknown variants', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({ name: 'Quick', variants: [{ name: 'D', sku: 'QK-1', pricePaise: 500, mrpPaise: 900, stock: 1 }] }),
        )
      ).body,
    ).data;
    const v = p.variants[0]!.id;
    expect(await adminCall(t.app, admin, 'PATCH', `/api/admin/variants/${v}`, { mrpPaise: 400 })).toMatchObject({
      status: 400,
      body: { message: 'Price must not be more than the original price (MRP)', errors: [{ path: 'mrpPaise' }] },
    });
    expect((await adminCall(t.app, admin, 'PATCH', `/api/admin/variants/${v}`, { stock: -3 })).status).toBe(400);
    expect((await adminCall(t.app, admin, 'PATCH', `/api/admin/variants/${v}`, {})).body.message).toBe(
      'Nothing to change',
    );
    expect(
      (await adminCall(t.app, admin, 'PATCH', '/api/admin/variants/00000000-0000-4000-8000-000000000000', { stock: 1 }))
        .status,
    ).toBe(404);
  });

  it('adds, removes and swaps variants, matched by id or SKU', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({
            name: 'Swap Kit',
            variants: [
              { name: 'A', sku: 'SW-A', pricePaise: 100, mrpPaise: 100, stock: 1 },
              { name: 'B', sku: 'SW-B', pricePaise: 200, mrpPaise: 200, stock: 2 },
              { name: 'C', sku: 'SW-C', pricePaise: 300, mrpPaise: 300, stock: 3 },
            ],
          }),
        )
      ).body,
    ).data;
    const [a, b] = p.variants;
    const res = await save(
      p.id,
      product({
        name: 'Swap Kit',
        variants: [
          { id: b!.id, name: 'B', sku: 'SW-A', pricePaise: 200, mrpPaise: 200, stock: 2 },
          { id: a!.id, name: 'A', sku: 'SW-B', pricePaise: 100, mrpPaise: 100, stock: 1 },
          { name: 'D', sku: 'SW-D', pricePaise: 400, mrpPaise: 400, stock: 4 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const after = adminProductResponse.parse(res.body).data;
    expect(after.variants.map((v) => [v.id, v.sku])).toEqual([
      [b!.id, 'SW-A'],
      [a!.id, 'SW-B'],
      [expect.any(String), 'SW-D'],
    ]);
    expect(productResponse.parse((await publicProduct(p.id)).body).data.quantity).toBe(7);
  });

  it("refuses another product's variant id and an unknown product", async () => {
    const mine = adminProductResponse.parse(
      (
        await create(
          product({ name: 'Mine', variants: [{ name: 'A', sku: 'MN-1', pricePaise: 100, mrpPaise: 100, stock: 1 }] }),
        )
      ).body,
    ).data;
    const theirs = adminProductResponse.parse(
      (
        await create(
          product({ name: 'Theirs', variants: [{ name: 'A', sku: 'TH-1', pricePaise: 100, mrpPaise: 100, stock: 1 }] }),
        )
      ).body,
    ).data;
    const res = await save(
      mine.id,
      product({
        name: 'Mine',
        variants: [{ id: theirs.variants[0]!.id, name: 'A', sku: 'MN-1', pricePaise: 100, mrpPaise: 100, stock: 1 }],
      }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'variants.0.id', message: 'This variant belongs to another product' }] },
    });
    expect((await save('00000000-0000-4000-8000-000000000000', product())).status).toBe(404);
  });

  it('hides and shows a product, each recorded in the audit log', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({
            name: 'Hideaway',
            variants: [{ name: 'A', sku: 'HD-1', pricePaise: 100, mrpPaise: 100, stock: 1 }],
          }),
        )
      ).body,
    ).data;
    expect((await adminCall(t.app, admin, 'POST', `/api/admin/products/${p.id}/hide`)).body.data.hidden).toBe(true);
    expect((await publicProduct(p.id)).status).toBe(404);
    expect((await adminCall(t.app, admin, 'POST', `/api/admin/products/${p.id}/unhide`)).body.data.hidden).toBe(false);
    expect((await publicProduct(p.id)).status).toBe(200);
    const audit = adminAuditListResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/audit?entityId=${p.id}`)).body,
    ).data;
    expect(audit.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['product.unhide', { hidden: true }, { hidden: false }],
      ['product.hide', { hidden: false }, { hidden: true }],
      ['product.create', null, expect.any(Object)],
    ]);
    expect(
      (await adminCall(t.app, admin, 'POST', '/api/admin/products/00000000-0000-4000-8000-000000000000/hide')).status,
    ).toBe(404);
  });
});

describe('GET /api/admin/products', () => {
  const list = async (query: string) => {
    const res = await adminCall(t.app, admin, 'GET', `/api/admin/products?${query}`);
    expect(res.status).toBe(200);
    return adminProductListResponse.parse(res.body).data;
  };

  it('searches by name and SKU and filters by brand, category subtree, visibility and stock', async () => {
    expect((await list('q=rol-520')).items.map((p) => p.name)).toEqual(['Rolon Gold Chain Kit']);
    const byRoot = await list(`categoryId=${refs.root.id}&q=rolon&pageSize=100`);
    expect(byRoot.items.map((p) => p.slug)).toContain('rolon-gold-chain-kit');
    expect((await list(`brandId=${refs.otherBrand.id}&q=rolon`)).total).toBe(0);
    const hidden = await list('visibility=hidden&pageSize=100');
    expect(hidden.items.every((p) => p.hidden)).toBe(true);
    const out = await list('stock=out&pageSize=100');
    expect(out.items.every((p) => p.stock === 0)).toBe(true);
    expect(out.items.map((p) => p.slug)).toContain('rolon-gold-chain-kit-2');
    const all = await list('pageSize=5&page=2');
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(100);
  });

  it('refuses bad filters', async () => {
    for (const query of ['visibility=gone', 'stock=many', 'brandId=x', 'pageSize=0', 'sort=price']) {
      expect((await adminCall(t.app, admin, 'GET', `/api/admin/products?${query}`)).status, query).toBe(400);
    }
  });
});

describe('product images', () => {
  const upload = (id: string, data: Buffer, type = 'image/png') =>
    adminUpload(t.app, admin, `/api/admin/products/${id}/images`, [{ data, type, filename: 'x.png' }]);
  const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/media\//, ''));

  it('uploads, reorders and deletes, re-encoded to WebP at 800 and 400 px', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({
            name: 'Pictured',
            variants: [{ name: 'A', sku: 'PIC-1', pricePaise: 100, mrpPaise: 100, stock: 1 }],
          }),
        )
      ).body,
    ).data;
    const first = await upload(p.id, await photo('png', 1200, 900));
    expect(first.status).toBe(200);
    const second = adminProductImagesResponse.parse((await upload(p.id, await photo('jpeg'), 'image/jpeg')).body).data;
    expect(second).toHaveLength(2);
    const [one, two] = second as [(typeof second)[0], (typeof second)[0]];
    expect(one.url).toMatch(/^\/media\/catalog\/product\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(fileOf(one.url))).toBe(true);
    expect(existsSync(fileOf(one.url.replace('.webp', '-w400.webp')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: one.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(productResponse.parse((await publicProduct(p.id)).body).data.front_image).toBe(one.url);

    const reordered = await adminCall(t.app, admin, 'PUT', `/api/admin/products/${p.id}/images/order`, {
      imageIds: [two.id, one.id],
    });
    expect(reordered.body.data.map((i: { id: string }) => i.id)).toEqual([two.id, one.id]);
    expect(productResponse.parse((await publicProduct(p.id)).body).data.front_image).toBe(two.url);
    expect(
      (await adminCall(t.app, admin, 'PUT', `/api/admin/products/${p.id}/images/order`, { imageIds: [two.id] })).body
        .message,
    ).toBe('List every image of the product exactly once');

    const left = await adminCall(t.app, admin, 'DELETE', `/api/admin/products/${p.id}/images/${two.id}`);
    expect(left.body.data.map((i: { id: string }) => i.id)).toEqual([one.id]);
    expect(existsSync(fileOf(two.url))).toBe(false);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/products/${p.id}/images/${two.id}`)).status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP picture, whatever it claims to be', async () => {
    const p = adminProductResponse.parse(
      (
        await create(
          product({
            name: 'Refused',
            variants: [{ name: 'A', sku: 'REF-9', pricePaise: 100, mrpPaise: 100, stock: 1 }],
          }),
        )
      ).body,
    ).data;
    expect(await upload(p.id, Buffer.from('<svg onload="alert(1)"></svg>'))).toMatchObject({
      status: 415,
      body: { message: 'Upload a JPEG, PNG or WebP image' },
    });
    const truncated = (await photo('png')).subarray(0, 40);
    expect((await upload(p.id, truncated)).body.message).toBe('This image could not be read');
    const noFile = await adminUpload(t.app, admin, `/api/admin/products/${p.id}/images`, [
      { data: await photo('png'), field: 'picture' },
    ]);
    expect(noFile).toMatchObject({ status: 400, body: { message: 'Choose an image file to upload' } });
    const json = await adminCall(t.app, admin, 'POST', `/api/admin/products/${p.id}/images`, { file: 'x' });
    expect(json).toMatchObject({ status: 400, body: { message: 'Choose an image file to upload' } });
    expect((await upload('00000000-0000-4000-8000-000000000000', await photo('png'))).status).toBe(404);
  });
});
