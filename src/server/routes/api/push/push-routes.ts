import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageRef } from '#shared/i18n/message-key';
import {
  pushDeviceSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  thisDeviceSchema,
} from '#shared/schemas/push';
import { successSchema } from '#shared/schemas/api-responses';
import { requireMember } from '#server/plugins/access';
import {
  checkPushEndpoint,
  deviceName,
  listPushDevices,
  removePushDevice,
  removePushSubscription,
  savePushSubscription,
  thisDevice,
} from '#server/services/push/push-subscriptions';
import { vapidKeys } from '#server/services/push/vapid-keys';
import { errorAnswers } from '#server/routes/api/route-contract';

const deviceParams = z.object({ id: z.uuid(messageRef('push.notADeviceId')) });

/** Push alerts per device (decision 0046): the server's key, this browser's subscription, the member's devices. */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/push/key',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The public key a browser subscribes to push alerts with (VAPID)',
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) => {
      const { publicKey } = await vapidKeys(app.db, app.config);
      reply.header('Cache-Control', 'no-store');
      return { publicKey };
    },
  );

  app.get(
    '/push/subscription',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Whether this browser gets the signed-in member’s push alerts, and which',
        querystring: pushEndpointSchema,
        response: { 200: thisDeviceSchema },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return thisDevice(app.db, member.id, request.query.endpoint);
    },
  );

  app.put(
    '/push/subscription',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts on in this browser for the signed-in member, or changes which it gets',
        body: pushSubscriptionSchema,
        response: { 200: thisDeviceSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      checkPushEndpoint(request.body.endpoint, app.config.isProduction);
      return savePushSubscription(app.db, member.id, request.body, deviceName(request.headers['user-agent']));
    },
  );

  app.delete(
    '/push/subscription',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts off in this browser',
        querystring: pushEndpointSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await removePushSubscription(app.db, member.id, request.query.endpoint);
      return { success: true };
    },
  );

  app.get(
    '/push/devices',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Every device the signed-in member gets push alerts on, the one used last first',
        response: { 200: z.array(pushDeviceSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listPushDevices(app.db, member.id);
    },
  );

  app.delete(
    '/push/devices/:id',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts off on one of the signed-in member’s devices',
        params: deviceParams,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await removePushDevice(app.db, member.id, request.params.id);
      return { success: true };
    },
  );
}
