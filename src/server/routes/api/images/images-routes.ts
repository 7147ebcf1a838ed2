import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../../shared/schemas/api-responses';
import { notFound } from '@/lib/errors';
import { getImageVariant, isImageVariant } from '@/services/images/get-image-variant';
import { errorAnswers } from '@/routes/api/route-contract';

const params = z.object({ id: z.string(), file: z.string() });

const FILE_NAME = /^(card|detail)\.webp$/;

/** The image's bytes, sent as they are stored (a Buffer is never serialised). */
const webpImage = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', contentMediaType: 'image/webp' });

/**
 * GET /api/images/{id}/{card|detail}.webp. Public: the photos appear in reports
 * shown to members, and the ids are random UUIDs nobody can guess. An image
 * never changes once stored, so browsers and proxies may keep it for a year.
 */
export async function imagesRoutes(app: FastifyInstance) {
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
      if (!variant || !isImageVariant(variant)) throw notFound('No such image.');
      const etag = `"${id.toLowerCase()}-${variant}"`;
      const cacheHeaders = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
      };
      // The tag is only ever handed out for a stored image, and stored images never change.
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).headers(cacheHeaders).send(null);
      }
      const data = await getImageVariant(app.db, id, variant);
      if (!data) throw notFound('No such image.');
      return reply.status(200).headers(cacheHeaders).type('image/webp').send(data);
    },
  );
}
