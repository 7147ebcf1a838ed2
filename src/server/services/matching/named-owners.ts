import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniversityEmail, type UniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import { EMAIL_IN_TEXT, latinDigits, PHONE_IN_TEXT } from '#server/lib/contacts-in-text';
import type { Queryable } from '#server/services/jobs/job-queue';
import { universityIdsIn } from './university-ids';

/**
 * How a found item says whose it is, strongest first: the serial number of a
 * registered belonging, a university ID, a university email address, a phone
 * number. When several say it of one member, the strongest is the one told.
 */
export const NAMING_REASONS = ['serial-number', 'university-id', 'email', 'phone'] as const;
export type NamingReason = (typeof NAMING_REASONS)[number];

/** A member a found item names, and what on it names them. */
export interface NamedOwner {
  memberId: string;
  reason: NamingReason;
  /** What the item carries, as the member wrote it on their profile or belonging (shown to them alone). */
  shown: string;
  /** The belonging whose serial number it carries. */
  belongingId?: string;
  belongingName?: string;
}

/** A serial number or a word of one as compared: letters and digits only, lower case. */
export const serialKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The words of a text that may be a serial number: each run of one to three
 * words, compared without separators ("PF-3K2L 9Q" is "pf3k2l9q"). A serial
 * number has a digit and five characters at least, so no plain word ("wallet")
 * registered as one can draw every wallet to its member.
 */
export function serialKeysIn(text: string): string[] {
  const words = text.normalize('NFKC').replace(SERIAL_LABEL_GLUED, '$1 ').split(/\s+/).filter(Boolean);
  const keys = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
      const key = serialKey(words.slice(start, end).join(''));
      if (isSerialKey(key)) keys.add(key);
    }
  }
  return [...keys];
}

