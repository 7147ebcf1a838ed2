import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The document's top level; the rest passes through as @fastify/swagger built it. */
const openapiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({
    examples: [{ openapi: '3.1.0', info: { title: 'DIU Lost & Found API', version: '1.0.0' }, paths: {} }],
  });

/** GET /api/openapi.json: the API described from the routes' own schemas. */
export async function openapiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The OpenAPI 3.1 document of this API',
        response: { 200: openapiDocumentSchema.describe('The OpenAPI document.') },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.swagger() as z.infer<typeof openapiDocumentSchema>;
    },
  );
}
