import { describe, expect, it } from 'vitest';
import { OPTION_NAME_MESSAGES, nameWithVariant, optionNameField, shownVariantName, variantStockText } from './variants';

describe("a variant's shown name", () => {
  it("hides the only variant's placeholder in any case, and blank names", () => {
    for (const name of ['Default', 'default', 'DEFAULT', ' Default ', '', '   ', null, undefined]) {
      expect(shownVariantName(name)).toBeNull();
    }
  });

  it('shows every real option, trimmed, including one that only starts with Default', () => {
    expect(shownVariantName('M')).toBe('M');
    expect(shownVariantName(' 120/80-18 Rear ')).toBe('120/80-18 Rear');
    expect(shownVariantName('Default Pack of 2')).toBe('Default Pack of 2');
  });

  it('names the variant after the product on one line only when it is shown', () => {
    expect(nameWithVariant('Axor Apex Helmet', 'M')).toBe('Axor Apex Helmet (M)');
    expect(nameWithVariant('Motul C2 Chain Lube', 'default')).toBe('Motul C2 Chain Lube');
  });
});

describe('the option name', () => {
  it('is trimmed, required and at most 20 characters', () => {
    expect(optionNameField.parse('  Length ')).toBe('Length');
    expect(optionNameField.safeParse('   ').error?.issues[0]?.message).toBe(OPTION_NAME_MESSAGES.required);
    expect(optionNameField.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe(OPTION_NAME_MESSAGES.tooLong);
    expect(optionNameField.parse('Colour and finish 20')).toBe('Colour and finish 20');
  });
});

describe('stock as the chooser lists it', () => {
  it('says in stock, only n left from 5 down, and out of stock', () => {
    expect(variantStockText(6)).toBe('In stock');
    expect(variantStockText(5)).toBe('Only 5 left');
    expect(variantStockText(1)).toBe('Only 1 left');
    expect(variantStockText(0)).toBe('Out of stock');
  });
});
