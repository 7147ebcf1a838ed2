import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { latestTodayAnywhere } from '../../../../shared/dates';
import { z } from 'zod';
import {
  activityLogAdminSchema,
  activityLogEntrySchema,
  activityLogQuerySchema,
} from '../../../../shared/schemas/activity-log';
import { dashboardChartsSchema } from '../../../../shared/schemas/dashboard-charts';
import { requireAdmin } from '../../../plugins/access';
import { exportAdminList } from '../../../services/admin-lists/export-admin-list';
import { listActivityLog, listActivityLogAdmins } from '../../../services/dashboard/activity-log';
import { getDashboardCharts } from '../../../services/dashboard/dashboard-charts';
import { getDashboardStats } from '../../../services/dashboard/dashboard-stats';
import { getLeaderboard } from '../../../services/dashboard/leaderboard';
import { setNextLink } from '../../../services/paging/page';
import { csvResponse, sendCsv } from '../admin-lists/send-csv';

/** The admin overview: the five counts, the activity log and the submitter leaderboard. */
export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activityQuery = activityLogQuerySchema(latestTodayAnywhere);

  app.get('/admin/dashboard/stats', { config: { access: 'admin' } }, async (request) => {
    requireAdmin(request);
    return getDashboardStats(app.db);
  });

  app.get(
    '/admin/dashboard/activity-log',
    {
      config: { access: 'admin' },
      schema: { querystring: activityQuery, response: { 200: z.array(activityLogEntrySchema) } },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listActivityLog(app.db, request.query);
      setNextLink(request, reply, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/admin/dashboard/activity-log/admins',
    {
      config: { access: 'admin' },
      schema: { querystring: z.object({}), response: { 200: z.array(activityLogAdminSchema) } },
    },
    async (request) => {
      requireAdmin(request);
      return listActivityLogAdmins(app.db);
    },
  );

  app.get(
    '/admin/dashboard/activity-log/export',
    { config: { access: 'admin' }, schema: { querystring: activityQuery, response: { 200: csvResponse } } },
    async (request, reply) =>
      sendCsv(reply, 'activity', exportAdminList(app.db, requireAdmin(request), 'activity', request.query)),
  );

  app.get(
    '/admin/dashboard/charts',
    { config: { access: 'admin' }, schema: { response: { 200: dashboardChartsSchema } } },
    async (request) => {
      requireAdmin(request);
      return getDashboardCharts(app.db);
    },
  );

  app.get('/admin/dashboard/leaderboard', { config: { access: 'admin' } }, async (request) => {
    requireAdmin(request);
    return getLeaderboard(app.db);
  });
}
