import { and, count, eq, gt } from 'drizzle-orm';
import { imageUrl } from '#shared/image-urls';
import type { UploadedImage } from '#shared/schemas/image-responses';
import type { Database } from '#server/db/client';
import { images } from '#server/db/schema';
import { text, tooManyRequests } from '#server/lib/errors';
import type { Actor } from '#server/lib/actor';
import { imageUploadBytes, imageUploads } from '#server/lib/metrics';
import { processImage } from './process-image';

/** Generous for a person filling in forms, small enough to stop a script filling the database. */
export const UPLOADS_PER_WINDOW = 30;
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const uploaderColumn = (actor: Actor) =>
  actor.kind === 'member' ? images.uploadedByMemberId : images.uploadedByAdminId;

/**
 * Refuses an upload when this person already stored many images recently.
 * Counted in the database so the limit holds across several app servers.
 */
export async function assertUploadAllowed(db: Database, actor: Actor): Promise<void> {
  const since = new Date(Date.now() - UPLOAD_WINDOW_MS);
  const [row] = await db
    .select({ recent: count() })
    .from(images)
    .where(and(eq(uploaderColumn(actor), actor.id), gt(images.createdAt, since)));
  if ((row?.recent ?? 0) >= UPLOADS_PER_WINDOW) {
    throw tooManyRequests(text('errors.tooManyUploads'));
  }
}

/** Checks, cleans and stores an uploaded photo; answers with its URLs (spec: `{ success, url }`). */
export async function createImage(db: Database, actor: Actor, file: Buffer): Promise<UploadedImage> {
  const variants = await processImage(file);
  const [row] = await db
    .insert(images)
    .values({
      card: variants.card.data,
      detail: variants.detail.data,
      cardWidth: variants.card.width,
      cardHeight: variants.card.height,
      detailWidth: variants.detail.width,
      detailHeight: variants.detail.height,
      uploadedByMemberId: actor.kind === 'member' ? actor.id : null,
      uploadedByAdminId: actor.kind === 'admin' ? actor.id : null,
    })
    .returning({ id: images.id });
  const id = row!.id;
  imageUploads.inc();
  imageUploadBytes.inc(file.length);
  return {
    success: true,
    url: imageUrl(id, 'detail'),
    cardUrl: imageUrl(id, 'card'),
    width: variants.detail.width,
    height: variants.detail.height,
  };
}
