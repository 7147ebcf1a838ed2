import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '#server/services/health/check-database';

const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) })
  .meta({ examples: [{ status: 'ok', database: 'postgres' }] });

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the server and its database answer',
        response: {
          200: healthSchema.describe('Up.'),
          503: healthSchema.describe('The database does not answer.'),
        },
      },
    },
    async (_request, reply) => {
      try {
        await checkDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: app.databaseKind });
      }
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
}
