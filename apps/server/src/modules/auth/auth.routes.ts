import {
  AUTH_MESSAGES,
  authConfigResponse,
  codeSentResponse,
  emptyResponse,
  forgotPasswordBody,
  forgotPasswordEmailBody,
  googleSignInBody,
  logInBody,
  logInResponse,
  resendOtpBody,
  sessionResponse,
  signUpBody,
  signUpResponse,
  verifyOtpBody,
} from '@store/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { signInWithGoogle } from './google.service';
import { logIn } from './log-in.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { completeSignUp, resendSignUpCode, startSignUp } from './sign-up.service';

const tags = ['accounts'];

/**
 * Sign-up, log-in, Google sign-in and forgot-password at the paths of docs/product.md, API calls;
 * thin over the services.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.accounts;
  // Answers here carry sessions and e-mails: never kept by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/sign_up',
    {
      schema: {
        tags,
        summary: 'Mails a 4-digit sign-up code (creates nothing); with `otp`, completes the sign-up',
        body: signUpBody,
        response: { 200: signUpResponse },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.otp) {
        return ok(
          'Account created',
          await completeSignUp(ctx, { email: body.email, otp: body.otp }, request.clientAddress),
        );
      }
      await startSignUp(ctx, body, request.clientAddress);
      return ok(AUTH_MESSAGES.codeSent, { email: body.email });
    },
  );

  app.post(
    '/verify_otp',
    {
      schema: {
        tags,
        summary: 'Checks the sign-up code, creates the account and signs it in',
        body: verifyOtpBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ok('Account created', await completeSignUp(ctx, request.body, request.clientAddress)),
  );

  app.post(
    '/resend_otp',
    {
      schema: {
        tags,
        summary: 'Mails a new code for a pending sign-up or password reset (once a minute, 5 an hour)',
        body: resendOtpBody,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      const { email, purpose } = request.body;
      if (purpose === 'reset_password') {
        await requestPasswordReset(ctx, email, request.clientAddress);
        return ok(AUTH_MESSAGES.resetCodeSent, { email });
      }
      await resendSignUpCode(ctx, email, request.clientAddress);
      return ok(AUTH_MESSAGES.codeSent, { email });
    },
  );

  app.post(
    '/log_in',
    {
      schema: {
        tags,
        summary:
          'Signs in with e-mail and password; answers the token and the session fields, or, for a sign-up never confirmed, mails a new code',
        body: logInBody,
        response: { 200: logInResponse },
      },
    },
    async (request) => {
      const answer = await logIn(ctx, request.body, request.clientAddress);
      return 'confirm_email' in answer ? ok(AUTH_MESSAGES.confirmEmail, answer) : ok('Signed in', answer);
    },
  );

  app.post(
    '/google_sign_in_login',
    {
      schema: {
        tags,
        summary: 'Signs in with a Google ID token (404 when Google sign-in is not enabled)',
        body: googleSignInBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => ok('Signed in', await signInWithGoogle(ctx, request.body.credential)),
  );

  app.get(
    '/auth_config',
    {
      schema: {
        tags,
        summary: 'Public sign-in settings: the Google client id for the sign-in button, or null',
        response: { 200: authConfigResponse },
      },
    },
    async () => ok('Sign-in settings', { google_client_id: app.config.GOOGLE_CLIENT_ID ?? null }),
  );

  app.post(
    '/forgot_password_email_verify',
    {
      schema: {
        tags,
        summary: 'Mails a password reset code if the e-mail has an account; answers the same if not',
        body: forgotPasswordEmailBody,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.clientAddress);
      return ok(AUTH_MESSAGES.resetCodeSent, { email: request.body.email });
    },
  );

  app.post(
    '/forgot_password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the reset code; signs out every session',
        body: forgotPasswordBody,
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, request.clientAddress);
      return ok('Password changed. Please sign in', null);
    },
  );
};
