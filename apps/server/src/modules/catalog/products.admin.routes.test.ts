import { adminAuditListResponse, adminProductListResponse, adminProductResponse } from '@store/contracts/admin';
import { productResponse, searchResponse } from '@store/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import { getJson } from '../../test/test-app';
import { type Body, t, admin, refs, product, create, publicProduct, setUp } from './products.admin.routes.kit';

setUp();

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
      [
        { fitment: [{ id: refs.leaf.id }] },
        'fitment.0.id',
        'Suitable bikes must be makes or models under Shop by Bike',
      ],
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
