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
}
