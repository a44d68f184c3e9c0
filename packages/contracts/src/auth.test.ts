import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  forgotPasswordBody,
  logInBody,
  otpField,
  profileNameBody,
  profilePasswordBody,
  signUpBody,
} from './auth';

const good = { fullName: 'Asha Menon', email: ' Asha@Example.COM ', password: 'ride2024', confirmPassword: 'ride2024' };

/** The messages a parse reports, by field. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('sign-up form', () => {
  it('accepts a good form and normalises the e-mail', () => {
    expect(signUpBody.parse(good)).toEqual({ ...good, email: 'asha@example.com' });
  });

  it.each([
    [{ fullName: '' }, 'fullName', AUTH_MESSAGES.fullNameRequired],
    [{ fullName: 'Asha_M' }, 'fullName', AUTH_MESSAGES.fullNameLetters],
    [{ fullName: 'A'.repeat(81) }, 'fullName', AUTH_MESSAGES.fullNameMax],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'asha@' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ password: 'a1', confirmPassword: 'a1' }, 'password', AUTH_MESSAGES.passwordMin],
    [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'password', AUTH_MESSAGES.passwordMix],
    [{ confirmPassword: '' }, 'confirmPassword', AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: 'ride2025' }, 'confirmPassword', AUTH_MESSAGES.passwordsDiffer],
  ])('%j gives one message on %s', (change, field, message) => {
    expect(messages(signUpBody.safeParse({ ...good, ...change }))).toEqual([[field, message]]);
  });
});

describe('names as Indians write them', () => {
  it.each([
    ['Malayalam', 'അനു ജോസഫ്'],
    ['Malayalam with a chillu written with a joiner', 'മുരളീധരന\u0D4D\u200D'],
    ['Hindi', 'अनीता शर्मा'],
    ['Tamil', 'கார்த்திக் ராஜா'],
    ['Latin with accents', 'Zoë Fernandes'],
  ])('accepts a name in %s, on sign-up and in the profile', (_script, name) => {
    expect(signUpBody.safeParse({ ...good, fullName: name }).success).toBe(true);
    expect(profileNameBody.parse({ name })).toEqual({ name });
  });

  it.each(['അനു 2', 'अनीता ३', 'Asha.', 'Asha-M', '\u200D\u200D\u200D\u200D'])('refuses %j', (name) => {
    expect(messages(signUpBody.safeParse({ ...good, fullName: name }))).toEqual([
      ['fullName', AUTH_MESSAGES.fullNameLetters],
    ]);
    expect(messages(profileNameBody.safeParse({ name }))).toEqual([['name', AUTH_MESSAGES.nameLetters]]);
  });
});

describe('other forms', () => {
  it('takes the OTP as exactly four digits', () => {
    expect(otpField.safeParse('0042').success).toBe(true);
    for (const bad of ['', '123', '12345', '12a4']) expect(otpField.safeParse(bad).success).toBe(false);
  });

  it('checks log-in fields for presence and the 100-character maximum only', () => {
    expect(logInBody.parse({ email: 'A@B.C', password: 'x' })).toEqual({ email: 'a@b.c', password: 'x' });
    expect(messages(logInBody.safeParse({ email: '', password: 'y'.repeat(101) }))).toEqual([
      ['email', AUTH_MESSAGES.emailRequired],
      ['password', AUTH_MESSAGES.passwordMax(100)],
    ]);
  });

  it('checks the profile name: letters and spaces, 4 to 80', () => {
    expect(messages(profileNameBody.safeParse({ name: 'Anu' }))).toEqual([['name', AUTH_MESSAGES.nameMin]]);
    expect(messages(profileNameBody.safeParse({ name: 'Anu 2' }))).toEqual([['name', AUTH_MESSAGES.nameLetters]]);
    expect(profileNameBody.parse({ name: ' Anu Joseph ' })).toEqual({ name: 'Anu Joseph' });
  });

  it('checks that new passwords match in forgot-password and password change', () => {
    const reset = { email: 'a@b.co', otp: '1234', password: 'abc123', confirm_password: 'abc124' };
    expect(messages(forgotPasswordBody.safeParse(reset))).toEqual([
      ['confirm_password', AUTH_MESSAGES.passwordsDiffer],
    ]);
    const change = { current_password: 'old', new_password: 'abc123', confirm_new_password: 'abc124' };
    expect(messages(profilePasswordBody.safeParse(change))).toEqual([
      ['confirm_new_password', AUTH_MESSAGES.passwordsDiffer],
    ]);
  });
});