/** A label written onto its number ("s/n:7731452a", "IMEI#35…"), which reads as one word otherwise. */
const SERIAL_LABEL_GLUED = /\b(s\/?n|serial|imei|no)[.:#=]+(?=[a-z0-9])/giu;

/** A label that says the words after it are a serial number, and a number that has a digit. */
const STATED_SERIAL = /\b(?:s\/?n|serial(?:\s*(?:no|number|#))?|imei)\b\s*[.:#=-]?\s*[a-z0-9-]*\d/iu;

/**
 * Whether a text states a serial number ("S/N …", "serial number …", "IMEI …").
 * An item that states one is not a belonging registered with another.
 */
export const statesSerialNumber = (text: string) => STATED_SERIAL.test(text.normalize('NFKC'));

export const isSerialKey = (key: string) => key.length >= 5 && key.length <= 100 && /\d/.test(key);

/** University email addresses written in a text, lower case, each once. */
export function universityEmailsIn(text: string, university: UniversityConfig): string[] {
  const candidates = text.normalize('NFKC').match(EMAIL_IN_TEXT) ?? [];
  return [
    ...new Set(
      candidates
        .map((email) => email.toLowerCase())
        .filter((email) => isUniversityEmail(email, university.emailDomain)),
    ),
  ];
}

/** Phone numbers are compared by their last ten digits: "+880 1712-345678" is "01712345678". */
export const PHONE_KEY_DIGITS = 10;

/**
 * Phone numbers written in a text: 10 to 15 digits, a space, dot, dash or
 * bracket allowed between any two, each by its last ten digits. Dates and
 * university IDs are shorter, and are not read as numbers.
 */
export function phoneKeysIn(text: string): string[] {
  const runs = text.normalize('NFKC').match(PHONE_IN_TEXT) ?? [];
  return [...new Set(runs.map((run) => latinDigits(run).replace(/\D/g, '').slice(-PHONE_KEY_DIGITS)))];
}

/** What in one text may name a member, each kind as compared. */
interface TextKeys {
  ids: string[];
  emails: string[];
  phones: string[];
  serials: string[];
}

/** A member a key names: by their account, or (a serial number) by one of their belongings. */
const namedRow = z.object({
  key: z.string(),
  member_id: z.string(),
  shown: z.string(),
  belonging_id: z.string().optional(),
  belonging_name: z.string().optional(),
});
type Row = z.output<typeof namedRow>;

/**
 * The members each found item names, by item id. Texts are read once each and
 * the members found with one statement per way of naming, so matching a lost
 * report against 300 stored items costs four look-ups, not 1,200.
 */
export async function ownersNamedIn(
  db: Queryable,
  texts: Map<string, string>,
  university: UniversityConfig,
): Promise<Map<string, NamedOwner[]>> {
  const read = new Map<string, TextKeys>(
    [...texts].map(([item, text]) => [
      item,
      {
        ids: universityIdsIn(text, university),
        emails: universityEmailsIn(text, university),
        phones: phoneKeysIn(text),
        serials: serialKeysIn(text),
      },
    ]),
  );
  const all = (pick: (found: TextKeys) => string[]) => [...new Set([...read.values()].flatMap(pick))];
  const [ids, emails, phones, serials] = [
    all((found) => found.ids),
    all((found) => found.emails),
    all((found) => found.phones),
    all((found) => found.serials),
  ];
  const none = Promise.resolve([] as Row[]);
  const [byId, byEmail, byPhone, bySerial] = await Promise.all([
    ids.length === 0
      ? none
      : queryRows(
          db,
          sql`SELECT regexp_replace(lower(university_id), '[^a-z0-9]', '', 'g') AS key, id AS member_id,
                university_id AS shown
              FROM users WHERE regexp_replace(lower(university_id), '[^a-z0-9]', '', 'g') = ANY(${sql.param(ids)}::text[])`,
          namedRow,
        ),
    emails.length === 0
      ? none
      : queryRows(
          db,
          sql`SELECT lower(email) AS key, id AS member_id, email AS shown
              FROM users WHERE lower(email) = ANY(${sql.param(emails)}::text[])`,
          namedRow,
        ),
    phones.length === 0
      ? none
      : queryRows(
          db,
          sql`SELECT right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) AS key, id AS member_id, phone AS shown
              FROM users
              WHERE phone IS NOT NULL AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = ANY(${sql.param(phones)}::text[])
              -- A number on several members' profiles (a family's, a department's) names none of them.
                AND NOT EXISTS (
                  SELECT 1 FROM users other
                  WHERE other.id <> users.id AND other.phone IS NOT NULL
                    AND right(regexp_replace(other.phone, '[^0-9]', '', 'g'), 10) = right(regexp_replace(users.phone, '[^0-9]', '', 'g'), 10)
                )`,
          namedRow,
        ),
    serials.length === 0
      ? none
      : queryRows(
          db,
          sql`SELECT regexp_replace(lower(serial_number), '[^a-z0-9]', '', 'g') AS key, user_id AS member_id,
                serial_number AS shown, id AS belonging_id, name AS belonging_name
              FROM belongings
              WHERE serial_number <> ''
                AND regexp_replace(lower(serial_number), '[^a-z0-9]', '', 'g') = ANY(${sql.param(serials)}::text[])`,
          namedRow,
        ),
  ]);
  const index = (rows: Row[]) => {
    const keyed = new Map<string, Row[]>();
    for (const row of rows) keyed.set(row.key, [...(keyed.get(row.key) ?? []), row]);
    return keyed;
  };
  const lookups: [NamingReason, Map<string, Row[]>, (found: TextKeys) => string[]][] = [
    ['serial-number', index(bySerial), (found) => found.serials],
    ['university-id', index(byId), (found) => found.ids],
    ['email', index(byEmail), (found) => found.emails],
    ['phone', index(byPhone), (found) => found.phones],
  ];
  const owners = new Map<string, NamedOwner[]>();
  for (const [item, found] of read) {
    const named = new Map<string, NamedOwner>();
    for (const [reason, rows, keys] of lookups) {
      for (const key of keys(found)) {
        for (const row of rows.get(key) ?? []) {
          if (named.has(row.member_id)) continue;
          named.set(row.member_id, {
            memberId: row.member_id,
            reason,
            shown: row.shown,
            ...(row.belonging_id
              ? { belongingId: row.belonging_id, belongingName: row.belonging_name! }
              : {}),
          });
        }
      }
    }
    owners.set(item, [...named.values()]);
  }
  return owners;
}
