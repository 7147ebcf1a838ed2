import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itemLabelSchema,
  labelsQuerySchema,
  storageLocationResponseSchema,
  storageLocationSchema,
} from '#shared/schemas/storage';
import { requireAdmin } from '#server/plugins/access';
import { itemLabels } from '#server/services/storage/item-labels';
import { setStorageLocation } from '#server/services/storage/storage-location';
import { receiveItem, sendItem } from '#server/services/found-reports/transfer-item';
import { transferAnswerSchema, transferSchema } from '#shared/schemas/desk';
import { errorAnswers } from '#server/routes/api/route-contract';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/** Where stored items sit, and the shelf labels that say so. */
export async function storageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/found-reports/:reportId/storage-location',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'reportId' } },
      schema: {
        summary: 'An admin moves a stored item to another shelf or bin (or clears it)',
        params: reportIdParams,
        body: storageLocationSchema,
        response: { 200: storageLocationResponseSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const moved = await setStorageLocation(
        app.db,
        admin,
        request.params.reportId,
        request.body.storageLocation,
      );
      return { success: true as const, storageLocation: moved.storageLocation };
    },
  );

  app.get(
    '/found-reports/labels',
    {
      config: { access: 'staff', desk: { items: true } },
      schema: {
        summary: 'Printable labels for the items named, each with the link its QR code holds',
        querystring: labelsQuerySchema,
        response: { 200: z.array(itemLabelSchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return itemLabels(app.db, app.config.publicUrl, request.query.items);
    },
  );

  app.post(
    '/found-reports/:reportId/transfer',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'reportId' } },
      schema: {
        summary:
          'Staff send a stored item to another desk: it leaves its shelf and cannot be handed over until received there',
        params: reportIdParams,
        body: transferSchema,
        response: {
          200: transferAnswerSchema.describe('Sent; deskId is the desk it goes to.'),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) => {
      const sent = await sendItem(
        { db: app.db, changes: app.changes },
        requireAdmin(request),
        request.params.reportId,
        request.body.toDeskId,
      );
      return { success: true as const, deskId: sent.toDeskId };
    },
  );

  app.post(
    '/found-reports/:reportId/receive',
    {
      // The desk it goes to decides, not the one it left: the service checks it.
      config: { access: 'staff', limits: ['changes'] },
      schema: {
        summary: 'Staff at the desk an item was sent to receive it, on a shelf if they name one',
        params: reportIdParams,
        body: storageLocationSchema.nullable(),
        response: {
          200: transferAnswerSchema.describe('Received; deskId is the desk that now holds it.'),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) => {
      const received = await receiveItem(
        { db: app.db, changes: app.changes },
        requireAdmin(request),
        request.params.reportId,
        request.body?.storageLocation ?? null,
      );
      return { success: true as const, deskId: received.deskId };
    },
  );
}
