import { OAuth2Client } from 'google-auth-library';

/** What a verified Google ID token says about its owner. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Checks a Google ID token's signature, audience, issuer and expiry; throws when any is wrong. */
export interface GoogleVerifier {
  verify(credential: string): Promise<GoogleIdentity>;
}

/** Google's public keys by key id, as PEM. */
export type GoogleCertsSource = () => Promise<Record<string, string>>;

/**
 * google-auth-library's verifyIdToken. `certs` replaces only the download of Google's public
 * keys (tests sign with their own RSA key); the signature and claim checks are the library's.
 */
export function createGoogleVerifier(clientId: string, certs?: GoogleCertsSource): GoogleVerifier {
  const client = new OAuth2Client({ clientId });
  if (certs) {
    client.getFederatedSignonCertsAsync = async () =>
      ({ certs: await certs(), format: 'PEM' }) as Awaited<ReturnType<OAuth2Client['getFederatedSignonCertsAsync']>>;
  }
  return {
    async verify(credential) {
      const ticket = await client.verifyIdToken({ idToken: credential, audience: clientId });
      const payload = ticket.getPayload();
      if (!payload?.sub || !payload.email) throw new Error('Google ID token without sub or email');
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: payload.name?.trim() || payload.email.split('@')[0] || 'Customer',
      };
    },
  };
}
