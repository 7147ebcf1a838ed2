import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestTodayAnywhere } from '../../../../shared/dates';
import {
  activityLogEntrySchema,
  dashboardStatsSchema,
  leaderboardEntrySchema,
} from '../../../../shared/schemas/admin-responses';
import { listQuerySchema } from '../../../../shared/schemas/list-query';
import { requireAdmin } from '../../../plugins/access';
import { listActivityLog } from '../../../services/dashboard/activity-log';
import { getDashboardStats } from '../../../services/dashboard/dashboard-stats';
import { getLeaderboard } from '../../../services/dashboard/leaderboard';
import { setNextLink } from '../../../services/paging/page';

/** The admin overview: the five counts, the activity log and the submitter leaderboard. */
export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
        summary: "Admins' actions, newest first, a page at a time (the Link header names the next page)",
        querystring: listQuerySchema(latestTodayAnywhere),
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
