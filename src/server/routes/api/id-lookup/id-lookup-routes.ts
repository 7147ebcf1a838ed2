import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idLookupQuerySchema, idLookupSchema } from '#shared/schemas/id-lookup';
import { requireAdmin } from '#server/plugins/access';
import { lookUpId } from '#server/services/id-lookup/look-up-id';
import { errorAnswers } from '#server/routes/api/route-contract';

/** The console header's ID box: one call for any FND, LST or CLM ID or part of one (decision 0069). */
export async function idLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/id-lookup',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'The found items, lost reports and claims an ID or part of one names, in any state: the whole ID first, then IDs ending in or holding its digits (at most 10)',
        querystring: idLookupQuerySchema,
        response: { 200: idLookupSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return { candidates: await lookUpId(app.db, actor, request.query.q) };
    },
  );
}
