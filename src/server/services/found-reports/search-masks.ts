import { z } from 'zod';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { UniversityConfig } from '#shared/university/university-config';
import { CHANGES_CHANNEL, changeNotice } from '#server/db/change-notices';
import { queryRows, type Database } from '#server/db/client';
import { searchMasks, settingsApplied } from '#server/db/schema';

/**
 * The university ID pattern in PostgreSQL's regular expressions: the settings
 * write it for JavaScript, whose Unicode classes PostgreSQL spells as POSIX
 * ones. Anything else PostgreSQL cannot read is caught when the pattern is
 * tried (searchMaskFor).
 */
export function postgresPattern(pattern: string): string {
  const classes: Record<string, string> = { L: 'alpha', Letter: 'alpha', N: 'digit', Nd: 'digit' };
  let out = '';
  let inBrackets = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      const unicode = /^\\p\{([A-Za-z]+)\}/.exec(pattern.slice(i));
      const posix = unicode ? classes[unicode[1]!] : undefined;
      if (unicode && posix) {
        out += inBrackets ? `[:${posix}:]` : `[[:${posix}:]]`;
        i += unicode[0].length - 1;
      } else {
        out += pattern.slice(i, i + 2);
        i += 1;
      }
      continue;
    }
    if (char === '[' && !inBrackets) inBrackets = true;
    else if (char === ']' && inBrackets) inBrackets = false;
    out += char;
  }
  return out;
}

/**
 * What hides university IDs from members' search when PostgreSQL cannot read
 * the settings' pattern, or reads it without hiding the settings' own example:
 * every run of six digits or more, separators allowed, so a number is never
 * left searchable for want of a pattern.
 */
export const FALLBACK_ID_MASK = '(?<![0-9০-৯])[0-9০-৯](?:[-\\s./]?[0-9০-৯]){5,}(?![0-9০-৯])';

/**
 * The pattern the database hides university IDs with, tried on the settings'
 * example: null without a university ID; the fallback when the translation is
 * refused or leaves the example readable.
 */
export async function searchMaskFor(
  db: Database,
  university: UniversityConfig,
): Promise<{ pattern: string | null; fallback: boolean }> {
  if (!university.universityId) return { pattern: null, fallback: false };
  const pattern = postgresPattern(university.universityId.pattern);
  try {
    const [row] = await queryRows(
      db,
      sql`SELECT member_text(${university.universityId.example}, ${pattern}) AS left`,
      z.object({ left: z.string() }),
    );
    if (row && row.left.trim() === '') return { pattern, fallback: false };
  } catch {
    // PostgreSQL refused the pattern: the fallback below hides the numbers instead.
  }
  return { pattern: FALLBACK_ID_MASK, fallback: true };
}

const SETTING = 'search-masks';

/**
 * What a start does (decision 0076): writes the university ID pattern where
 * the database's trigger reads it, and when it changed, takes the words of
 * every item members may search by again (only rows whose words change are
 * written), the word pairs and the typo list with them. Returns how many items changed, or
 * undefined when the pattern was already applied.
 */
export async function applySearchMasks(
  db: Database,
  university: UniversityConfig,
  warn: (message: string) => void = () => {},
): Promise<number | undefined> {
  const { pattern, fallback } = await searchMaskFor(db, university);
  if (fallback)
    warn(
      'The university ID pattern cannot be read by PostgreSQL as written; members’ search hides every number of six digits or more instead',
    );
  const fingerprint = createHash('sha256')
    .update(pattern ?? '')
    .digest('base64url');
  const [applied] = await db.select().from(settingsApplied).where(eq(settingsApplied.name, SETTING)).limit(1);
  if (applied?.fingerprint === fingerprint) return undefined;
  return db.transaction(async (tx) => {
    if (pattern === null) await tx.delete(searchMasks).where(eq(searchMasks.name, 'university-id'));
    else
      await tx
        .insert(searchMasks)
        .values({ name: 'university-id', pattern })
        .onConflictDoUpdate({ target: searchMasks.name, set: { pattern } });
    const words = sql`member_search_vector_of(f.item_name, f.color, f.found_location, f.description, f.sensitive, ${pattern}::text)`;
    const [row] = await queryRows(
      tx,
      sql`WITH changed AS (
            UPDATE found_reports f SET member_search_vector = ${words}
            WHERE f.member_search_vector IS DISTINCT FROM ${words}
            RETURNING 1)
          SELECT count(*)::int AS changed FROM changed`,
      z.object({ changed: z.number() }),
    );
    const changed = Number(row?.changed ?? 0);
    // The typo list hides IDs by the pattern too (search_words_of reads it): its words are taken again.
    await tx.execute(sql`DELETE FROM search_words`);
    await tx.execute(sql`INSERT INTO search_words (word)
          SELECT DISTINCT word
          FROM found_reports f, search_words_of(f.item_name, f.color, f.found_location, f.description, f.sensitive) AS word
          ON CONFLICT (word) DO NOTHING`);
    if (changed > 0) {
      await tx.execute(sql`SELECT rebuild_search_word_pairs()`);
      // Servers already running keep search pages in memory: what they found has changed.
      await tx.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${changeNotice.catalogue})`);
    }
    await tx
      .insert(settingsApplied)
      .values({ name: SETTING, fingerprint })
      .onConflictDoUpdate({ target: settingsApplied.name, set: { fingerprint, appliedAt: sql`now()` } });
    return changed;
  });
}
