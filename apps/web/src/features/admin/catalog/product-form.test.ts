import { ADMIN_MESSAGES, type AdminProduct } from '@store/contracts/admin';
import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { describe, expect, it } from 'vitest';
import { blankVariant, errorsAfterEdit, formFromProduct, toProductInput, type ProductForm } from './product-form';

const ids = {
  brand: '00000000-0000-4000-8000-0000000000b1',
  category: '00000000-0000-4000-8000-0000000000c1',
  bike: '00000000-0000-4000-8000-0000000000d1',
  model: '00000000-0000-4000-8000-0000000000d2',
};

function filledForm(overrides: Partial<ProductForm> = {}): ProductForm {
  return {
    ...formFromProduct(null),
    name: 'Rynox Storm Evo Jacket',
    brandId: ids.brand,
    categoryIds: [ids.category],
    fitment: [{ id: ids.bike, from: '', to: '' }],
    features: ['Waterproof', '  ', 'CE level 2 armour'],
    variants: [
      { ...blankVariant('M'), sku: 'rx-storm-m', price: '8,999', mrp: '10999.50', stock: '4' },
      { ...blankVariant('L'), sku: 'RX-STORM-L', price: '8999', mrp: '8999', stock: '0' },
    ],
    ...overrides,
  };
}

describe('toProductInput', () => {
  it('sends paise, whole stock, upper-case SKUs and no blank features', () => {
    const { data } = toProductInput(filledForm());
    expect(data?.variants.map((v) => [v.sku, v.pricePaise, v.mrpPaise, v.stock])).toEqual([
      ['RX-STORM-M', 899_900, 1_099_950, 4],
      ['RX-STORM-L', 899_900, 899_900, 0],
    ]);
    expect(data?.features).toEqual(['Waterproof', 'CE level 2 armour']);
    expect(data).not.toHaveProperty('slug');
  });

  it("says a rupee field is not an amount in rupees, and keeps the contract's other messages", () => {
    const form = filledForm();
    form.variants[0] = { ...form.variants[0]!, price: '89.999', stock: '' };
    form.variants[1] = { ...form.variants[1]!, price: '9999' };
    const { errors } = toProductInput({ ...form, name: ' ', categoryIds: [] });
    expect(errors).toMatchObject({
      name: 'Name is required',
      categoryIds: 'Choose at least one category',
      'variants.0.pricePaise': 'Enter an amount in rupees, e.g. 1499 or 1499.50',
      'variants.0.stock': 'Stock must be a whole number',
      'variants.1.pricePaise': 'Price must not be more than the original price (MRP)',
    });
  });

  it('points at the second of two variants with the same SKU', () => {
    const form = filledForm();
    form.variants[1] = { ...form.variants[1]!, sku: 'RX-storm-m' };
    expect(toProductInput(form).errors).toEqual({ 'variants.1.sku': 'SKU RX-STORM-M appears more than once' });
  });

  it("names a new product's variants Size, and refuses a blank or long option name", () => {
    expect(toProductInput(filledForm()).data?.optionName).toBe('Size');
    expect(toProductInput(filledForm({ optionName: ' ' })).errors).toEqual({ optionName: 'Option name is required' });
    expect(toProductInput(filledForm({ optionName: 'Shell size and colour' })).errors).toEqual({
      optionName: 'Option name must be at most 20 characters',
    });
  });

  it('asks for a brand when none is chosen', () => {
    expect(toProductInput(filledForm({ brandId: '' })).errors?.brandId).toBeTruthy();
  });

  it("sends a model's years as numbers, a blank end as open, and refuses years that are not model years", () => {
    const fitment = [
      { id: ids.bike, from: '', to: '' },
      { id: ids.model, from: ' 2012 ', to: '' },
    ];
    expect(toProductInput(filledForm({ fitment })).data?.fitment).toEqual([
      { id: ids.bike, from: null, to: null },
      { id: ids.model, from: 2012, to: null },
    ]);
    const bad = [
      { id: ids.bike, from: '20x2', to: '' },
      { id: ids.model, from: '2019', to: '2012' },
    ];
    expect(toProductInput(filledForm({ fitment: bad })).errors).toEqual({
      'fitment.0.from': FITMENT_MESSAGES.year,
      'fitment.1.to': ADMIN_MESSAGES.yearsOrder,
    });
  });

  it('refuses a universal product that still lists bikes', () => {
    expect(toProductInput(filledForm({ universal: true })).errors).toEqual({
      universal: ADMIN_MESSAGES.universalWithBikes,
    });
    expect(toProductInput(filledForm({ universal: true, fitment: [] })).data?.universal).toBe(true);
  });
});

