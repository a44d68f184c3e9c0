import {
  ADMIN_MESSAGES,
  adminAuditListResponse,
  adminCategoryListResponse,
  adminCategoryResponse,
  adminProductResponse,
  type AdminCategory,
} from '@store/contracts/admin';
import { productResponse } from '@store/contracts/catalog';
import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../test/admin';
import {
  t,
  admin,
  create,
  patchCategory,
  product,
  publicProduct,
  save,
  setUp,
  testBike,
  type Body,
} from './products.admin.routes.kit';

// docs/decisions/083: a model's own years, the years on a product's suitable bikes, universal parts.

setUp();

let make: AdminCategory;
let model: AdminCategory;
beforeAll(async () => {
  ({ make, model } = await testBike('Velora'));
});

const variant = (sku: string) => [{ name: 'Default', sku, pricePaise: 100_000, mrpPaise: 100_000, stock: 2 }];
const refused = async (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(400);
  return res.body.errors;
};

describe("a model's own years", () => {
  it('are kept where the category is edited: first and last year, or still made', async () => {
    expect(model).toMatchObject({ kind: 'model', yearFrom: 2009, yearTo: 2020 });
    const stillMade = adminCategoryResponse.parse((await patchCategory(model.id, { yearTo: null })).body).data;
    expect(stillMade).toMatchObject({ yearFrom: 2009, yearTo: null });
    const again = adminCategoryResponse.parse((await patchCategory(model.id, { yearTo: 2020 })).body).data;
    expect(again.yearTo).toBe(2020);
    const tree = adminCategoryListResponse.parse((await adminCall(t.app, admin, 'GET', '/api/admin/categories')).body);
    expect(tree.data.find((c) => c.id === model.id)).toMatchObject({ yearFrom: 2009, yearTo: 2020 });
    expect(tree.data.find((c) => c.id === make.id)).toMatchObject({ yearFrom: null, yearTo: null });

    const audit = adminAuditListResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/audit?entity=category&entityId=${model.id}`)).body,
    ).data.items;
    expect(audit[0]).toMatchObject({ action: 'category.update', before: { yearTo: null }, after: { yearTo: 2020 } });
  });

  it('are refused when not model years, backwards, without a first year, or on anything but a model', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [model.id, { yearFrom: 21 }, 'yearFrom', FITMENT_MESSAGES.year],
      [model.id, { yearFrom: 2021 }, 'yearTo', ADMIN_MESSAGES.yearsOrder],
      [model.id, { yearFrom: null }, 'yearFrom', ADMIN_MESSAGES.modelYearsFirst],
      [make.id, { yearFrom: 2010 }, 'yearFrom', ADMIN_MESSAGES.yearsOnlyOnModels],
      [model.id, { kind: 'category' }, 'yearFrom', ADMIN_MESSAGES.yearsOnlyOnModels],
    ];
    for (const [id, body, path, message] of cases) {
      expect(await refused(await patchCategory(id, body)), JSON.stringify(body)).toEqual([{ path, message }]);
    }
    const added = await adminCall(t.app, admin, 'POST', '/api/admin/categories', {
      name: 'Velora Parts',
      parentId: make.id,
      kind: 'category',
      yearFrom: 2010,
    });
    expect(await refused(added)).toEqual([{ path: 'yearFrom', message: ADMIN_MESSAGES.yearsOnlyOnModels }]);
  });
});

describe("a product's suitable bikes", () => {
  it('are saved with years on models, loaded back for editing, and shown in the store', async () => {
    const body = product({
      name: 'Velora Brake Pads',
      fitment: [{ id: make.id }, { id: model.id, from: 2012 }],
      variants: variant('VEL-PAD-1'),
    });
    const created = adminProductResponse.parse((await create(body)).body).data;
    expect(created.universal).toBe(false);
    expect(created.fitment).toEqual([
      { id: make.id, name: 'Velora', path: make.path, from: null, to: null },
      { id: model.id, name: 'Velora 400', path: model.path, from: 2012, to: null },
    ]);
    const loaded = adminProductResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/products/${created.id}`)).body,
    ).data;
    expect(loaded.fitment).toEqual(created.fitment);

    const edited = await save(created.id, { ...body, fitment: [{ id: model.id, from: null, to: 2015 }] });
    expect(adminProductResponse.parse(edited.body).data.fitment).toMatchObject([
      { id: model.id, from: null, to: 2015 },
    ]);
    const shop = productResponse.parse((await publicProduct(created.id)).body);
    expect(shop.categories).toMatchObject([{ _id: model.id, from: null, to: 2015 }]);
  });

  it('are refused with years on a make, outside the model’s years, backwards, or twice', async () => {
    const cases: Array<[Body['fitment'], string, string]> = [
      [[{ id: make.id, from: 2017 }], 'fitment.0.from', ADMIN_MESSAGES.yearsOnlyOnModels],
      [[{ id: model.id, from: 2005 }], 'fitment.0.from', ADMIN_MESSAGES.yearsOutsideModel('Velora 400', '2009–2020')],
      [[{ id: model.id, to: 2021 }], 'fitment.0.to', ADMIN_MESSAGES.yearsOutsideModel('Velora 400', '2009–2020')],
      [[{ id: model.id, from: 2019, to: 2012 }], 'fitment.0.to', ADMIN_MESSAGES.yearsOrder],
      [[{ id: model.id, from: 212 }], 'fitment.0.from', FITMENT_MESSAGES.year],
      [[{ id: model.id }, { id: model.id, from: 2010 }], 'fitment.1.id', ADMIN_MESSAGES.fitmentRepeated],
    ];
    for (const [fitment, path, message] of cases) {
      const res = await create(product({ name: 'Refused', fitment, variants: variant('VEL-NO-1') }));
      expect(await refused(res), path).toContainEqual({ path, message });
    }
  });

  it("hold the model's years: a change that would leave a product's years out is refused", async () => {
    expect(await refused(await patchCategory(model.id, { yearFrom: 2016 }))).toEqual([
      { path: 'yearFrom', message: ADMIN_MESSAGES.modelYearsInUse(1) },
    ]);
    expect(await refused(await patchCategory(model.id, { kind: 'make', yearFrom: null, yearTo: null }))).toEqual([
      { path: 'kind', message: ADMIN_MESSAGES.modelYearsInUse(1) },
    ]);
    // Years that still hold every product's are fine.
    expect((await patchCategory(model.id, { yearFrom: 2011, yearTo: null })).status).toBe(200);
    expect((await patchCategory(model.id, { yearFrom: 2009, yearTo: 2020 })).status).toBe(200);
  });
});

