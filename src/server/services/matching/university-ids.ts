import { sql } from 'drizzle-orm';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';

/** An ID as compared: letters and digits only, lower case ("221-15-1234" → "221151234"). */
export const normalizeUniversityId = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The university IDs written in a text, by the university's pattern, each once and normalized. */
export function universityIdsIn(text: string, university: UniversityConfig): string[] {
  if (!university.universityId) return [];
  const pattern = new RegExp(university.universityId.pattern, 'gu');
  return [
    ...new Set([...text.normalize('NFKC').matchAll(pattern)].map((match) => normalizeUniversityId(match[0]))),
  ];
}

/** Members whose profile carries one of these (normalized) IDs. */
export async function membersWithUniversityIds(
  db: Queryable,
  ids: string[],
): Promise<{ id: string; universityId: string }[]> {
  if (ids.length === 0) return [];
  return queryRows<{ id: string; universityId: string }>(
    db,
    sql`SELECT id, university_id AS "universityId" FROM users
        WHERE regexp_replace(lower(university_id), '[^a-z0-9]', '', 'g') = ANY(${sql.param(ids)}::text[])`,
  );
}
