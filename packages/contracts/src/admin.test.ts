import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, imageUrlField, productInputBody, skuField, variantPatchBody } from './admin';

const brandId = '3f0c8f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const categoryId = '4f0c8f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const variant = { name: 'M', sku: 'kmh-1', pricePaise: 900, mrpPaise: 1000, stock: 2 };

describe('productInputBody', () => {
  it('fills the defaults and stores SKUs upper-case', () => {
    const parsed = productInputBody.parse({
      name: ' Chain ',
      brandId,
      categoryIds: [categoryId, categoryId],
      variants: [variant],
    });
    expect(parsed).toMatchObject({
      name: 'Chain',
      description: '',
      features: [],
      fitment: [],
      universal: false,
      hidden: false,
    });
    expect(parsed.categoryIds).toEqual([categoryId]);
    expect(parsed.variants[0]).toMatchObject({ sku: 'KMH-1', hidden: false });
  });

  it('refuses a price above the original price and an SKU twice, at the field', () => {
    const result = productInputBody.safeParse({
      name: 'Chain',
      brandId,
      categoryIds: [categoryId],
      variants: [
        { ...variant, pricePaise: 1100 },
        { ...variant, sku: 'KMH-1' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['variants.0.pricePaise', ADMIN_MESSAGES.priceAboveMrp]);
    expect(issues).toContainEqual(['variants.1.sku', ADMIN_MESSAGES.skuRepeated('KMH-1')]);
  });
});

describe('fields', () => {
  it('take only the shop’s own WebP images', () => {
    expect(imageUrlField.safeParse('/media/catalog/banner/ab/x.webp').success).toBe(true);
    for (const bad of ['/media/../secret.webp', 'https://x.test/a.webp', '/media/a.png', '/uploads/a.webp']) {
      expect(imageUrlField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('keep SKUs to letters, digits and a few separators', () => {
    expect(skuField.parse(' abc/12.x_y-z ')).toBe('ABC/12.X_Y-Z');
    expect(skuField.safeParse('two words').success).toBe(false);
    expect(skuField.safeParse('').error?.issues[0]?.message).toBe(ADMIN_MESSAGES.skuRequired);
  });

  it('need something to change in a quick variant edit', () => {
    expect(variantPatchBody.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(variantPatchBody.parse({ stock: 0 })).toEqual({ stock: 0 });
  });
});
