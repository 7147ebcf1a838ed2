import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimIdParams } from '#shared/schemas/claim';
import {
  claimConversationSchema,
  claimMessageInputSchema,
  claimMessageSchema,
  claimMessageTemplateSchema,
  unansweredThreadCountSchema,
  unansweredThreadSchema,
  unansweredThreadsQuerySchema,
} from '#shared/schemas/claim-conversation';
import { successSchema } from '#shared/schemas/api-responses';
import { unauthorized } from '#server/lib/errors';
import { requireAdmin } from '#server/plugins/access';
import {
  claimMessageTemplates,
  markConversationRead,
  postClaimMessage,
  readConversation,
  unansweredThreadCount,
  unansweredThreads,
} from '#server/services/claims/claim-conversation';
import { listDesks } from '#server/lib/desk-scope';
import { errorAnswers } from '#server/routes/api/route-contract';

/**
 * The conversation on a claim between its claimant and the office (decision 0049):
 * the claimant reads and writes on their own claims, staff on any; nobody else.
 */
export async function claimConversationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/claims/:claimId/messages',
    {
      config: { access: 'signed-in', desk: { param: 'claimId' } },
      schema: {
        summary: "A claim's conversation, oldest first: its claimant's own, or any for staff",
        params: claimIdParams,
        response: { 200: claimConversationSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      reply.header('Cache-Control', 'no-store');
      return readConversation(app.db, actor, request.params.claimId);
    },
  );

  app.post(
    '/claims/:claimId/messages',
    {
      config: { access: 'signed-in', limits: ['claim-messages'], desk: { param: 'claimId' } },
      schema: {
        summary:
          "Writes on an open claim's conversation (text, a photo from /api/upload, or both); the other side is told",
        params: claimIdParams,
        body: claimMessageInputSchema,
        response: { 200: claimMessageSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      return postClaimMessage(app.db, actor, request.params.claimId, request.body);
    },
  );

  app.patch(
    '/claims/:claimId/messages/read',
    {
      config: { access: 'signed-in', limits: ['changes'], desk: { param: 'claimId' } },
      schema: {
        summary: "The caller's side (the claimant, or the office) has read the claim's conversation",
        params: claimIdParams,
        body: z.object({}).nullish(),
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      await markConversationRead(app.db, actor, request.params.claimId);
      return { success: true };
    },
  );

  app.get(
    '/claims/:claimId/message-templates',
    {
      config: { access: 'staff', desk: { param: 'claimId' } },
      schema: {
        summary: "What staff often write on a claim, in its claimant's language",
        params: claimIdParams,
        response: { 200: z.array(claimMessageTemplateSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return claimMessageTemplates(app.db, admin, request.params.claimId);
    },
  );

  app.get(
    '/claim-conversations/unanswered',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "The staff inbox: open claims whose newest message is the claimant's, newest first, with unread counts; desk staff see their desks' claims",
        querystring: unansweredThreadsQuerySchema,
        response: { 200: z.array(unansweredThreadSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return unansweredThreads(app.db, listDesks(admin, request.query.desk), request.query.limit);
    },
  );

  app.get(
    '/claim-conversations/unanswered/count',
    {
      config: { access: 'staff' },
      schema: {
        summary: "How many threads the staff inbox holds: every desk's for an admin, desk staff their desks'",
        querystring: unansweredThreadsQuerySchema.pick({ desk: true }),
        response: { 200: unansweredThreadCountSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return { count: await unansweredThreadCount(app.db, listDesks(admin, request.query.desk)) };
    },
  );
}
