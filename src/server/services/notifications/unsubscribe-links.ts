import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '#server/db/client';
import { instanceSecret } from '#server/lib/instance-secret';

let cachedKey: { db: Database; key: string } | null = null;

/** The key unsubscribe links are signed with: made once, shared by every server through the database. */
async function signingKey(db: Database): Promise<string> {
  if (cachedKey?.db === db) return cachedKey.key;
  const key = await instanceSecret(db, 'unsubscribe-link-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  cachedKey = { db, key };
  return key;
}

const sign = (key: string, memberId: string) =>
  createHmac('sha256', key).update(`email-alerts-off:${memberId}`).digest('base64url');

/**
 * A link that turns one member's email alerts off without signing in (RFC 8058
 * one-click). It names the member and carries a signature only the server can
 * make, so nobody can turn off someone else's alerts by guessing.
 */
export async function unsubscribeUrl(db: Database, publicUrl: string, memberId: string): Promise<string> {
  const token = sign(await signingKey(db), memberId);
  return `${publicUrl}/api/notifications/unsubscribe?member=${memberId}&token=${token}`;
}

export async function isValidUnsubscribeToken(
  db: Database,
  memberId: string,
  token: string,
): Promise<boolean> {
  const expected = Buffer.from(sign(await signingKey(db), memberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
