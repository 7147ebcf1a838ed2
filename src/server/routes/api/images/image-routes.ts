import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '#shared/constants/limits';
import { noContentSchema } from '#shared/schemas/api-responses';
import { uploadedImageSchema } from '#shared/schemas/image-responses';
import { AppError, badRequest, notFound, unauthorized, text } from '#server/lib/errors';
import { MULTIPART_FILE } from '#server/plugins/api-docs';
import { assertUploadAllowed, createImage } from '#server/services/images/create-image';
import { getImageVariant, imageKeptFor, isImageVariant } from '#server/services/images/get-image-variant';
import { errorAnswers } from '#server/routes/api/route-contract';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, text('toasts.imageTooLarge'), 'IMAGE_TOO_LARGE');
const notAnImage = () => badRequest(text('toasts.notAnImage'), 'INVALID_IMAGE');

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/** The uploaded file of the field `image`, read into memory only up to the size limit. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw notAnImage();
    if (part.fieldname !== 'image') {
      part.file.resume();
      throw notAnImage();
    }
    const file = await part.toBuffer();
    // toBuffer only notices the limit when the cut happens between two chunks it reads;
    // over a real socket the last chunk can arrive already cut, so ask the stream itself.
    if (part.file.truncated) throw tooLarge();
    return file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Not multipart, a broken body, too many parts: none of them is an image we could use.
    request.log.info({ code }, 'upload refused: unreadable multipart body');
    throw notAnImage();
  }
}

const params = z.object({ id: z.string(), file: z.string() });

const FILE_NAME = /^(card|detail)\.webp$/;

/** The image's bytes, sent as they are stored (a Buffer is never serialised). */
const webpImage = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', contentMediaType: 'image/webp' });

/**
 * Images: photos for reports, profiles and manual entries (ARCHITECTURE §7).
 * POST /api/upload stores one; GET /api/images/{id}/{card|detail}.webp serves it.
 * The images are public: they appear in reports shown to members, and the ids are
 * random UUIDs nobody can guess. An image never changes once stored, so browsers
 * and proxies may keep it for a year.
 */
export async function imageRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only the upload reads multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  app.post(
    '/upload',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Stores a photo for a report, a profile or a manual entry',
        // Listed with the images it stores, not under a tag of its own named after its path.
        tags: ['images'],
        description: 'A multipart/form-data body with one file, in the field `image`.',
        [MULTIPART_FILE]: 'image',
        response: {
          200: uploadedImageSchema.describe('The photo is stored; use `url` on the report or profile.'),
          ...errorAnswers(400, 413, 429),
        },
      },
      // A declared length far over the limit is refused before a byte of the body is parsed.
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      },
    },
    async (request) => {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      await assertUploadAllowed(app.db, actor);
      const file = await readImageField(request);
      const result = await createImage(app.db, actor, file);
      request.log.info(
        { bytesIn: file.length, width: result.width, height: result.height },
        'image uploaded',
      );
      return result;
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/:id/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A stored photo, as a card-size or detail-size WebP image',
        params,
        response: {
          200: {
            description: 'The image; it never changes, so it may be kept for a year.',
            content: { 'image/webp': { schema: webpImage } },
          },
          304: noContentSchema.describe('The copy the caller holds (If-None-Match) is current.'),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const variant = FILE_NAME.exec(file)?.[1];
      if (!variant || !isImageVariant(variant)) throw notFound(text('errors.imageNotFound'));
      // A belonging's photo is its owner's alone: to anyone else it does not exist.
      const keptFor = await imageKeptFor(app.db, id);
      if (keptFor !== null && (request.actor?.kind !== 'member' || request.actor.id !== keptFor))
        throw notFound(text('errors.imageNotFound'));
      const etag = `"${id.toLowerCase()}-${variant}"`;
      const cacheHeaders = {
        'cache-control': `${keptFor === null ? 'public' : 'private'}, max-age=31536000, immutable`,
        etag,
        'x-content-type-options': 'nosniff',
      };
      // The tag is only ever handed out for a stored image, and stored images never change.
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).headers(cacheHeaders).send(null);
      }
      const data = await getImageVariant(app.db, id, variant);
      if (!data) throw notFound(text('errors.imageNotFound'));
      return reply.status(200).headers(cacheHeaders).type('image/webp').send(data);
    },
  );
}