describe('a universal product', () => {
  it('fits every bike and lists none; asking for both is refused, not half-saved', async () => {
    const body = product({ name: 'Velora Chain Lube', fitment: [], universal: true, variants: variant('VEL-LUBE') });
    const created = adminProductResponse.parse((await create(body)).body).data;
    expect(created).toMatchObject({ universal: true, fitment: [] });

    const both = await save(created.id, { ...body, fitment: [{ id: model.id }] });
    expect(await refused(both)).toEqual([{ path: 'universal', message: ADMIN_MESSAGES.universalWithBikes }]);
    const kept = adminProductResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/products/${created.id}`)).body,
    ).data;
    expect(kept).toMatchObject({ universal: true, fitment: [] });

    const bikeSpecific = await save(created.id, { ...body, universal: false, fitment: [{ id: model.id }] });
    expect(adminProductResponse.parse(bikeSpecific.body).data).toMatchObject({
      universal: false,
      fitment: [{ id: model.id, from: null, to: null }],
    });
    const audit = adminAuditListResponse.parse(
      (await adminCall(t.app, admin, 'GET', `/api/admin/audit?entity=product&entityId=${created.id}`)).body,
    ).data.items;
    expect(audit[0]).toMatchObject({
      action: 'product.update',
      before: { universal: true },
      after: { universal: false },
    });
  });
});
