import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimSchema } from '#shared/schemas/found-report';
import { lostReportMatchesSchema } from '#shared/schemas/notification';
import { successSchema } from '#shared/schemas/api-responses';
import { foundReportCardSchema } from '#shared/schemas/found-report-responses';
import { requireMember } from '#server/plugins/access';
import {
  confirmMatch,
  dismissMatch,
  possibleMatchesOf,
  restoreMatch,
  storedItemCard,
} from '#server/services/matching/possible-matches';
import { errorAnswers } from '#server/routes/api/route-contract';

const matchParams = z.object({ matchId: z.uuid('This is not a possible match id') });
const reportIdParams = z.object({
  reportId: z.string().trim().min(1, 'This is not an item id').max(40, 'This is not an item id'),
});
/** Possible matches of a member's lost reports ('This is mine', 'Not mine'), and one stored item by its ID. */
export async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lost-reports/mine/possible-matches',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The possible matches of each open lost report of the signed-in member',
        response: { 200: z.array(lostReportMatchesSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return possibleMatchesOf(app.db, app.config.university, member.id, app.clock());
    },
  );

  app.post(
    '/lost-reports/mine/possible-matches/:matchId/claim',
    {
      config: {
        access: 'member-complete',
        limits: ['claims', { rule: 'claims-per-item', perParam: 'matchId' }],
      },
      schema: {
        summary: 'A member says a possible match is theirs: it becomes their claim',
        params: matchParams,
        body: claimSchema.nullish(),
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await confirmMatch(
        { db: app.db, changes: app.changes },
        member.id,
        request.params.matchId,
        request.body?.message ?? null,
      );
      return { success: true };
    },
  );

  app.post(
    '/lost-reports/mine/possible-matches/:matchId/dismiss',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'A member says a possible match is not theirs: it is not shown again',
        params: matchParams,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await dismissMatch(app.db, member.id, request.params.matchId, app.clock());
      return { success: true };
    },
  );

  app.post(
    '/lost-reports/mine/possible-matches/:matchId/restore',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: "A member takes back 'Not mine' for a while after saying it: the match is shown again",
        params: matchParams,
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await restoreMatch(app.db, member.id, request.params.matchId, app.clock());
      return { success: true };
    },
  );

  app.get(
    '/found-reports/stored-for-users/:reportId',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One stored found item by its ID, as members see it (opened from an alert)',
        params: reportIdParams,
        response: { 200: foundReportCardSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return storedItemCard(app.db, app.config.university, member.id, request.params.reportId);
    },
  );
}
