import { z } from 'zod';
import { addressSchema } from './address';
import { envelopeSchema } from './envelope';

/* ---------- limits (docs/product.md, Validation rules and Constants and limits) ---------- */

export const OTP_LENGTH = 4;
export const NAME_MIN = 4;
export const NAME_MAX = 80;
export const SIGN_UP_FIELD_MAX = 80;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 80;
export const LOGIN_FIELD_MAX = 100;
/** Seconds before Resend Code may ask again; the server refuses sooner requests with 429. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Every message a form or the server shows for the account fields, written once. */
export const AUTH_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  fullNameLetters: 'Full Name should only contain letters and spaces',
  fullNameMax: `Full Name must be at most ${SIGN_UP_FIELD_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailMax: (max: number) => `Email must be at most ${max} characters`,
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMix: 'Password must contain both letters and numbers',
  passwordMax: (max: number) => `Password must be at most ${max} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  otpInvalid: `Enter the ${OTP_LENGTH}-digit code`,
  nameLetters: 'Name should only contain letters and spaces',
  nameMin: `First name must be at least ${NAME_MIN} characters long`,
  nameMax: `Name must be at most ${NAME_MAX} characters`,
  credentialRequired: 'Google sign-in failed',
  termsRequired: 'Please accept the Terms & Conditions to continue',
  // Answers of the server.
  codeSent: 'We sent a 4-digit code to your e-mail',
  resetCodeSent: 'If this e-mail belongs to an account, we sent it a 4-digit code',
  codeWrong: 'The code is wrong or has expired',
  loginFailed: 'Invalid email or password',
  signInRequired: 'Please sign in',
  blocked: 'Your account is blocked. Please contact support',
  forbidden: 'You are not allowed to do this',
  currentPasswordWrong: 'Current password is incorrect',
  confirmEmail: 'Please confirm your e-mail: we sent you a new 4-digit code',
  passwordAlreadySet: 'This account already has a password. Enter it as the current password',
  tooManyAttempts: 'Too many attempts. Please try again later',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  tooManyCodes: 'Too many codes requested for this e-mail. Please try again in an hour',
  googleDisabled: 'Google sign-in is not enabled',
  googleFailed: 'Google sign-in failed',
  googleUnverified: 'Google has not verified this e-mail address',
} as const;

/* ---------- field schemas, composed into each form ---------- */

/**
 * Letters of any script with their combining marks (Malayalam's vowel signs and virama, Devanagari's
 * matras), and spaces: 'letters' is not only A-Z for names written as Indians write them. The zero-
 * width joiner and non-joiner shape conjuncts and chillu letters in Malayalam and Devanagari text,
 * so they may appear too; digits and punctuation may not. At least one letter.
 */
const NAME_CHARACTER_SOURCE = String.raw`(?:[\p{L}\p{M} ]|\u200C|\u200D)`;
const LETTERS_AND_SPACES = new RegExp(`^(?=.*\\p{L})${NAME_CHARACTER_SOURCE}+$`, 'u');
/** One character the name rules allow. */
export const NAME_CHARACTER = new RegExp(`^${NAME_CHARACTER_SOURCE}$`, 'u');

/** An e-mail, trimmed and lower-cased, format-checked, at most `max` characters. */
export const emailField = (max: number = SIGN_UP_FIELD_MAX) =>
  z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
    .max(max, AUTH_MESSAGES.emailMax(max))
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
    .transform((v) => v.toLowerCase());

/** A new password: 6 to 80 characters with both letters and digits. */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax(PASSWORD_MAX))
  .regex(/(?=.*[A-Za-z])(?=.*\d)/, AUTH_MESSAGES.passwordMix);

const confirmField = z
  .string({ error: AUTH_MESSAGES.confirmRequired })
  .min(1, { error: AUTH_MESSAGES.confirmRequired, abort: true })
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax(PASSWORD_MAX));

/** The sign-up full name: letters and spaces only. */
export const fullNameField = z
  .string({ error: AUTH_MESSAGES.fullNameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.fullNameRequired, abort: true })
  .max(SIGN_UP_FIELD_MAX, AUTH_MESSAGES.fullNameMax)
  .regex(LETTERS_AND_SPACES, AUTH_MESSAGES.fullNameLetters);

/** The profile name: letters and spaces, 4 to 80 characters. */
export const profileNameField = z
  .string({ error: AUTH_MESSAGES.nameMin })
  .trim()
  .min(NAME_MIN, AUTH_MESSAGES.nameMin)
  .max(NAME_MAX, AUTH_MESSAGES.nameMax)
  .regex(LETTERS_AND_SPACES, AUTH_MESSAGES.nameLetters);

/** The 4-digit code of the OTP step. */
export const otpField = z
  .string({ error: AUTH_MESSAGES.otpInvalid })
  .trim()
  .regex(/^\d{4}$/, AUTH_MESSAGES.otpInvalid);

/* ---------- bodies ---------- */

