import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestTodayAnywhere } from '#shared/dates';
import { adminListQuerySchema } from '#shared/schemas/admin-list-query';
import {
  bulkDispositionResponseSchema,
  bulkDispositionSchema,
  dispositionCountSchema,
  dispositionQueueItemSchema,
  dispositionResponseSchema,
  dispositionSchema,
} from '#shared/schemas/disposition';
import { foundReportSchema } from '#shared/schemas/found-report-responses';
import { listDesks } from '#server/lib/desk-scope';
import { requireAdmin } from '#server/plugins/access';
import { exportAdminList } from '#server/services/admin-lists/export-admin-list';
import { disposeItem, disposeItems } from '#server/services/disposition/dispose-item';
import { countDispositionQueue, listDispositionQueue } from '#server/services/disposition/disposition-queue';
import { listFoundReportsForAdmin } from '#server/services/found-reports/list-found-reports';
import { csvResponse, sendCsv } from '#server/routes/api/admin-lists/send-csv';
import { setNextLink } from '#server/routes/api/next-link';
import { errorAnswers } from '#server/routes/api/route-contract';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/**
 * Items held past the holding period: the queue (searched, filtered, sorted and
 * exported as the other admin lists are), recording what became of one item or
 * of several at once, and the register of disposed items kept for audits
 * (admins only; decisions 0018 and 0065).
 */
export async function dispositionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, changes: app.changes };
  const holding = () => ({ now: app.clock(), holdingPeriodDays: app.config.university.holdingPeriodDays });
  const queueQuery = adminListQuerySchema('queue', latestTodayAnywhere);
  const registerQuery = adminListQuerySchema('disposed', latestTodayAnywhere);

  app.get(
    '/disposition-queue',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Stored items held past the holding period, longest held first unless sorted otherwise; searched and filtered as the other admin lists (paged; Link: next)',
        querystring: queueQuery,
        response: { 200: z.array(dispositionQueueItemSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const query = { ...request.query, desks: listDesks(admin, (request.query as { desk?: string }).desk) };
      const page = await listDispositionQueue(app.db, holding(), query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/disposition-queue/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every item of the Disposition queue that the filters select, as a CSV file',
        querystring: queueQuery,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const query = { ...request.query, desks: listDesks(admin, (request.query as { desk?: string }).desk) };
      return sendCsv(reply, 'queue', exportAdminList(app.db, admin, 'queue', query, holding()));
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

  app.post(
    '/disposition-queue/outcome',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary:
          'An admin records one outcome and one note for several items of the queue: all of them, or none (the answer names the item that stopped it)',
        body: bulkDispositionSchema,
        response: { 200: bulkDispositionResponseSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { reportIds, outcome, note } = request.body;
      const outcomes = await disposeItems(context, admin, reportIds, { outcome, note }, holding());
      return { success: true as const, count: outcomes.length, reportIds };
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

  app.get(
    '/disposed-items',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'The register of disposed items, for audits: what became of each, when and by whom, latest first (paged; Link: next)',
        querystring: registerQuery,
        response: { 200: z.array(foundReportSchema).describe('One page of disposed items.') },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const query = { ...request.query, desks: listDesks(admin, (request.query as { desk?: string }).desk) };
      const page = await listFoundReportsForAdmin(app.db, 'disposed', query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/disposed-items/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every disposed item that the filters select, with its outcome, as a CSV file',
        querystring: registerQuery,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const query = { ...request.query, desks: listDesks(admin, (request.query as { desk?: string }).desk) };
      return sendCsv(reply, 'disposed', exportAdminList(app.db, admin, 'disposed', query));
    },
  );
}
