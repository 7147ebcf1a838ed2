import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestTodayAnywhere } from '#shared/dates';
import { createdReportSchema } from '#shared/schemas/api-responses';
import { adminListQuerySchema } from '#shared/schemas/admin-list-query';
import { createLostReportSchema } from '#shared/schemas/lost-report';
import { lostReportDetailsSchema, lostReportSchema } from '#shared/schemas/lost-report-responses';
import { requireAdmin, requireMember } from '#server/plugins/access';
import { closeLostReportSchema, myLostReportSchema, successSchema } from '#shared/schemas/my-items';
import { exportAdminList } from '#server/services/admin-lists/export-admin-list';
import { createLostReport } from '#server/services/lost-reports/create-lost-report';
import { editLostReport } from '#server/services/lost-reports/edit-lost-report';
import {
  closeLostReport,
  listMyLostReports,
  reopenLostReport,
} from '#server/services/lost-reports/my-lost-reports';
import { listOpenLostReports } from '#server/services/lost-reports/list-open-lost-reports';
import { getLostReportDetails } from '#server/services/lost-reports/get-lost-report-details';
import { setNextLink } from '#server/routes/api/next-link';
import { csvResponse, sendCsv } from '#server/routes/api/admin-lists/send-csv';
import { errorAnswers } from '#server/routes/api/route-contract';

/** Lost items: members report them; admins read the open reports with the reporters' details. */
export async function lostReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lostListQuery = adminListQuerySchema('lost', latestTodayAnywhere);

  app.post(
    '/lost-reports',
    {
      config: { access: 'member-complete', limits: ['lost-reports'] },
      schema: {
        summary: 'A member reports an item they lost',
        body: createLostReportSchema(latestTodayAnywhere),
        response: { 201: createdReportSchema.describe('The report is filed.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const created = await createLostReport(app.db, member.id, request.body);
      return reply.status(201).send({ success: true, ...created });
    },
  );

  app.get(
    '/lost-reports/mine',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The lost reports the signed-in member filed, newest first',
        response: { 200: z.array(myLostReportSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listMyLostReports(app.db, member.id, app.clock());
    },
  );

  app.put(
    '/lost-reports/:reportId',
    {
      config: { access: 'member-complete', limits: ['changes'] },
      schema: {
        summary:
          'A member rewrites one of their open lost reports (a photo added or replaced, details added); matching looks again',
        params: z.object({ reportId: z.string().trim().min(1).max(40) }),
        body: createLostReportSchema(latestTodayAnywhere),
        response: {
          200: z
            .object({
              success: z.literal(true),
              changed: z
                .array(z.string())
                .describe('What the edit changed, as its history line names it; none when nothing did.'),
            })
            .meta({ examples: [{ success: true, changed: ['photo', 'description'] }] }),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { changed } = await editLostReport(app.db, member.id, request.params.reportId, request.body);
      return { success: true as const, changed };
    },
  );

  app.patch(
    '/lost-reports/:reportId/close',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'A member closes one of their lost reports, saying why',
        params: z.object({ reportId: z.string().trim().min(1).max(40) }),
        body: closeLostReportSchema,
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await closeLostReport(app.db, member.id, request.params.reportId, request.body.reason, app.clock());
      return { success: true as const };
    },
  );

  app.patch(
    '/lost-reports/:reportId/reopen',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary:
          "A member opens again a lost report they closed a moment ago ('I got it back' or 'No longer needed' by mistake)",
        params: z.object({ reportId: z.string().trim().min(1).max(40) }),
        body: z.object({}).nullish(),
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await reopenLostReport(app.db, member.id, request.params.reportId, app.clock());
      return { success: true as const };
    },
  );

  app.get(
    '/lost-reports/open',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Open lost reports with their reporters, newest first (Link header: next page)',
        querystring: lostListQuery,
        response: { 200: z.array(lostReportSchema).describe('One page of reports.') },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listOpenLostReports(app.db, request.query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/lost-reports/details/:reportId',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'One lost report by its ID, open or closed, with its reporter while they are known',
        params: z.object({ reportId: z.string().trim().min(1).max(40) }),
        response: { 200: lostReportDetailsSchema.describe('The report.'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return getLostReportDetails(app.db, request.params.reportId);
    },
  );

  app.get(
    '/lost-reports/open/export',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Every open lost report the list’s filters select, as a CSV file',
        querystring: lostListQuery,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'lost', exportAdminList(app.db, requireAdmin(request), 'lost', request.query)),
  );
}
