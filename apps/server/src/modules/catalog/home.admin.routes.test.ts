import { adminBannerResponse, adminHomeResponse, uploadResponse } from '@store/contracts/admin';
import { homeResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { adminCall, adminUpload } from '../../test/admin';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { photo } from '../../test/uploads';

let t: TestApp;
let admin: Shopper;
let picks: Array<{ id: string; price_paise: number }>;

const storefront = async () => homeResponse.parse((await getJson(t.app, '/api/home')).body).data;
const adminHome = async () =>
  adminHomeResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/home')).body).data;
const setSection = (section: string, items: unknown[]) =>
  adminCall(t.app, admin, 'PUT', `/api/admin/home/sections/${section}`, { items });

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  picks = await queryRows(
    t.db,
    z.object({ id: z.string(), price_paise: z.number() }),
    sql`SELECT id, price_paise FROM products WHERE NOT is_hidden AND variant_count > 0 AND price_paise > 1000
        ORDER BY slug LIMIT 3`,
  );
});
afterAll(() => t?.close());

describe('banners', () => {
  it('are added with an uploaded image, edited, switched off, reordered and removed', async () => {
    const uploaded = await adminUpload(t.app, admin, '/api/admin/uploads?kind=banner', [
      { data: await photo('jpeg', 2000, 700) },
    ]);
    expect(uploaded.status).toBe(200);
    const image = uploadResponse.parse(uploaded.body).data.url;
    expect(image).toMatch(/^\/media\/catalog\/banner\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: image.replace('.webp', '-w800.webp') })).statusCode).toBe(200);

    const created = await adminCall(t.app, admin, 'POST', '/api/admin/banners', {
      image,
      heading: 'Monsoon <b>sale</b>',
      description: 'Rain gear at 20% off',
    });
    expect(created.status).toBe(200);
    const banner = adminBannerResponse.parse(created.body).data;
    expect(banner).toMatchObject({ active: true, heading: 'Monsoon <b>sale</b>' });
    const shown = (await storefront()).banners.map((b) => b.BannerId);
    expect(shown.at(-1)).toMatchObject({ _id: banner.id, image, heading: 'Monsoon <b>sale</b>' });

    const off = await adminCall(t.app, admin, 'PUT', `/api/admin/banners/${banner.id}`, { ...banner, active: false });
    expect(off.body.data.active).toBe(false);
    expect((await storefront()).banners.some((b) => b.BannerId._id === banner.id)).toBe(false);
    expect((await adminHome()).banners.some((b) => b.id === banner.id)).toBe(true);
    await adminCall(t.app, admin, 'PUT', `/api/admin/banners/${banner.id}`, { ...banner, active: true });

    const ids = (await adminHome()).banners.map((b) => b.id);
    const reversed = [...ids].reverse();
    const ordered = await adminCall(t.app, admin, 'PUT', '/api/admin/banners/order', { ids: reversed });
    expect(ordered.body.data.banners.map((b: { id: string }) => b.id)).toEqual(reversed);
    expect((await storefront()).banners[0]?.BannerId._id).toBe(banner.id);
    expect((await adminCall(t.app, admin, 'PUT', '/api/admin/banners/order', { ids: ids.slice(1) })).body.message).toBe(
      'List every banner exactly once',
    );

    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/banners/${banner.id}`)).status).toBe(200);
    expect((await storefront()).banners.some((b) => b.BannerId._id === banner.id)).toBe(false);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/banners/${banner.id}`)).status).toBe(404);
  });

  it('refuse images from elsewhere and missing headings', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await adminCall(t.app, admin, 'POST', '/api/admin/banners', body)).body;
    for (const image of [
      'https://evil.example/x.webp',
      '/media/../../etc/passwd.webp',
      'javascript:alert(1)',
      '/media/x.svg',
    ]) {
      expect((await bad({ image, heading: 'H' })).errors).toContainEqual({
        path: 'image',
        message: 'Image must be an image uploaded to the shop (/media/….webp)',
      });
    }
    expect((await bad({ image: '/media/a.webp', heading: '' })).message).toBe('Heading is required');
    expect(
      (await adminUpload(t.app, admin, '/api/admin/uploads?kind=poster', [{ data: await photo('png') }])).body.message,
    ).toBe('Unknown image kind');
  });
});

describe('home sections', () => {
  it('set the ordered products of a section, shown on the storefront at once', async () => {
    const ids = picks.map((p) => p.id);
    const res = await setSection('trending', [{ productId: ids[2] }, { productId: ids[0] }]);
    expect(res.status).toBe(200);
    expect(res.body.data.sections.trending.map((i: { productId: string }) => i.productId)).toEqual([ids[2], ids[0]]);
    expect((await storefront()).trendingProducts.map((e) => e.productId._id)).toEqual([ids[2], ids[0]]);
    expect((await setSection('featured', [])).status).toBe(200);
    expect((await storefront()).featuredCategories).toEqual([]);
  });

  it('keep flash deals with their own price and end time', async () => {
    const [p] = picks as [(typeof picks)[0]];
    const endsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    const res = await setSection('flash_deals', [{ productId: p.id, dealPricePaise: p.price_paise - 500, endsAt }]);
    expect(res.status).toBe(200);
    const deals = (await storefront()).flashDeals;
    expect(deals.products).toEqual([
      expect.objectContaining({
        deal_price: p.price_paise - 500,
        ends_at: endsAt,
        productId: expect.objectContaining({ _id: p.id }),
      }),
    ]);
  });

  it('refuse bad deals, duplicates, unknown products and unknown sections', async () => {
    const [p, q] = picks as [(typeof picks)[0], (typeof picks)[0]];
    const later = new Date(Date.now() + 3600_000).toISOString();
    const cases: Array<[string, unknown[], string, string]> = [
      [
        'flash_deals',
        [{ productId: p.id }],
        'items.0.dealPricePaise',
        'A flash deal needs a deal price and an end time',
      ],
      [
        'flash_deals',
        [{ productId: p.id, dealPricePaise: p.price_paise, endsAt: later }],
        'items.0.dealPricePaise',
        "A flash deal's price must be below the product's price",
      ],
      [
        'flash_deals',
        [{ productId: p.id, dealPricePaise: 100, endsAt: '2020-01-01T00:00:00Z' }],
        'items.0.endsAt',
        'A flash deal must end in the future',
      ],
      [
        'flash_deals',
        [{ productId: p.id, dealPricePaise: 100, endsAt: 'tomorrow' }],
        'items.0.endsAt',
        'End time must be a date and time',
      ],
      [
        'trending',
        [{ productId: p.id, dealPricePaise: 100 }],
        'items.0.dealPricePaise',
        'Only flash deals have a deal price and an end time',
      ],
      [
        'trending',
        [{ productId: q.id }, { productId: q.id }],
        'items.1.productId',
        'A product may appear only once in a section',
      ],
      ['new_arrivals', [{ productId: '00000000-0000-4000-8000-000000000000' }], 'items.0.productId', 'Unknown product'],
    ];
    for (const [section, items, path, message] of cases) {
      const res = await setSection(section, items);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    expect((await setSection('bestsellers', [])).body.message).toBe('Unknown home section');
    // Nothing of the refused saves stuck.
    expect((await adminHome()).sections.flash_deals).toHaveLength(1);
  });
});
