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
