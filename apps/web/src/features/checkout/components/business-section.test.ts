import { describe, expect, it } from 'vitest';
import { EMPTY_SHIPPING } from '../checkout-source';
import { decideBusiness, EMPTY_BUSINESS } from './business-section';

describe('decideBusiness', () => {
  it('sends nothing for a consumer', () => {
    expect(decideBusiness({ ...EMPTY_BUSINESS, gstin: 'junk' })).toEqual({ ok: true, business: null });
  });

  it("checks the GSTIN and the name with the contract's messages", () => {
    const result = decideBusiness({ ...EMPTY_BUSINESS, on: true, gstin: '29AAGCB7383J1Z5', name: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.gstin).toContain('check character');
    expect(result.errors.name).toBe('Business name is required');
  });

  it('sends the billing address only when it differs from the delivery address', () => {
    const billing = {
      ...EMPTY_SHIPPING,
      name: 'Accounts',
      phone: '9845012345',
      pinCode: '560001',
      address: '14 Brigade Road',
      town: 'Bengaluru',
      state: 'Karnataka',
      landMark: 'Opposite the metro',
    };
    const same = decideBusiness({
      on: true,
      gstin: '29aagcb7383j1z4',
      name: 'Speed Garage',
      separateBilling: false,
      billing,
    });
    expect(same).toEqual({
      ok: true,
      business: { gstin: '29AAGCB7383J1Z4', name: 'Speed Garage', billing_address: null },
    });
    const apart = decideBusiness({
      on: true,
      gstin: '29AAGCB7383J1Z4',
      name: 'Speed Garage',
      separateBilling: true,
      billing,
    });
    expect(apart.ok && apart.business?.billing_address).toMatchObject({ pinCode: '560001', state: 'Karnataka' });
  });
});
