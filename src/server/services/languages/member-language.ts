import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';

type Queryable = Parameters<typeof queryRows>[0];

/** A member's kept language: null until they first sign in, and any text an older release kept. */
const languageRow = z.object({ language: z.string().nullable() });

/** The language a member reads their mail and alerts in. */
export async function memberLanguage(db: Queryable, memberId: string): Promise<Language> {
  const [row] = await queryRows(
    db,
    sql`SELECT language FROM users WHERE id = ${memberId}::uuid`,
    languageRow,
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** Keeps a member's choice. */
export async function keepMemberLanguage(db: Database, memberId: string, language: Language): Promise<void> {
  await db.execute(sql`UPDATE users SET language = ${language} WHERE id = ${memberId}::uuid`);
}

/**
 * At sign-in: the member's kept language, or, the first time, the one they
 * signed in with (their browser's choice), which is then kept.
 */
export async function languageAtSignIn(
  db: Database,
  memberId: string,
  signedInWith: Language,
): Promise<Language> {
  const [row] = await queryRows(
    db,
    sql`UPDATE users SET language = COALESCE(language, ${signedInWith}) WHERE id = ${memberId}::uuid
        RETURNING language`,
    languageRow,
  );
  return isLanguage(row?.language) ? row.language : signedInWith;
}
