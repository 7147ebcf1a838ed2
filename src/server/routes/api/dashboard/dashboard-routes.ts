import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestTodayAnywhere } from '#shared/dates';
import {
  activityLogAdminSchema,
  activityLogEntrySchema,
  activityLogQuerySchema,
} from '#shared/schemas/activity-log';
import { dashboardStatsSchema, leaderboardEntrySchema } from '#shared/schemas/admin-responses';
import { dashboardChartsSchema } from '#shared/schemas/dashboard-charts';
import { requireAdmin } from '#server/plugins/access';
import { exportAdminList } from '#server/services/admin-lists/export-admin-list';
import { listActivityLog, listActivityLogAdmins } from '#server/services/activity-log/list-activity-log';
import { getDashboardCharts } from '#server/services/dashboard/dashboard-charts';
import { getDashboardStats } from '#server/services/dashboard/dashboard-stats';
import { getLeaderboard } from '#server/services/dashboard/leaderboard';
import { setNextLink } from '#server/routes/api/next-link';
import { csvResponse, sendCsv } from '#server/routes/api/admin-lists/send-csv';

/** The admin overview: the five counts, the activity log and the submitter leaderboard. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activityQuery = activityLogQuerySchema(latestTodayAnywhere);

  app.get(
    '/admin/dashboard/stats',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The five counts of the dashboard',
        response: { 200: dashboardStatsSchema.describe('The counts.') },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getDashboardStats(app.db);
    },
  );

  app.get(
    '/admin/dashboard/activity-log',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Admins' actions, newest first, filtered by admin, action, words and dates (Link header: next page)",
        querystring: activityQuery,
        response: { 200: z.array(activityLogEntrySchema).describe('One page of the log.') },
      },
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
      schema: {
        summary: 'Everyone the activity log names, for its Admin filter',
        querystring: z.object({}),
        response: { 200: z.array(activityLogAdminSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listActivityLogAdmins(app.db);
    },
  );

  app.get(
    '/admin/dashboard/activity-log/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Admins' actions as a CSV file, with the list's filters",
        querystring: activityQuery,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'activity', exportAdminList(app.db, requireAdmin(request), 'activity', request.query)),
  );

  app.get(
    '/admin/dashboard/charts',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The dashboard charts: reports over time and by state',
        response: { 200: dashboardChartsSchema.describe('The charts.') },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getDashboardCharts(app.db);
    },
  );

  app.get(
    '/admin/dashboard/leaderboard',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The members who reported most found items',
        response: { 200: z.array(leaderboardEntrySchema).describe('The leaderboard, highest first.') },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getLeaderboard(app.db);
    },
  );
}
