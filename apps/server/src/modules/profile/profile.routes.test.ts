import { ADDRESS_MESSAGES, addressResponse, MAX_ADDRESSES } from '@store/contracts/address';
import { AUTH_MESSAGES, profileResponse } from '@store/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, mailsTo } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: string;
let ravi: string;

const home = {
  name: 'Asha Menon',
  phone: '9876543210',
  pin_code: '682001',
  locality: 'Ernakulam South',
  address: '12 MG Road',
  town: 'Kochi',
  state: 'Kerala',
  landmark: 'Near the metro',
  alternate_phone: '',
  flag: true,
};

async function logIn(email: string, password: string) {
  const { body } = await call(t.app, 'POST', '/api/log_in', { email, password });
  return body.data.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'asha@example.com', password: 'asha1234', name: 'Asha Menon' });
  await createUser(t.db, { email: 'ravi@example.com', password: 'ravi1234', name: 'Ravi Nair' });
  asha = await logIn('asha@example.com', 'asha1234');
  ravi = await logIn('ravi@example.com', 'ravi1234');
});
afterAll(() => t?.close());

describe('profile', () => {
  it('shows name, e-mail and addresses', async () => {
    const { status, body } = await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha });
    expect(status).toBe(200);
    expect(profileResponse.parse(body).data).toEqual({
      name: 'Asha Menon',
      email: 'asha@example.com',
      has_password: true,
      address: [],
    });
  });

  it('edits the name under the validation rules', async () => {
    const short = await call(t.app, 'POST', '/api/profile_name_edit', { name: 'Ash' }, { token: asha });
    expect(short).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.nameMin } });
    const digits = await call(t.app, 'POST', '/api/profile_name_edit', { name: 'Asha 99' }, { token: asha });
    expect(digits.body.message).toBe(AUTH_MESSAGES.nameLetters);
    const long = await call(t.app, 'POST', '/api/profile_name_edit', { name: 'A'.repeat(81) }, { token: asha });
    expect(long.body.message).toBe(AUTH_MESSAGES.nameMax);
    const good = await call(t.app, 'POST', '/api/profile_name_edit', { name: ' Asha K Menon ' }, { token: asha });
    expect(good).toMatchObject({ status: 200, body: { data: { name: 'Asha K Menon' } } });
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha })).body.data.name).toBe(
      'Asha K Menon',
    );
  });

  it('needs a token for every profile call', async () => {
    expect((await call(t.app, 'GET', '/api/get_profile')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/create_address', home)).status).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/delete_address?id=00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
  });
});

describe('password change', () => {
  it('checks the current password and the confirmation', async () => {
    const wrong = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { current_password: 'nope1234', new_password: 'ravi5678', confirm_new_password: 'ravi5678' },
      { token: ravi },
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.currentPasswordWrong } });
    const mismatch = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { current_password: 'ravi1234', new_password: 'ravi5678', confirm_new_password: 'ravi5679' },
      { token: ravi },
    );
    expect(mismatch.body.errors).toEqual([{ path: 'confirm_new_password', message: AUTH_MESSAGES.passwordsDiffer }]);
    const weak = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { current_password: 'ravi1234', new_password: 'abcdefgh', confirm_new_password: 'abcdefgh' },
      { token: ravi },
    );
    expect(weak.body.message).toBe(AUTH_MESSAGES.passwordMix);
  });

  it('revokes older tokens and answers a fresh one for this session', async () => {
    const otherDevice = await logIn('ravi@example.com', 'ravi1234');
    const res = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { current_password: 'ravi1234', new_password: 'ravi5678', confirm_new_password: 'ravi5678' },
      { token: ravi },
    );
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    for (const old of [ravi, otherDevice]) {
      const denied = await call(t.app, 'GET', '/api/get_profile', undefined, { token: old });
      expect(denied).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.signInRequired } });
    }
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token: fresh })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/log_in', { email: 'ravi@example.com', password: 'ravi5678' })).status).toBe(
      200,
    );
    expect((await mailsTo(t, 'ravi@example.com')).at(-1)).toContain('password was changed');
    ravi = fresh;
  });
});

