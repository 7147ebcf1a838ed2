import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageRef } from '#shared/i18n/message-key';
import { adminDeskSchema, deskInputSchema, deskSchema } from '#shared/schemas/desk';
import { successSchema } from '#shared/schemas/api-responses';
import { requireAdmin } from '#server/plugins/access';
import {
  createDesk,
  listDesks,
  listDesksForAdmin,
  removeDesk,
  updateDesk,
} from '#server/services/desks/desks';
import { errorAnswers } from '#server/routes/api/route-contract';

const idParams = z.object({ id: z.uuid(messageRef('desks.unknownDesk')) });

/** Desks (decision 0054): where found items are held and collected; admins manage them. */
export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/desks',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Every desk that holds found items: where it is and when it is open, the first desk first',
        response: { 200: z.array(deskSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listDesks(app.db);
    },
  );

  app.get(
    '/desks/managed',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every desk with how many items it holds, for admins to manage',
        response: { 200: z.array(adminDeskSchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return listDesksForAdmin(app.db);
    },
  );

  app.post(
    '/desks',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin adds a desk',
        body: deskInputSchema,
        response: { 201: deskSchema, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.code(201);
      return createDesk(app.db, admin, request.body);
    },
  );

  app.put(
    '/desks/:id',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin changes a desk’s name, place, position on the map, hours, shelves or pickup slots',
        params: idParams,
        body: deskInputSchema,
        response: { 200: deskSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateDesk(app.db, admin, request.params.id, request.body);
    },
  );

  app.delete(
    '/desks/:id',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin removes a desk that never held an item (not the first desk)',
        params: idParams,
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await removeDesk(app.db, admin, request.params.id);
      return { success: true };
    },
  );
}