/** POST /sign_up: without `otp` it mails a code; with it, it completes the sign-up like /verify_otp. */
export const signUpBody = z
  .object({
    fullName: fullNameField,
    email: emailField(),
    password: newPasswordField,
    confirmPassword: confirmField,
    otp: otpField.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SignUp = z.infer<typeof signUpBody>;

/** POST /verify_otp: the sign-up code for this e-mail. */
export const verifyOtpBody = z.object({ email: emailField(), otp: otpField });
export type VerifyOtp = z.infer<typeof verifyOtpBody>;

/**
 * What a one-time code is for: a sign-up, a password reset, confirming the e-mail at express
 * checkout, or confirming a visitor's back-in-stock alert.
 */
export const CODE_PURPOSES = ['sign_up', 'reset_password', 'express', 'stock_alert', 'cod'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The codes Resend Code can ask for again (express checkout asks through its own call). */
export const codePurposeSchema = z.enum(['sign_up', 'reset_password']);
export type ResendPurpose = z.infer<typeof codePurposeSchema>;

/** POST /resend_otp: a fresh code for a sign-up (default) or a password reset. */
export const resendOtpBody = z.object({ email: emailField(), purpose: codePurposeSchema.default('sign_up') });
export type ResendOtp = z.infer<typeof resendOtpBody>;

/** POST /log_in. */
export const logInBody = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
    .max(LOGIN_FIELD_MAX, AUTH_MESSAGES.emailMax(LOGIN_FIELD_MAX))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
    .max(LOGIN_FIELD_MAX, AUTH_MESSAGES.passwordMax(LOGIN_FIELD_MAX)),
});
export type LogIn = z.infer<typeof logInBody>;

/** POST /google_sign_in_login: the ID token from Google Identity Services. */
export const googleSignInBody = z.object({
  credential: z
    .string({ error: AUTH_MESSAGES.credentialRequired })
    .min(1, { error: AUTH_MESSAGES.credentialRequired, abort: true })
    .max(4096),
});

/** POST /forgot_password_email_verify. */
export const forgotPasswordEmailBody = z.object({ email: emailField(LOGIN_FIELD_MAX) });

/** POST /forgot_password: the reset code and the new password, twice. */
export const forgotPasswordBody = z
  .object({
    email: emailField(LOGIN_FIELD_MAX),
    otp: otpField,
    password: newPasswordField,
    confirm_password: confirmField,
  })
  .refine((b) => b.password === b.confirm_password, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ForgotPassword = z.infer<typeof forgotPasswordBody>;

/** POST /profile_name_edit. */
export const profileNameBody = z.object({ name: profileNameField });

const currentPasswordField = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, { error: AUTH_MESSAGES.currentPasswordRequired, abort: true })
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax(PASSWORD_MAX));

/**
 * POST /profile_password_edit. The current password is needed when the account has one; an account
 * made at express checkout or with Google has none, and sets its first one here without it.
 */
export const profilePasswordBody = z
  .object({
    current_password: z.union([currentPasswordField, z.literal('')]).optional(),
    new_password: newPasswordField,
    confirm_new_password: confirmField,
  })
  .refine((b) => b.new_password === b.confirm_new_password, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirm_new_password'],
  });
export type ProfilePassword = z.infer<typeof profilePasswordBody>;

/** The password form of an account that has a password: the current one is required. */
export const changePasswordForm = profilePasswordBody.safeExtend({ current_password: currentPasswordField });

/* ---------- answers ---------- */

/** The signed-in user as the web app stores it under `user`, with the bearer token (docs/product.md, Entities). */
export const sessionSchema = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  cart_count: z.number().int(),
  like_count: z.number().int(),
  liked_products: z.array(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionResponse = envelopeSchema(sessionSchema);

/**
 * What log_in answers for an e-mail whose sign-up code was never entered, when the password is the
 * one chosen at sign-up: a new code went out, and the code screen finishes the sign-up.
 */
export const confirmEmailSchema = z.object({ email: z.string(), confirm_email: z.literal(true) });
export const logInResponse = envelopeSchema(z.union([sessionSchema, confirmEmailSchema]));
export type LogInResponse = z.infer<typeof logInResponse>;
/** Sign-up answers with the e-mail the code went to, or (with `otp`) with the new session. */
export const signUpResponse = envelopeSchema(z.union([sessionSchema, z.object({ email: z.string() })]));
export const codeSentResponse = envelopeSchema(z.object({ email: z.string() }));
export const emptyResponse = envelopeSchema(z.null());
export const tokenResponse = envelopeSchema(z.object({ token: z.string() }));
export const authConfigResponse = envelopeSchema(z.object({ google_client_id: z.string().nullable() }));

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** False for an account made at express checkout or with Google: its first password needs no current one. */
  has_password: z.boolean(),
  address: z.array(addressSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = envelopeSchema(profileSchema);
export const profileNameResponse = envelopeSchema(z.object({ name: z.string() }));

/* ---------- answer types for the web client ---------- */

export type SessionResponse = z.infer<typeof sessionResponse>;
export type CodeSentResponse = z.infer<typeof codeSentResponse>;
export type EmptyResponse = z.infer<typeof emptyResponse>;
export type TokenResponse = z.infer<typeof tokenResponse>;
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;
export type ProfileResponse = z.infer<typeof profileResponse>;
export type ProfileNameResponse = z.infer<typeof profileNameResponse>;
