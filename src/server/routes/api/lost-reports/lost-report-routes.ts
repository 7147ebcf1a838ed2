import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { latestTodayAnywhere } from '../../../../shared/dates';
import { adminListQuerySchema } from '../../../../shared/schemas/admin-list-query';
import { createLostReportSchema } from '../../../../shared/schemas/lost-report';
import { requireAdmin, requireMember } from '../../../plugins/access';
import { exportAdminList } from '../../../services/admin-lists/export-admin-list';
import { createLostReport } from '../../../services/lost-reports/create-lost-report';
import { listOpenLostReports } from '../../../services/lost-reports/list-open-lost-reports';
import { setNextLink } from '../../../services/paging/page';
import { csvResponse, sendCsv } from '../admin-lists/send-csv';
import { refuseNul } from '../found-reports/refuse-nul';

/** Lost items: members report them; admins read the open reports with the reporters' details. */
export async function lostReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', refuseNul);
  const lostListQuery = adminListQuerySchema('lost', latestTodayAnywhere);

  app.post(
    '/lost-reports',
    { config: { access: 'member-complete' }, schema: { body: createLostReportSchema(latestTodayAnywhere) } },
    async (request, reply) => {
      const member = requireMember(request);
      const created = await createLostReport(app.db, member.id, request.body);
      return reply.status(201).send({ success: true, ...created });
    },
  );

  app.get(
    '/lost-reports/open',
    { config: { access: 'admin' }, schema: { querystring: lostListQuery } },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listOpenLostReports(app.db, request.query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/lost-reports/open/export',
    { config: { access: 'admin' }, schema: { querystring: lostListQuery, response: { 200: csvResponse } } },
    async (request, reply) =>
      sendCsv(reply, 'lost', exportAdminList(app.db, requireAdmin(request), 'lost', request.query)),
  );
}
