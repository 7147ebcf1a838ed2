import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Belonging, BelongingInput } from '#shared/schemas/belonging';
import { BELONGING_CATEGORIES, belongingInputSchema } from '#shared/schemas/belonging';
import { queryRows, type Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/lib/errors';
import type { Queryable } from '#server/services/jobs/job-queue';
import { text } from '#server/lib/i18n';
import { isoTime } from '#server/lib/paging';

/** A member's belongings are a list they keep by hand; this many is far beyond any one person's. */
export const MAX_BELONGINGS = 200;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from a sticker is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters, 80 random bits: nobody finds a sticker in use by trying codes. */
export function newStickerCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const belongingRow = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(BELONGING_CATEGORIES),
  color: z.string(),
  brand: z.string(),
  model: z.string(),
  serial_number: z.string(),
  marks: z.string(),
  private_note: z.string(),
  photo_urls: z.array(z.string()),
  sticker_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
type BelongingRow = z.infer<typeof belongingRow>;

const countRow = z.object({ n: z.number() });

const COLUMNS = sql`id, name, category, color, brand, model, serial_number, marks, private_note, photo_urls, sticker_code,
  ${isoTime(sql`created_at`)} AS created_at, ${isoTime(sql`updated_at`)} AS updated_at`;

const toBelonging = (row: BelongingRow): Belonging => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  color: row.color,
  brand: row.brand,
  model: row.model,
  serialNumber: row.serial_number,
  marks: row.marks,
  privateNote: row.private_note,
  photoUrls: row.photo_urls,
  stickerCode: row.sticker_code,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * A belonging's photos must be the member's own uploads: a photo kept for its
 * owner alone is served to nobody else, so another's photo (a found item's, in
 * the gallery) named here would vanish from where it is shown.
 */
async function requireOwnPhotos(db: Queryable, memberId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const ids = urls.map((url) => url.split('/')[3]!);
  const [own] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM images
        WHERE id::text = ANY(${sql.param(ids)}::text[]) AND uploaded_by_user_id = ${memberId}::uuid`,
    countRow,
  );
  if (own!.n !== new Set(ids).size) throw badRequest(text('validation.uploadAgain'), 'PHOTO_NOT_YOURS');
}

export async function listBelongings(db: Database, memberId: string): Promise<Belonging[]> {
  const rows = await queryRows(
    db,
    sql`SELECT ${COLUMNS} FROM belongings WHERE user_id = ${memberId}::uuid ORDER BY created_at DESC, id`,
    belongingRow,
  );
  return rows.map(toBelonging);
}

export async function addBelonging(
  db: Database,
  memberId: string,
  input: BelongingInput,
): Promise<Belonging> {
  const fields = belongingInputSchema.parse(input);
  return db.transaction(async (tx) => {
    // One member's adds run one at a time, so the cap holds when two arrive together.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${memberId}::uuid FOR UPDATE`);
    const [kept] = await queryRows(
      tx,
      sql`SELECT count(*)::int AS n FROM belongings WHERE user_id = ${memberId}::uuid`,
      countRow,
    );
    if (kept!.n >= MAX_BELONGINGS) {
      throw conflict(text('belongings.tooMany', { max: MAX_BELONGINGS }), 'TOO_MANY_BELONGINGS');
    }
    await requireOwnPhotos(tx, memberId, fields.photoUrls);
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO belongings (user_id, name, category, color, brand, model, serial_number, marks, private_note, photo_urls,
            sticker_code)
          VALUES (${memberId}::uuid, ${fields.name}, ${fields.category}, ${fields.color}, ${fields.brand}, ${fields.model},
            ${fields.serialNumber}, ${fields.marks}, ${fields.privateNote}, ${sql.param(fields.photoUrls)}::text[],
            ${newStickerCode()})
          RETURNING ${COLUMNS}`,
      belongingRow,
    );
    return toBelonging(row!);
  });
}

export async function updateBelonging(
  db: Database,
  memberId: string,
  id: string,
  input: BelongingInput,
): Promise<Belonging> {
  const fields = belongingInputSchema.parse(input);
  await requireOwnPhotos(db, memberId, fields.photoUrls);
  const [row] = await queryRows(
    db,
    sql`UPDATE belongings SET name = ${fields.name}, category = ${fields.category}, color = ${fields.color},
          brand = ${fields.brand}, model = ${fields.model}, serial_number = ${fields.serialNumber},
          marks = ${fields.marks}, private_note = ${fields.privateNote},
          photo_urls = ${sql.param(fields.photoUrls)}::text[], updated_at = now()
        WHERE id = ${id}::uuid AND user_id = ${memberId}::uuid
        RETURNING ${COLUMNS}`,
    belongingRow,
  );
  if (!row) throw notFound(text('belongings.notFound'));
  return toBelonging(row);
}

/** Removes a belonging; its sticker stops working and its finders' messages go with it. */
export async function removeBelonging(db: Database, memberId: string, id: string): Promise<void> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM belongings WHERE id = ${id}::uuid AND user_id = ${memberId}::uuid RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (rows.length === 0) throw notFound(text('belongings.notFound'));
}

/** A new code for the belonging's sticker: the old sticker (lost, or stuck on something sold) stops working. */
export async function replaceStickerCode(db: Database, memberId: string, id: string): Promise<Belonging> {
  const [row] = await queryRows(
    db,
    sql`UPDATE belongings SET sticker_code = ${newStickerCode()}, updated_at = now()
        WHERE id = ${id}::uuid AND user_id = ${memberId}::uuid
        RETURNING ${COLUMNS}`,
    belongingRow,
  );
  if (!row) throw notFound(text('belongings.notFound'));
  return toBelonging(row);
}
