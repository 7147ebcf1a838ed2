import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/client';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';

type Queryable = Parameters<typeof queryRows>[0];

/** The language a member reads their mail and alerts in. */
export async function memberLanguage(db: Queryable, memberId: string): Promise<Language> {
  const [row] = await queryRows<{ language: string | null }>(
    db,
    sql`SELECT language FROM users WHERE id = ${memberId}::uuid`,
  );
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** Keeps a member's choice. */
export async function keepMemberLanguage(db: Database, memberId: string, language: Language): Promise<void> {
  await queryRows(db, sql`UPDATE users SET language = ${language} WHERE id = ${memberId}::uuid`);
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
  const [row] = await queryRows<{ language: string | null }>(
    db,
    sql`UPDATE users SET language = COALESCE(language, ${signedInWith}) WHERE id = ${memberId}::uuid
        RETURNING language`,
  );
  return isLanguage(row?.language) ? row.language : signedInWith;
}
