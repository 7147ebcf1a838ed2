import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { instanceSecrets } from '#server/db/schema';

/**
 * A secret made at first start and kept in the database, so it survives a
 * restart and every server sharing the database uses the same one. When two
 * servers race, the first insert wins and both read it back.
 */
export async function instanceSecret(
  db: Database,
  name: string,
  generate: () => Promise<string>,
): Promise<string> {
  const [existing] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name)).limit(1);
  if (existing) return existing.value;
  await db
    .insert(instanceSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name)).limit(1);
  if (!stored) throw new Error(`Could not keep the instance secret ${name}`);
  return stored.value;
}

/**
 * The reader of a key that signs links and addresses the server hands out:
 * an instance secret of 256 random bits, read once per database and kept, as
 * it never changes once made.
 */
export function signingKeyOf(name: string): (db: Database) => Promise<string> {
  let kept: { db: Database; key: string } | null = null;
  return async (db) => {
    if (kept?.db === db) return kept.key;
    const key = await instanceSecret(db, name, async () => randomBytes(32).toString('base64url'));
    kept = { db, key };
    return key;
  };
}

/** Whether a signature someone gave is the expected one, in time that does not tell how much of it matched. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
