import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffAlertSettingsSchema } from '#shared/schemas/staff-alerts';
import { requireAdmin } from '#server/plugins/access';
import {
  saveStaffAlertSettings,
  staffAlertSettingsOf,
} from '#server/services/notifications/staff-alert-settings';
import { errorAnswers } from '#server/routes/api/route-contract';

/** A console account's alert settings (decision 0070); the alerts themselves are its notifications. */
export async function staffAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/alert-settings',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Which alerts reach the signed-in console account’s bell, which are pushed too, and of which desks',
        response: { 200: staffAlertSettingsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return staffAlertSettingsOf(app.db, requireAdmin(request));
    },
  );

  app.put(
    '/admin/alert-settings',
    {
      config: { access: 'staff', limits: ['changes'] },
      schema: {
        summary:
          'Chooses the signed-in console account’s alerts: kinds on the bell, kinds pushed too, and (admins) desks',
        body: staffAlertSettingsSchema,
        response: { 200: staffAlertSettingsSchema, ...errorAnswers(400) },
      },
    },
    async (request) => saveStaffAlertSettings(app.db, requireAdmin(request), request.body),
  );
}
