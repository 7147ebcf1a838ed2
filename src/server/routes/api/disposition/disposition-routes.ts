import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dispositionCountSchema,
  dispositionQueueItemSchema,
  dispositionQueueQuerySchema,
  dispositionResponseSchema,
  dispositionSchema,
} from '#shared/schemas/disposition';
import { requireAdmin } from '#server/plugins/access';
import { disposeItem } from '#server/services/disposition/dispose-item';
import { countDispositionQueue, listDispositionQueue } from '#server/services/disposition/disposition-queue';
import { setNextLink } from '#server/routes/api/next-link';
import { errorAnswers } from '#server/routes/api/route-contract';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/** Items held past the holding period: the queue, and recording what became of each. */
export async function dispositionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, changes: app.changes };
  const holding = () => ({ now: app.clock(), holdingPeriodDays: app.config.university.holdingPeriodDays });

  app.get(
    '/disposition-queue',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Stored items held past the holding period, longest held first (paged; Link: next)',
        querystring: dispositionQueueQuerySchema,
        response: { 200: z.array(dispositionQueueItemSchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listDispositionQueue(app.db, holding(), request.query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/disposition-queue/count',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'How many stored items wait in the Disposition queue, and the holding period',
        response: { 200: dispositionCountSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return {
        count: await countDispositionQueue(app.db, holding()),
        holdingPeriodDays: app.config.university.holdingPeriodDays,
      };
    },
  );

  app.patch(
    '/found-reports/:reportId/disposition',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary:
          'An admin records what became of an item held past the holding period; it leaves storage and its open claims close',
        params: reportIdParams,
        body: dispositionSchema,
        response: { 200: dispositionResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await disposeItem(context, admin, request.params.reportId, request.body, holding());
      return { success: true as const, _id: outcome.itemId };
    },
  );
}
