import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageRef } from '#shared/i18n/message-key';
import {
  claimMessageTemplateInputSchema,
  claimMessageTemplateOrderSchema,
  managedClaimMessageTemplateSchema,
} from '#shared/schemas/claim-conversation';
import { successSchema } from '#shared/schemas/api-responses';
import { requireAdmin } from '#server/plugins/access';
import {
  createClaimMessageTemplate,
  listClaimMessageTemplates,
  removeClaimMessageTemplate,
  reorderClaimMessageTemplates,
  updateClaimMessageTemplate,
} from '#server/services/claims/claim-message-templates';
import { errorAnswers } from '#server/routes/api/route-contract';

const idParams = z.object({ id: z.uuid(messageRef('templates.unknownTemplate')) });

/**
 * The staff templates the claim conversation's composer offers (decision 0075):
 * office-wide settings, so admins keep them; desk staff use them on their claims.
 */
export async function claimMessageTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/claim-message-templates',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every staff template for the claim conversation, in every language, in the order offered',
        response: { 200: z.array(managedClaimMessageTemplateSchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return listClaimMessageTemplates(app.db);
    },
  );

  app.post(
    '/claim-message-templates',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin adds a staff template (a title and text in every language) at the end of the list',
        body: claimMessageTemplateInputSchema,
        response: { 201: managedClaimMessageTemplateSchema, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.code(201);
      return createClaimMessageTemplate(app.db, admin, request.body);
    },
  );

  app.put(
    '/claim-message-templates/order',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary:
          'An admin puts the staff templates in a new order; the list names every template once (409 when another admin changed them)',
        body: claimMessageTemplateOrderSchema,
        response: { 200: z.array(managedClaimMessageTemplateSchema), ...errorAnswers(409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reorderClaimMessageTemplates(app.db, admin, request.body.ids);
    },
  );

  app.put(
    '/claim-message-templates/:id',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin changes a staff template’s title and text in every language',
        params: idParams,
        body: claimMessageTemplateInputSchema,
        response: { 200: managedClaimMessageTemplateSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateClaimMessageTemplate(app.db, admin, request.params.id, request.body);
    },
  );

  app.delete(
    '/claim-message-templates/:id',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin removes a staff template; messages already sent keep their words',
        params: idParams,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await removeClaimMessageTemplate(app.db, admin, request.params.id);
      return { success: true };
    },
  );
}
