import type { FastifyInstance } from 'fastify';

/** The university's settings, for clients served without them inlined (the dev server). */
export async function universityRoutes(app: FastifyInstance) {
  app.get('/university', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.config.university;
  });
}
