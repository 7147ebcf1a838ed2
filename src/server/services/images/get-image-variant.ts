import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client';
import { images } from '#server/db/schema';
import type { ImageVariant } from './process-image';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isImageVariant = (value: string): value is ImageVariant =>
  value === 'card' || value === 'detail';

/**
 * The member an image is kept for, when it is a photo of their belonging (shown
 * to them alone), or null when it is anybody's to see.
 */
export async function imageKeptFor(db: Database, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const urls = ['card', 'detail'].map((variant) => `/api/images/${id.toLowerCase()}/${variant}.webp`);
  const [row] = await queryRows(
    db,
    sql`SELECT user_id FROM belongings WHERE photo_urls && ${sql.param(urls)}::text[] LIMIT 1`,
    z.object({ user_id: z.string() }),
  );
  return row?.user_id ?? null;
}

/** The stored WebP bytes of one variant, or null when there is no such image. */
export async function getImageVariant(
  db: Database,
  id: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  // A malformed id can name no image; checking here keeps it from reaching the uuid column as an SQL error.
  if (!UUID.test(id)) return null;
  const column = variant === 'card' ? images.card : images.detail;
  const [row] = await db.select({ data: column }).from(images).where(eq(images.id, id)).limit(1);
  return row?.data ?? null;
}
