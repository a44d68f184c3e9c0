import {
  adminBrandListResponse,
  adminBrandResponse,
  adminCategoryListResponse,
  adminCategoryResponse,
  adminCollectionResponse,
  type AdminCategory,
} from '@store/contracts/admin';
import { categoryLevelResponse, collectionsResponse, homeResponse, searchResponse } from '@store/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminUpload, catalogRefs } from '../../test/admin';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { photo } from '../../test/uploads';

let t: TestApp;
let admin: Shopper;
let refs: Awaited<ReturnType<typeof catalogRefs>>;
let logo: string;

const ghost = '00000000-0000-4000-8000-000000000000';
const tree = async () =>
  adminCategoryListResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/categories')).body).data;
const node = async (id: string) => (await tree()).find((c) => c.id === id) as AdminCategory;
const addCategory = async (body: Record<string, unknown>) =>
  adminCategoryResponse.parse((await adminCall(t.app, admin, 'POST', '/api/admin/categories', body)).body).data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'owner@example.com', 'admin');
  refs = await catalogRefs(t.db);
  const uploaded = await adminUpload(t.app, admin, '/api/admin/uploads?kind=brand', [
    { data: await photo('webp', 500, 500) },
  ]);
  logo = uploaded.body.data.url as string;
});
afterAll(() => t?.close());

describe('brands', () => {
  it('are added with a logo and shown on the storefront at once', async () => {
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/brands', { name: 'Kochi Kustoms', image: logo });
    expect(res.status).toBe(200);
    const brand = adminBrandResponse.parse(res.body).data;
    expect(brand).toMatchObject({
      name: 'Kochi Kustoms',
      slug: 'kochi-kustoms',
      image: logo,
      productCount: 0,
      hidden: false,
    });
    const home = homeResponse.parse((await getJson(t.app, '/api/home')).body);
    expect(home.brands.map((b) => b._id)).toContain(brand.id);
    const all = adminBrandListResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/brands')).body).data;
    expect(all.at(-1)?.id).toBe(brand.id);
  });

  it('refuse a name already used (in any case), a foreign logo and a missing name', async () => {
    expect(
      await adminCall(t.app, admin, 'POST', '/api/admin/brands', { name: 'KOCHI kustoms', image: logo }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This name is already used', errors: [{ path: 'name' }] },
    });
    expect(
      (await adminCall(t.app, admin, 'POST', '/api/admin/brands', { name: 'X', image: 'http://x.test/a.webp' })).status,
    ).toBe(400);
    expect((await adminCall(t.app, admin, 'POST', '/api/admin/brands', { image: logo })).body.message).toBe(
      'Name is required',
    );
  });

  it('carry a rename into product search, and cannot be deleted while products use them', async () => {
    const brand = refs.brand;
    const renamed = await adminCall(t.app, admin, 'PUT', `/api/admin/brands/${brand.id}`, {
      name: 'Zyphrax',
      image: logo,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Zyphrax', slug: brand.slug });
    const found = searchResponse.parse((await getJson(t.app, '/api/search?search=zyphrax')).body);
    expect(found.products.length).toBeGreaterThan(0);
    expect(await adminCall(t.app, admin, 'DELETE', `/api/admin/brands/${brand.id}`)).toMatchObject({
      status: 409,
      body: { message: 'This brand still has products; move them to another brand first' },
    });
    const empty = adminBrandResponse.parse(
      (await adminCall(t.app, admin, 'POST', '/api/admin/brands', { name: 'Empty Co', image: logo })).body,
    ).data;
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/brands/${empty.id}`)).status).toBe(200);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/brands/${empty.id}`)).status).toBe(404);
    expect(
      (await adminCall(t.app, admin, 'PUT', `/api/admin/brands/${ghost}`, { name: 'Q', image: logo })).status,
    ).toBe(404);
  });
});

