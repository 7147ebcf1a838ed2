import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Database } from '#server/db/client';
import { instanceSecret } from '#server/lib/instance-secret';

export interface ProviderKeys {
  signingKey: CryptoKey;
  publicJwk: JWK;
  /** Signs the short-lived authorization codes. */
  codeKey: Uint8Array;
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** Keys are made at first start and kept in the database (never in the repository). */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  const storedJwk = await instanceSecret(db, 'dev-oidc-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' });
  });
  const codeSecret = await instanceSecret(db, 'dev-oidc-code-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  const jwk = JSON.parse(storedJwk) as JWK;
  const signingKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const publicJwk: JWK = { ...jwk };
  for (const part of PRIVATE_PARTS) delete publicJwk[part];
  return { signingKey, publicJwk, codeKey: Buffer.from(codeSecret, 'base64url') };
}