describe('formFromProduct', () => {
  it('shows stored paise as rupees, variants in their order, and round-trips unchanged', () => {
    const product: AdminProduct = {
      id: 'p1',
      name: 'Chain lube',
      slug: 'chain-lube',
      description: 'Keeps the chain quiet.',
      brand: { id: ids.brand, name: 'Motul' },
      categories: [{ id: ids.category, name: 'Lubes', path: 'Spares › Lubes' }],
      fitment: [
        {
          id: ids.model,
          name: 'Classic 350',
          path: 'Shop by Bike › Royal Enfield › Classic 350',
          from: 2021,
          to: null,
        },
      ],
      universal: false,
      features: ['150 ml'],
      hidden: false,
      hsnCode: '340319',
      gstRate: 18,
      optionName: 'Volume',
      returnable: false,
      lowStockLevel: 12,
      weightGrams: 1450,
      variants: [
        {
          id: '00000000-0000-4000-8000-0000000000f2',
          name: '400 ml',
          sku: 'LUBE-400',
          pricePaise: 54_950,
          mrpPaise: 60_000,
          discountPercent: 8,
          stock: 9,
          hidden: false,
          position: 1,
        },
        {
          id: '00000000-0000-4000-8000-0000000000f1',
          name: '150 ml',
          sku: 'LUBE-150',
          pricePaise: 29_900,
          mrpPaise: 29_900,
          discountPercent: 0,
          stock: 3,
          hidden: true,
          position: 0,
        },
      ],
      images: [],
      rating: 0,
      reviewCount: 0,
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
    };
    const form = formFromProduct(product);
    expect(form.variants.map((v) => [v.name, v.price, v.mrp, v.stock])).toEqual([
      ['150 ml', '299', '299', '3'],
      ['400 ml', '549.50', '600', '9'],
    ]);
    const { data } = toProductInput(form);
    expect(data?.variants.map((v) => [v.id, v.pricePaise, v.hidden])).toEqual([
      ['00000000-0000-4000-8000-0000000000f1', 29_900, true],
      ['00000000-0000-4000-8000-0000000000f2', 54_950, false],
    ]);
    expect(data?.slug).toBe('chain-lube');
    expect(data?.optionName).toBe('Volume');
    // A custom-made product stays non-returnable through the form.
    expect([form.returnable, data?.returnable]).toEqual([false, false]);
    // Its own low-stock level goes round; emptied, the shop's level (null); not a number, refused.
    expect([form.lowStockLevel, data?.lowStockLevel]).toEqual(['12', 12]);
    expect(toProductInput({ ...form, lowStockLevel: ' ' }).data?.lowStockLevel).toBeNull();
    expect(toProductInput({ ...form, lowStockLevel: 'ten' }).errors?.lowStockLevel).toBe(
      'The low-stock level must be a whole number from 0 to 1000, or empty for the shop’s level',
    );
    // Its weight goes round too; emptied, not weighed (null); a fraction of a gram, refused.
    expect([form.weightGrams, data?.weightGrams]).toEqual(['1450', 1450]);
    expect(toProductInput({ ...form, weightGrams: '' }).data?.weightGrams).toBeNull();
    expect(toProductInput({ ...form, weightGrams: '1.5' }).errors?.weightGrams).toBe(
      'The weight must be a whole number of grams from 1 to 50,000, or empty when not weighed',
    );
    expect(form.fitment).toEqual([{ id: ids.model, from: '2021', to: '' }]);
    expect(data?.fitment).toEqual([{ id: ids.model, from: 2021, to: null }]);
  });
});

describe('errorsAfterEdit', () => {
  const errors = {
    name: 'Name is required',
    'variants.0.pricePaise': 'Enter an amount in rupees, e.g. 1499 or 1499.50',
    'variants.1.sku': 'SKU X appears more than once',
    'variants.1.stock': 'Stock must be a whole number',
  };

  it('drops the message of the field being fixed and keeps the others', () => {
    const before = filledForm();
    const variants = before.variants.map((row, i) => (i === 1 ? { ...row, sku: 'RX-NEW' } : row));
    expect(errorsAfterEdit(errors, before, { ...before, variants })).toEqual({
      name: 'Name is required',
      'variants.0.pricePaise': 'Enter an amount in rupees, e.g. 1499 or 1499.50',
      'variants.1.stock': 'Stock must be a whole number',
    });
    expect(errorsAfterEdit(errors, before, { ...before, name: 'Jacket' })).not.toHaveProperty('name');
  });

  it("drops the bikes' messages, and the universal one, when the bikes change", () => {
    const before = filledForm({ universal: true });
    const bikeErrors = { 'fitment.0.from': FITMENT_MESSAGES.year, universal: ADMIN_MESSAGES.universalWithBikes };
    expect(errorsAfterEdit(bikeErrors, before, { ...before, fitment: [] })).toEqual({});
  });

  it('drops every variant message when a row is removed, since the rows are renumbered', () => {
    const before = filledForm();
    const after = { ...before, variants: before.variants.slice(1) };
    expect(errorsAfterEdit(errors, before, after)).toEqual({ name: 'Name is required' });
  });
});
