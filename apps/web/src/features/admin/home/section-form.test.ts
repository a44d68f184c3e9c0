import { describe, expect, it } from 'vitest';
import { rowsFromSection, toSectionInput } from './section-form';

const item = (productId: string, deal: { dealPricePaise: number; endsAt: string } | null = null) => ({
  productId,
  name: 'Motul 7100',
  image: null,
  pricePaise: 99_900,
  mrpPaise: 120_000,
  stock: 4,
  hidden: false,
  dealPricePaise: deal?.dealPricePaise ?? null,
  endsAt: deal?.endsAt ?? null,
});
const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

describe('toSectionInput', () => {
  it('sends only the product ids, in order, for the ordinary sections', () => {
    const rows = rowsFromSection([item(P2), item(P1)]);
    expect(toSectionInput('trending', rows)).toEqual({ data: { items: [{ productId: P2 }, { productId: P1 }] } });
  });

  it('sends a flash deal with its price in paise and its end in India time', () => {
    const rows = rowsFromSection([item(P1, { dealPricePaise: 79_900, endsAt: '2030-01-01T12:30:00.000Z' })]);
    expect(rows[0]).toMatchObject({ dealPrice: '799', endsAt: '2030-01-01T18:00' });
    rows[0]!.dealPrice = '749.50';
    expect(toSectionInput('flash_deals', rows).data?.items).toEqual([
      { productId: P1, dealPricePaise: 74_950, endsAt: '2030-01-01T18:00:00+05:30' },
    ]);
  });

  it('names the row whose deal has no price or end, or a price that is not rupees', () => {
    const rows = rowsFromSection([item(P1), item(P2)]);
    rows[1]!.dealPrice = '7,99.999';
    expect(toSectionInput('flash_deals', rows).errors).toEqual({
      'items.0.dealPricePaise': 'A flash deal needs a deal price and an end time',
      'items.0.endsAt': 'A flash deal needs a deal price and an end time',
      'items.1.dealPricePaise': 'Enter an amount in rupees, e.g. 1499 or 1499.50',
      'items.1.endsAt': 'A flash deal needs a deal price and an end time',
    });
  });
});
