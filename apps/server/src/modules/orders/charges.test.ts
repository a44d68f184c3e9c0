import { COD_MESSAGES, DEMO_COD, DEMO_SHIPPING, NEW_SHOP_SHIPPING } from '@store/contracts/charges';
import { describe, expect, it } from 'vitest';
import { chargeRate, codOffer, parcelGrams, shippingFee } from './charges';

const kochi = { pin: '682001', zone: 'kerala' as const };
const anyone = { codBlocked: false, refusedDeliveries: 0, openCodOrders: 0 };

describe('shipping', () => {
  const fee = (goodsPaise: number, grams = 500, zone: 'kerala' | 'remote' = 'kerala') =>
    shippingFee(DEMO_SHIPPING, { goodsPaise, zone, grams });

  it('is the zone fee a paisa below the free threshold and free from it', () => {
    expect(fee(99_899)).toBe(4900);
    expect(fee(99_900)).toBe(0);
    expect(fee(5_00_000)).toBe(0);
    expect(fee(99_899, 500, 'remote')).toBe(12_900);
  });

  it('covers 1 kg in the zone fee and adds ₹20 for every 500 g or part beyond', () => {
    expect(fee(10_000, 1000)).toBe(4900);
    expect(fee(10_000, 1001)).toBe(6900);
    expect(fee(10_000, 1500)).toBe(6900);
    expect(fee(10_000, 1501)).toBe(8900);
    expect(fee(10_000, 4000)).toBe(4900 + 6 * 2000);
  });

  it('weighs each unit at its product weight, and an unweighed one at the shop figure', () => {
    expect(
      parcelGrams(DEMO_SHIPPING, [
        { weightGrams: 1200, quantity: 2 },
        { weightGrams: null, quantity: 3 },
      ]),
    ).toBe(2400 + 1500);
  });

  it('is free everywhere in a new shop, and never free when there is no threshold', () => {
    expect(shippingFee(NEW_SHOP_SHIPPING, { goodsPaise: 100, zone: 'remote', grams: 20_000 })).toBe(0);
    const never = { ...DEMO_SHIPPING, free_from: null };
    expect(shippingFee(never, { goodsPaise: 10_000_000, zone: 'kerala', grams: 100 })).toBe(4900);
  });

  it('is taxed at the goods rate, the highest where the lines differ', () => {
    expect(chargeRate([{ gstRate: 18 }, { gstRate: 28 }, { gstRate: 5 }])).toBe(28);
  });
});

describe('cash on delivery', () => {
  const offer = (over: Partial<Parameters<typeof codOffer>[1]> = {}) =>
    codOffer(DEMO_COD, { totalPaise: 50_000, place: kochi, business: false, buyer: anyone, ...over });

  it('is offered with its fee, and not at all by a shop that has it off', () => {
    expect(offer()).toEqual({ available: true, fee: 4900, reason: null });
    expect(
      codOffer({ ...DEMO_COD, enabled: false }, { totalPaise: 1, place: kochi, business: false, buyer: null }),
    ).toBe(null);
  });

  it('counts the fee in the limit: exactly ₹10,000 with it passes, a paisa more does not', () => {
    expect(offer({ totalPaise: 1_000_000 - 4900 })?.available).toBe(true);
    expect(offer({ totalPaise: 1_000_000 - 4899 })).toMatchObject({
      available: false,
      reason: COD_MESSAGES.overLimit(1_000_000),
    });
  });

  it('says why it is refused: the address, its zone or PIN, the account, its open orders, the door', () => {
    const reason = (over: Partial<Parameters<typeof codOffer>[1]>) => offer(over)?.reason;
    expect(reason({ place: null })).toBe(COD_MESSAGES.noAddress);
    expect(reason({ place: { pin: '744101', zone: 'remote' } })).toBe(COD_MESSAGES.zone('744101'));
    expect(
      codOffer(
        { ...DEMO_COD, excluded_pins: ['682001'] },
        { totalPaise: 1, place: kochi, business: false, buyer: null },
      )?.reason,
    ).toBe(COD_MESSAGES.zone('682001'));
    expect(reason({ business: true })).toBe(COD_MESSAGES.business);
    expect(reason({ buyer: { ...anyone, codBlocked: true } })).toBe(COD_MESSAGES.blocked);
    expect(reason({ buyer: { ...anyone, refusedDeliveries: 1 } })).toBe(COD_MESSAGES.refused);
    expect(reason({ buyer: { ...anyone, openCodOrders: 2 } })).toBe(COD_MESSAGES.openAccount(2));
    expect(reason({ buyer: { ...anyone, openCodOrders: 1 } })).toBe(null);
    const history = { openByPhone: 0, openByAddress: 0, refusedAtAddress: 0 };
    expect(reason({ address: { ...history, refusedAtAddress: 1 } })).toBe(COD_MESSAGES.addressRefused);
    expect(reason({ address: { ...history, openByPhone: 2 } })).toBe(COD_MESSAGES.openPhone);
    expect(reason({ address: { ...history, openByAddress: 3 } })).toBe(COD_MESSAGES.openAddress);
    expect(reason({ address: { ...history, openByAddress: 2, openByPhone: 1 } })).toBe(null);
  });
});