describe('the category tree', () => {
  it('takes new nodes, top-level ones only of kind root', async () => {
    const parent = (await node(refs.leaf.id)).parentId!;
    const added = await addCategory({ name: 'Chain Guards', parentId: parent, kind: 'category' });
    expect(added).toMatchObject({ slug: 'chain-guards', parentId: parent, depth: 2, productCount: 0 });
    expect(added.path).toMatch(/ › Chain Guards$/);
    const siblings = (await tree()).filter((c) => c.parentId === parent);
    expect(siblings.at(-1)?.id).toBe(added.id);

    const bad = async (body: Record<string, unknown>) => adminCall(t.app, admin, 'POST', '/api/admin/categories', body);
    expect((await bad({ name: 'Top', parentId: null, kind: 'category' })).body.message).toBe(
      'A top-level category must be of kind root, and only top-level categories may be',
    );
    expect((await bad({ name: 'Low', parentId: parent, kind: 'root' })).status).toBe(400);
    expect((await bad({ name: 'Lost', parentId: ghost, kind: 'category' })).body.errors).toEqual([
      { path: 'parentId', message: 'Unknown category' },
    ]);
    expect((await bad({ name: 'Dup', parentId: parent, kind: 'category', slug: 'chain-guards' })).status).toBe(409);
    expect((await bad({ name: 'Odd', parentId: parent, kind: 'planet' })).body.message).toBe('Unknown category kind');
  });

  it('renames a top group, shown in the shop at once', async () => {
    const res = await adminCall(t.app, admin, 'PATCH', `/api/admin/categories/${refs.root.id}`, {
      name: 'Spares & Care',
    });
    expect(res.status).toBe(200);
    const level = categoryLevelResponse.parse((await getJson(t.app, '/api/fetch_all_collections')).body);
    expect(level.data.find((c) => c._id === refs.root.id)?.name).toBe('Spares & Care');
    expect((await adminCall(t.app, admin, 'PATCH', `/api/admin/categories/${refs.root.id}`, {})).body.message).toBe(
      'Nothing to change',
    );
    expect(
      (await adminCall(t.app, admin, 'PATCH', `/api/admin/categories/${refs.root.id}`, { kind: 'group' })).status,
    ).toBe(400);
  });

  it('moves a branch but never under itself or its own sub-categories', async () => {
    const a = await addCategory({ name: 'Branch A', parentId: refs.root.id, kind: 'group' });
    const b = await addCategory({ name: 'Branch B', parentId: a.id, kind: 'group' });
    const c = await addCategory({ name: 'Branch C', parentId: b.id, kind: 'category' });
    const move = (id: string, body: Record<string, unknown>) =>
      adminCall(t.app, admin, 'POST', `/api/admin/categories/${id}/move`, body);
    const cycle = 'A category cannot be moved under itself or one of its own sub-categories';
    expect(await move(a.id, { parentId: a.id })).toMatchObject({ status: 400, body: { message: cycle } });
    expect(await move(a.id, { parentId: c.id })).toMatchObject({ status: 400, body: { message: cycle } });
    expect((await move(refs.root.id, { parentId: a.id })).body.message).toBe(
      'Top-level categories stay at the top; reorder them instead',
    );
    expect((await move(a.id, { parentId: ghost })).status).toBe(400);

    const moved = await move(b.id, { parentId: refs.bikeRoot.id, position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ parentId: refs.bikeRoot.id, position: 0, depth: 1 });
    expect((await node(c.id)).path).toBe(`${refs.bikeRoot.name} › Branch B › Branch C`);
    const bikeChildren = (await tree()).filter((x) => x.parentId === refs.bikeRoot.id);
    expect(bikeChildren.map((x) => x.position)).toEqual(bikeChildren.map((_, i) => i));
    expect(bikeChildren[0]?.id).toBe(b.id);
  });

  it('reorders siblings, every one listed exactly once', async () => {
    const top = (await tree()).filter((c) => c.parentId === null).map((c) => c.id);
    const reversed = [...top].reverse();
    const res = await adminCall(t.app, admin, 'PUT', '/api/admin/categories/order', { parentId: null, ids: reversed });
    expect(res.status).toBe(200);
    expect((await tree()).filter((c) => c.parentId === null).map((c) => c.id)).toEqual(reversed);
    const level = categoryLevelResponse.parse((await getJson(t.app, '/api/fetch_all_collections')).body);
    expect(level.data.map((c) => c._id)).toEqual(reversed.filter((id) => level.data.some((c) => c._id === id)));
    expect(
      (await adminCall(t.app, admin, 'PUT', '/api/admin/categories/order', { parentId: null, ids: top.slice(1) })).body
        .message,
    ).toBe('List every sub-category of this parent exactly once');
  });

  it('deletes only empty nodes', async () => {
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/categories/${refs.root.id}`)).body.message).toBe(
      'Move or delete the sub-categories first',
    );
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/categories/${refs.leaf.id}`)).body.message).toBe(
      'Products or collections still use this category',
    );
    const lonely = await addCategory({ name: 'Lonely', parentId: refs.root.id, kind: 'category' });
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/categories/${lonely.id}`)).status).toBe(200);
    expect((await tree()).some((c) => c.id === lonely.id)).toBe(false);
  });
});

describe('collections', () => {
  it('are added, edited and deleted, and shown on the Collections page', async () => {
    const image = (
      await adminUpload(t.app, admin, '/api/admin/uploads?kind=collection', [{ data: await photo('png') }])
    ).body.data.url;
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/collections', {
      name: 'Chain care',
      image,
      categoryId: refs.leaf.id,
    });
    const k = adminCollectionResponse.parse(res.body).data;
    expect(k).toMatchObject({ name: 'Chain care', category: { id: refs.leaf.id } });
    const page = async () => collectionsResponse.parse((await getJson(t.app, '/api/collections')).body).data;
    expect((await page()).find((c) => c._id === k.id)).toMatchObject({
      collection: 'Chain care',
      category_id: refs.leaf.id,
    });

    const hidden = await adminCall(t.app, admin, 'PUT', `/api/admin/collections/${k.id}`, {
      name: 'Chain care',
      image,
      categoryId: refs.leaf.id,
      hidden: true,
    });
    expect(hidden.body.data.hidden).toBe(true);
    expect((await page()).some((c) => c._id === k.id)).toBe(false);
    expect(
      (await adminCall(t.app, admin, 'POST', '/api/admin/collections', { name: 'X', image, categoryId: ghost })).body
        .errors,
    ).toEqual([{ path: 'categoryId', message: 'Unknown category' }]);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/collections/${k.id}`)).status).toBe(200);
    expect((await adminCall(t.app, admin, 'DELETE', `/api/admin/collections/${k.id}`)).status).toBe(404);
  });
});
