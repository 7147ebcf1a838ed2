import { z } from 'zod';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/client';
import { sameSignature, signingKeyOf } from '#server/lib/instance-secret';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/** The key unsubscribe links are signed with, shared by every server through the database. */
const signingKey = signingKeyOf('unsubscribe-link-key');

/**
 * The signature names the member and when they last turned email alerts on:
 * turning them on again ends every link sent before (decision 0045). A member
 * who never turned them back on has the signature links had before that.
 */
const sign = (key: string, memberId: string, onSince: string | null) =>
  createHmac('sha256', key)
    .update(onSince === null ? `email-alerts-off:${memberId}` : `email-alerts-off:${memberId}:${onSince}`)
    .digest('base64url');

/** When the member last turned email alerts on (microseconds since 1970, as text), or null: never. */
async function alertsOnSince(db: Database, memberId: string): Promise<{ onSince: string | null } | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT (extract(epoch FROM email_alerts_on_since) * 1000000)::bigint::text AS on_since
        FROM users WHERE id = ${memberId}::uuid`,
    z.object({ on_since: z.string().nullable() }),
  );
  return row ? { onSince: row.on_since } : null;
}

export interface UnsubscribeLinks {
  /** The app's page, for people: in the mail's text. */
  page: string;
  /** The API's address, for mail providers: in List-Unsubscribe. */
  oneClick: string;
}

/**
 * The two addresses of one member's unsubscribe link (RFC 8058 one-click):
 * the app's page a person opens from the mail, which asks before it turns
 * alerts off, and the API address a mail provider posts to. Both name the
 * member and carry a signature only the server can make, so nobody can turn
 * off someone else's alerts by guessing.
 */
export async function unsubscribeLinks(
  db: Database,
  publicUrl: string,
  memberId: string,
): Promise<UnsubscribeLinks> {
  const member = await alertsOnSince(db, memberId);
  const token = sign(await signingKey(db), memberId, member?.onSince ?? null);
  const query = new URLSearchParams({ member: memberId, token }).toString();
  return {
    page: `${publicUrl}${pagePath(routePatterns.unsubscribe, { member: memberId, token })}`,
    oneClick: `${publicUrl}/api/notifications/unsubscribe?${query}`,
  };
}

/** Whether a link is one the server signed for this member since they last turned email alerts on. */
export async function isValidUnsubscribeToken(
  db: Database,
  memberId: string,
  token: string,
): Promise<boolean> {
  const member = await alertsOnSince(db, memberId);
  if (!member) return false;
  return sameSignature(token, sign(await signingKey(db), memberId, member.onSince));
}
