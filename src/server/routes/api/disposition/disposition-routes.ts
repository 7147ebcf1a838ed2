import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dispositionCountSchema,
  dispositionQueueItemSchema,
  dispositionQueueQuerySchema,
  dispositionResponseSchema,
  dispositionSchema,
} from '../../../../shared/schemas/disposition';
import { changeNotice } from '../../../db/change-notices';
import { requireAdmin } from '../../../plugins/access';
import { disposeItem } from '../../../services/disposition/dispose-item';
import { countDispositionQueue, listDispositionQueue } from '../../../services/disposition/disposition-queue';
import { setNextLink } from '../../../services/paging/page';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/** Items held past the holding period: the queue, and recording what became of each. */
export async function dispositionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const holding = () => ({ now: app.clock(), holdingPeriodDays: app.config.university.holdingPeriodDays });

  app.get(
    '/disposition-queue',
    {
      config: { access: 'admin' },
      schema: {
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
    { config: { access: 'admin' }, schema: { response: { 200: dispositionCountSchema } } },
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
      config: { access: 'admin' },
      schema: {
        params: reportIdParams,
        body: dispositionSchema,
        response: { 200: dispositionResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await disposeItem(app.db, admin, request.params.reportId, request.body, holding());
      // It leaves the members' lists and search, and its claimants' views change.
      app.changes.announce(changeNotice.catalogue);
      for (const memberId of outcome.closedClaimMembers) {
        app.changes.announce(changeNotice.claim(memberId, outcome.itemId));
      }
      return { success: true as const, _id: outcome.itemId };
    },
  );
}
