import { z } from 'zod';
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows, type Database } from '#server/db/client';
import { settingsApplied } from '#server/db/schema';
import { ITEM_VECTOR } from '#server/lib/item-vector';
import type { Queryable } from '#server/services/jobs/job-queue';
import { ITEM_KINDS } from '#server/services/vocabulary/item-kinds';
import { sensitiveKindOf } from './member-card-privacy';

/** Every name, in every language, of the university's sensitive kinds and of the kinds one step narrower. */
function sensitiveNames(university: UniversityConfig): string[] {
  const kinds = new Set(university.sensitiveItems.map((item) => item.kind));
  return [
    ...new Set(
      ITEM_KINDS.filter((item) => kinds.has(item.id) || (item.broader && kinds.has(item.broader))).flatMap(
        (item) => Object.values(item.names).flat(),
      ),
    ),
  ];
}

/** Whether an item of this name is one of the university's sensitive kinds. */
export const isSensitiveItem = (itemName: string, university: UniversityConfig) =>
  sensitiveKindOf(itemName, university) !== undefined;

/**
 * Marks the items whose kind the university keeps private, and unmarks those
 * it no longer does, so the settings' list covers items stored before it
 * changed. The candidates come from the index of the items' own words (any
 * word of a sensitive kind's names), and each is decided as its card is
 * (sensitiveKindOf); an item is written only when its mark changes, and to
 * its decided value, so two servers doing this at once agree.
 */
export async function markSensitiveItems(db: Database, university: UniversityConfig): Promise<number> {
  const names = sensitiveNames(university);
  const words =
    names.length === 0
      ? sql`false`
      : sql.join(
          names.map((name) => sql`${ITEM_VECTOR} @@ plainto_tsquery('english', ${name})`),
          sql` OR `,
        );
  const candidates = await queryRows(
    db,
    sql`SELECT f.id, f.item_name, f.sensitive FROM found_reports f WHERE f.sensitive OR ${words}`,
    z.object({ id: z.string(), item_name: z.string(), sensitive: z.boolean() }),
  );
  const changed = candidates.filter((item) => isSensitiveItem(item.item_name, university) !== item.sensitive);
  if (changed.length > 0)
    await db.transaction(async (tx) => {
      const ids = sql`${sql.param(changed.map((item) => item.id))}`;
      await tx.execute(sql`UPDATE found_reports SET sensitive = item.sensitive
            FROM unnest(${ids}::uuid[], ${sql.param(changed.map((item) => !item.sensitive))}::boolean[]) AS item(id, sensitive)
            WHERE found_reports.id = item.id`);
      await keepTypoListPrivate(tx, ids);
      // The trigger took the items' words again; their pairs are built anew (decision 0076).
      await tx.execute(sql`SELECT rebuild_search_word_pairs()`);
    });
  return changed.length;
}

/**
 * The typo list after items' marks changed (decision 0067): an item now kept
 * private takes back the words of its description that no item members may
 * search by still holds; an item no longer kept gives its words again.
 */
async function keepTypoListPrivate(tx: Queryable, ids: SQL): Promise<void> {
  const words = (sensitive: SQL) =>
    sql`search_words_of(f.item_name, f.color, f.found_location, f.description, ${sensitive})`;
  await tx.execute(sql`INSERT INTO search_words (word)
        SELECT DISTINCT word FROM found_reports f, ${words(sql`false`)} AS word
        WHERE f.id = ANY(${ids}::uuid[]) AND NOT f.sensitive
        ON CONFLICT (word) DO NOTHING`);
  await tx.execute(sql`DELETE FROM search_words s
        WHERE s.word IN (
          SELECT word FROM found_reports f, ${words(sql`false`)} AS word
          WHERE f.id = ANY(${ids}::uuid[]) AND f.sensitive
          EXCEPT
          SELECT word FROM found_reports f, ${words(sql`true`)} AS word
          WHERE f.id = ANY(${ids}::uuid[]) AND f.sensitive)
          AND NOT EXISTS (
            SELECT 1 FROM found_reports f
            WHERE NOT f.sensitive AND f.search_vector @@ plainto_tsquery('english', s.word))
          AND NOT EXISTS (SELECT 1 FROM found_reports f WHERE ${ITEM_VECTOR} @@ plainto_tsquery('english', s.word))`);
}

const SETTING = 'sensitive-items';

/** Changes whenever the kinds kept private, or any of their names in the vocabulary, change. */
function sensitiveFingerprint(university: UniversityConfig): string {
  const kinds = university.sensitiveItems.map((item) => item.kind).sort();
  return createHash('sha256')
    .update(JSON.stringify([kinds, sensitiveNames(university).sort()]))
    .digest('base64url');
}

/**
 * What a start does (decision 0061): the marking above, but only when the
 * list of sensitive kinds differs from the one the stored items were last
 * marked for, since items reported meanwhile were marked as they came in.
 * Returns how many items changed, or undefined when nothing had to be done.
 */
export async function markSensitiveItemsIfListChanged(
  db: Database,
  university: UniversityConfig,
): Promise<number | undefined> {
  const fingerprint = sensitiveFingerprint(university);
  const [applied] = await db.select().from(settingsApplied).where(eq(settingsApplied.name, SETTING)).limit(1);
  if (applied?.fingerprint === fingerprint) return undefined;
  const changed = await markSensitiveItems(db, university);
  await db
    .insert(settingsApplied)
    .values({ name: SETTING, fingerprint })
    .onConflictDoUpdate({ target: settingsApplied.name, set: { fingerprint, appliedAt: sql`now()` } });
  return changed;
}
