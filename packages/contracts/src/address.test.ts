import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressBody } from './address';

const home = {
  name: 'Asha Menon',
  phone: '9876543210',
  pin_code: '682001',
  address: '12 MG Road',
  town: 'Kochi',
  state: 'Kerala',
  landmark: 'Near the metro',
};

describe('address form', () => {
  it('fills the optional fields', () => {
    expect(addressBody.parse(home)).toEqual({ ...home, locality: '', alternate_phone: null, flag: false });
  });

  it.each([
    ['name', ADDRESS_MESSAGES.nameRequired],
    ['phone', ADDRESS_MESSAGES.phoneRequired],
    ['pin_code', ADDRESS_MESSAGES.pinCodeRequired],
    ['address', ADDRESS_MESSAGES.addressRequired],
    ['town', ADDRESS_MESSAGES.townRequired],
    ['state', ADDRESS_MESSAGES.stateRequired],
    ['landmark', ADDRESS_MESSAGES.landmarkRequired],
  ])('an empty or missing %s says %s', (field, message) => {
    for (const value of ['', undefined]) {
      const result = addressBody.safeParse({ ...home, [field]: value });
      expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
    }
  });

  it('wants 10-digit mobiles and a 6-digit PIN code', () => {
    expect(addressBody.safeParse({ ...home, phone: '987654321' }).error?.issues[0]?.message).toBe(
      ADDRESS_MESSAGES.phoneDigits,
    );
    expect(addressBody.safeParse({ ...home, pin_code: '6820' }).error?.issues[0]?.message).toBe(
      ADDRESS_MESSAGES.pinCodeDigits,
    );
  });
});
