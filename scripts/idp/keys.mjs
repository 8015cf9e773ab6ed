// Signing keys, made at start and shared by the three policies (B2C signs every user flow with the tenant's keys).
// A restart makes new keys: tokens signed before it are no longer "ours" (see the logout handling in local-idp.mjs).
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';

export function createKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    /** The private JWKS oidc-provider signs with. */
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-idp', alg: 'RS256', use: 'sig' }] },
    /** Keys for oidc-provider's signed cookies. */
    cookieKeys: [randomBytes(32).toString('base64url')],
    /** Whether `jwt` (RS256) was signed with this run's key. */
    signedHere(jwt) {
      const [header = '', body = '', signature = ''] = String(jwt).split('.');
      try {
        return verify('RSA-SHA256', Buffer.from(`${header}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
      } catch {
        return false;
      }
    },
  };
}

/** The payload of a JWT, unverified (to read `tfp` and `aud` from a logout hint); undefined when unreadable. */
export function decodeJwtPayload(jwt) {
  try {
    return JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
