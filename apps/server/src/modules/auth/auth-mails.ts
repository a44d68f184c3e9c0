import { SHOP_NAME } from '@store/contracts/constants';
import type { MailMessage } from '../../lib/mail/mailer';
import { renderMail } from '../../lib/mail/layout';

/** The sign-up code. */
export function signUpCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} sign-up code is ${code}`,
    ...renderMail({
      paragraphs: [
        `Welcome to ${SHOP_NAME}! Enter this code to finish creating your account:`,
        'The code works for 10 minutes. If you did not ask to sign up, you can ignore this e-mail.',
      ],
      code,
    }),
  };
}

/** The express-checkout code: it confirms the e-mail and signs the buyer in to place the order. */
export function expressCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} checkout code is ${code}`,
    ...renderMail({
      paragraphs: [
        'Enter this code on the checkout page to confirm your e-mail and place your order:',
        'The code works for 10 minutes. If you are not buying anything from us, you can ignore this e-mail: nothing happens without the code.',
      ],
      code,
    }),
  };
}

/** Tells an account's owner that a checkout code signed in to it, so one they did not ask for is noticed. */
export function expressSignInMail(to: string): MailMessage {
  return {
    to,
    subject: `You signed in to ${SHOP_NAME} at checkout`,
    ...renderMail({
      paragraphs: [
        'Your account was just signed in to with a code mailed to this address, to place an order at checkout.',
        'If this was not you, someone has access to your e-mail: change its password, then use "Forgot password" on our sign-in page.',
      ],
    }),
  };
}

/** Sent instead of a code when someone signs up with an e-mail that already has an account. */
export function alreadyRegisteredMail(to: string): MailMessage {
  return {
    to,
    subject: `You already have a ${SHOP_NAME} account`,
    ...renderMail({
      paragraphs: [
        `Someone (probably you) tried to sign up at ${SHOP_NAME} with this e-mail address, but it already has an account.`,
        'Sign in instead. If you forgot your password, use "Forgot password" on the sign-in page to set a new one.',
        'If this was not you, you can ignore this e-mail: nothing has changed.',
      ],
    }),
  };
}

/** The password-reset code. */
export function resetCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} password reset code is ${code}`,
    ...renderMail({
      paragraphs: [
        'Enter this code to choose a new password:',
        'The code works for 10 minutes. If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
      ],
      code,
    }),
  };
}

/** Confirms a password change or reset, so an owner notices one they did not make. */
export function passwordChangedMail(to: string): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} password was changed`,
    ...renderMail({
      paragraphs: [
        'The password of your account was just changed, and every other device was signed out.',
        'If this was not you, reset your password now with "Forgot password" on the sign-in page.',
      ],
    }),
  };
}
