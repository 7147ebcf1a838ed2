import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_EVENTS, LIVE_RETRY_MS } from '#shared/constants/live-events';
import { unauthorized } from '#server/lib/errors';
import { personOf } from '#server/plugins/live-events';

/** An event stream, described for the OpenAPI document; @fastify/sse writes it as it goes. */
const eventStream = {
  description: `A stream of server-sent events, open until the page or the session ends. Each event names what changed (${Object.values(
    LIVE_EVENTS,
  ).join(', ')}) and carries no data: read it through the API again.`,
  content: {
    'text/event-stream': {
      schema: z.string().meta({
        examples: [`event: ready\ndata: {}\nretry: ${LIVE_RETRY_MS}\n\nevent: notifications\ndata: {}\n\n`],
      }),
    },
  },
};

/** The signed-in person's live events: what changed for them, as it changes. */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/events',
    {
      sse: 'only',
      config: { access: 'signed-in' },
      schema: {
        summary: 'The signed-in person’s live events (server-sent events): what changed for them',
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      reply.header('Cache-Control', 'no-store');
      reply.sse.keepAlive();
      const remove = app.liveEvents.add({
        person: personOf(actor),
        session: request.sessionTokenHash,
        send: (event) => reply.sse.send({ event, data: {} }),
        close: () => reply.sse.close(),
      });
      reply.sse.onClose(remove);
      await reply.sse.send({ event: LIVE_EVENTS.ready, data: {}, retry: LIVE_RETRY_MS });
    },
  );
}
