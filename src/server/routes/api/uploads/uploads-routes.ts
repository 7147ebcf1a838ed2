import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../../../shared/constants/limits';
import { MESSAGES } from '../../../../shared/constants/messages';
import { uploadResultSchema } from '../../../../shared/schemas/auth-responses';
import { AppError, badRequest, unauthorized } from '@/lib/errors';
import { MULTIPART_FILE } from '@/plugins/api-docs';
import { assertUploadAllowed, createImage } from '@/services/images/create-image';
import { errorAnswers } from '@/routes/api/route-contract';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, MESSAGES.imageTooLarge, 'IMAGE_TOO_LARGE');
const notAnImage = () => badRequest(MESSAGES.notAnImage, 'INVALID_IMAGE');

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

/** POST /api/upload: photos for reports, profiles and manual entries (ARCHITECTURE §7). */
export async function uploadsRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only this route reads multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  app.post(
    '/upload',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Stores a photo for a report, a profile or a manual entry',
        description: 'A multipart/form-data body with one file, in the field `image`.',
        [MULTIPART_FILE]: 'image',
        response: {
          200: uploadResultSchema.describe('The photo is stored; use `url` on the report or profile.'),
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
}
