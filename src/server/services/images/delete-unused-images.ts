import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client';

/**
 * How long a photo may wait for the report or profile it was uploaded for: a
 * form can stay open a long while before it is sent.
 */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Deleted per statement at most, so one sweep never holds many rows locked. */
const BATCH = 500;

/** The image id in a stored URL (/api/images/{id}/{variant}.webp); anything else gives NULL. */
const imageId = (column: string) =>
  sql.raw(`substring(${column} from '^/api/images/([0-9a-f-]{36})/(?:card|detail)\\.webp$')::uuid`);

/**
 * Deletes uploaded photos older than the grace period that no found or lost
 * report, claim message, belonging, member or admin refers to: uploads whose form was abandoned or whose
 * photo was replaced. Returns how many went.
 */
export async function deleteUnusedImages(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await queryRows(
      db,
      sql`WITH used AS (
            SELECT ${imageId('image_url')} AS id FROM found_reports WHERE image_url LIKE '/api/images/%'
            UNION SELECT ${imageId('image_url')} FROM lost_reports WHERE image_url LIKE '/api/images/%'
            UNION SELECT ${imageId('photo_url')} FROM users WHERE photo_url LIKE '/api/images/%'
            UNION SELECT ${imageId('photo_url')} FROM admins WHERE photo_url LIKE '/api/images/%'
            UNION SELECT ${imageId('image_url')} FROM claim_messages WHERE image_url LIKE '/api/images/%'
            UNION SELECT ${imageId('url')} FROM belongings, unnest(photo_urls) AS url WHERE url LIKE '/api/images/%'
          ),
          unused AS (
            SELECT i.id FROM images i
            WHERE i.created_at < ${before}::timestamptz
              AND NOT EXISTS (SELECT 1 FROM used WHERE used.id = i.id)
            LIMIT ${BATCH}
          )
          DELETE FROM images WHERE id IN (SELECT id FROM unused)
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