describe('addresses', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ name: '' }, 'name', ADDRESS_MESSAGES.nameRequired],
    [{ phone: '' }, 'phone', ADDRESS_MESSAGES.phoneRequired],
    [{ phone: '98765' }, 'phone', ADDRESS_MESSAGES.phoneDigits],
    [{ phone: '98765432101' }, 'phone', ADDRESS_MESSAGES.phoneDigits],
    [{ pin_code: '' }, 'pin_code', ADDRESS_MESSAGES.pinCodeRequired],
    [{ pin_code: '68200' }, 'pin_code', ADDRESS_MESSAGES.pinCodeDigits],
    [{ pin_code: '082001' }, 'pin_code', ADDRESS_MESSAGES.pinCodeNotServed],
    [{ address: ' ' }, 'address', ADDRESS_MESSAGES.addressRequired],
    [{ town: '' }, 'town', ADDRESS_MESSAGES.townRequired],
    [{ state: '' }, 'state', ADDRESS_MESSAGES.stateRequired],
    [{ landmark: '' }, 'landmark', ADDRESS_MESSAGES.landmarkRequired],
    [{ alternate_phone: '12' }, 'alternate_phone', ADDRESS_MESSAGES.alternatePhoneDigits],
  ];
  it.each(cases)('%j is refused on %s', async (change, field, message) => {
    const res = await call(t.app, 'POST', '/api/create_address', { ...home, ...change }, { token: asha });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: field, message }]);
  });

  it('refuses a missing field with its required message', async () => {
    const { landmark: _landmark, ...rest } = home;
    const res = await call(t.app, 'POST', '/api/create_address', rest, { token: asha });
    expect(res.body.errors).toEqual([{ path: 'landmark', message: ADDRESS_MESSAGES.landmarkRequired }]);
  });

  it('creates, edits and deletes an address, keeping one default', async () => {
    const created = await call(t.app, 'POST', '/api/create_address', home, { token: asha });
    expect(created.status).toBe(200);
    const first = addressResponse.parse(created.body).data;
    expect(first).toMatchObject({ ...home, alternate_phone: null, flag: true });
    const second = (
      await call(
        t.app,
        'POST',
        '/api/create_address',
        { ...home, address: '7 Beach Road', flag: true },
        { token: asha },
      )
    ).body.data;
    let listed = (await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha })).body.data.address;
    expect(listed.map((a: { _id: string; flag: boolean }) => [a._id, a.flag])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);

    const edited = await call(
      t.app,
      'POST',
      '/api/edit_address',
      { id: first._id, ...home, town: 'Aluva', alternate_phone: '9123456780' },
      { token: asha },
    );
    expect(edited.body.data).toMatchObject({
      _id: first._id,
      town: 'Aluva',
      alternate_phone: '9123456780',
      flag: true,
    });

    const deleted = await call(t.app, 'DELETE', `/api/delete_address?id=${second._id}`, undefined, { token: asha });
    expect(deleted).toMatchObject({ status: 200, body: { data: { _id: second._id } } });
    listed = (await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha })).body.data.address;
    expect(listed).toHaveLength(1);
  });

  it("answers 404 when one user reaches another's address, and changes nothing", async () => {
    const mine = (await call(t.app, 'POST', '/api/create_address', home, { token: asha })).body.data;
    const edit = await call(
      t.app,
      'POST',
      '/api/edit_address',
      { id: mine._id, ...home, town: 'Hacked' },
      { token: ravi },
    );
    expect(edit).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    const del = await call(t.app, 'DELETE', `/api/delete_address?id=${mine._id}`, undefined, { token: ravi });
    expect(del.status).toBe(404);
    const ravisView = (await call(t.app, 'GET', '/api/get_profile', undefined, { token: ravi })).body.data.address;
    expect(ravisView).toEqual([]);
    const ashasView = (await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha })).body.data.address;
    expect(ashasView.find((a: { _id: string }) => a._id === mine._id)?.town).toBe('Kochi');
    expect((await call(t.app, 'DELETE', '/api/delete_address?id=oops', undefined, { token: asha })).status).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { body } = await call(t.app, 'GET', '/api/get_profile', undefined, { token: asha });
    for (let i = body.data.address.length; i < MAX_ADDRESSES; i++) {
      expect((await call(t.app, 'POST', '/api/create_address', { ...home, flag: false }, { token: asha })).status).toBe(
        200,
      );
    }
    const over = await call(t.app, 'POST', '/api/create_address', home, { token: asha });
    expect(over).toMatchObject({ status: 409, body: { message: ADDRESS_MESSAGES.tooMany } });
  });
});
