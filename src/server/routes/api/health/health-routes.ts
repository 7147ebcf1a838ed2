import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.databaseKind });
    }
    return { status: 'ok', database: app.databaseKind };
  });
}
