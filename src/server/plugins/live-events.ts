import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_EVENTS } from '#shared/constants/live-events';
import { ANYTHING_CHANGED, noticeSubject } from '#server/db/change-notices';
import { PersonStreams } from '#server/lib/person-streams';
import type { Actor } from '#server/lib/actor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams open on this server, by person (GET /api/events). */
    liveEvents: PersonStreams;
  }
}

/** The stream key of a signed-in person. */
export const personOf = (actor: Actor) => `${actor.kind}:${actor.id}`;

/**
 * Who hears what when the database says something changed. The notices come
 * on commit from whichever server made the change (decision 0007), so a page
 * open on one server hears of a change made on another within milliseconds.
 */
function routeNotice(streams: PersonStreams, notice: string): void {
  if (notice === ANYTHING_CHANGED) return streams.broadcast(LIVE_EVENTS.resync);
  const session = noticeSubject(notice, 'session');
  // Signed out, deleted or renewed: the browser opens a new stream if its session still allows.
  if (session !== undefined) return streams.endSession(session);
  const member = noticeSubject(notice, 'notifications');
  if (member !== undefined) return streams.publish(`member:${member}`, LIVE_EVENTS.notifications);
  const consoleAccount = noticeSubject(notice, 'admin-notifications');
  if (consoleAccount !== undefined)
    return streams.publish(`admin:${consoleAccount}`, LIVE_EVENTS.notifications);
  const reporter = noticeSubject(notice, 'lost-reports');
  if (reporter !== undefined) return streams.publish(`member:${reporter}`, LIVE_EVENTS.lostReports);
  const writtenTo = noticeSubject(notice, 'claim-message');
  if (writtenTo !== undefined) {
    streams.publishToEvery('admin', LIVE_EVENTS.claimMessages);
    if (writtenTo) streams.publish(`member:${writtenTo}`, LIVE_EVENTS.claimMessages);
    return;
  }
  const claimant = noticeSubject(notice, 'claim')?.split(':')[0];
  if (claimant) streams.publish(`member:${claimant}`, LIVE_EVENTS.claims);
}

/**
 * Server-sent events through @fastify/sse: one stream per open page of a
 * signed-in person, told what changed for them. Streams end before the server
 * closes, so a stopping server never waits on an open page.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySse, { heartbeatInterval: 25_000 });
    const streams = new PersonStreams();
    app.decorate('liveEvents', streams);
    const stop = app.changes.onChange((notice) => routeNotice(streams, notice));
    app.addHook('preClose', async () => {
      stop();
      streams.endAll();
    });
  },
  { name: 'live-events', dependencies: ['database'] },
);
