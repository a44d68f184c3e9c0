import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  adminAuditListResponse,
  adminProductImagesResponse,
  adminProductListResponse,
  adminProductResponse,
} from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { adminCall, adminUpload } from '../../test/admin';
import { photo } from '../../test/uploads';
import { t, admin, product, create, save, publicProduct, setUp } from './products.admin.routes.kit';

setUp();

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

  it('keeps a product’s packed weight, which a save that names none (an import) leaves as it is', async () => {
    const made = await create(
      product({
        name: 'Weighed Kit',
        weightGrams: 1450,
        variants: [{ name: 'D', sku: 'WGT-1', pricePaise: 500, mrpPaise: 900, stock: 3 }],
      }),
    );
    const p = adminProductResponse.parse(made.body).data;
    expect(p.weightGrams).toBe(1450);
    const body = (change: Record<string, unknown>) =>
      product({
        name: 'Weighed Kit',
        variants: [{ id: p.variants[0]!.id, name: 'D', sku: 'WGT-1', pricePaise: 500, mrpPaise: 900, stock: 3 }],
        ...change,
      });
    const kept = await save(p.id, body({ description: 'Saved without a weight.' }));
    expect(adminProductResponse.parse(kept.body).data.weightGrams).toBe(1450);
    for (const bad of [0, 50_001, 2.5, '900']) {
      const refused = await save(p.id, body({ weightGrams: bad }));
      expect(refused.status, String(bad)).toBe(400);
    }
    const cleared = await save(p.id, body({ weightGrams: null }));
    expect(adminProductResponse.parse(cleared.body).data.weightGrams).toBeNull();
  });

  it('keeps a product’s own low-stock level, which a save that names none (an import) leaves as it is', async () => {
    const made = await create(
      product({
        name: 'Level Kit',
        lowStockLevel: 12,
        variants: [{ name: 'D', sku: 'LVL-1', pricePaise: 500, mrpPaise: 900, stock: 11 }],
      }),
    );
    const p = adminProductResponse.parse(made.body).data;
    expect(p.lowStockLevel).toBe(12);
    const body = (change: Record<string, unknown>) =>
      product({
        name: 'Level Kit',
        variants: [{ id: p.variants[0]!.id, name: 'D', sku: 'LVL-1', pricePaise: 500, mrpPaise: 900, stock: 11 }],
        ...change,
      });
    const kept = await save(p.id, body({ description: 'Saved without a level.' }));
    expect(adminProductResponse.parse(kept.body).data.lowStockLevel).toBe(12);
    // Dashboard and the products list count it low at 11, under its own level though above the shop's 5.
    const lowIds = async () =>
      adminProductListResponse
        .parse((await adminCall(t.app, admin, 'GET', '/api/admin/products?stock=low&q=Level%20Kit')).body)
        .data.items.map((row) => row.id);
    expect(await lowIds()).toContain(p.id);
    for (const bad of [-1, 1001, 2.5, '7']) {
      const refused = await save(p.id, body({ lowStockLevel: bad }));
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.message).toBe(
        'The low-stock level must be a whole number from 0 to 1000, or empty for the shop’s level',
      );
    }
    const back = await save(p.id, body({ lowStockLevel: null }));
    expect(adminProductResponse.parse(back.body).data.lowStockLevel).toBeNull();
    expect(await lowIds()).not.toContain(p.id);
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
