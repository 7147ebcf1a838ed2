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
import { requireSignedIn } from '#server/plugins/access';
import { requestLanguage } from '#server/lib/i18n';
import { badRequest, text } from '#server/lib/errors';
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
      config: { access: 'signed-in' },
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
      config: { access: 'signed-in' },
      schema: {
        summary: 'Whether this browser gets the signed-in person’s push alerts, and which',
        querystring: pushEndpointSchema,
        response: { 200: thisDeviceSchema },
      },
    },
    async (request, reply) => {
      const person = requireSignedIn(request);
      reply.header('Cache-Control', 'no-store');
      return thisDevice(app.db, person, request.query.endpoint);
    },
  );

  app.put(
    '/push/subscription',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts on in this browser for the signed-in person, or changes which it gets',
        body: pushSubscriptionSchema,
        response: { 200: thisDeviceSchema },
      },
    },
    async (request) => {
      const person = requireSignedIn(request);
      checkPushEndpoint(request.body.endpoint, app.config.isProduction);
      // A console account chooses what is pushed in its alert settings, for all its devices alike.
      if (person.kind === 'admin' && request.body.topics.length > 0) {
        throw badRequest(text('alerts.topicsInSettings'), 'CONSOLE_PUSH_TOPICS');
      }
      return savePushSubscription(app.db, person, request.body, {
        name: deviceName(request.headers['user-agent']),
        language: requestLanguage(request),
      });
    },
  );

  app.delete(
    '/push/subscription',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts off in this browser',
        querystring: pushEndpointSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const person = requireSignedIn(request);
      await removePushSubscription(app.db, person, request.query.endpoint);
      return { success: true };
    },
  );

  app.get(
    '/push/devices',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Every device the signed-in person gets push alerts on, the one used last first',
        response: { 200: z.array(pushDeviceSchema) },
      },
    },
    async (request, reply) => {
      const person = requireSignedIn(request);
      reply.header('Cache-Control', 'no-store');
      return listPushDevices(app.db, person);
    },
  );

  app.delete(
    '/push/devices/:id',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Turns push alerts off on one of the signed-in person’s devices',
        params: deviceParams,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const person = requireSignedIn(request);
      await removePushDevice(app.db, person, request.params.id);
      return { success: true };
    },
  );
}
