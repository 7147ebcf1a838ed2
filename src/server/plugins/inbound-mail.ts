import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SMTPServer } from 'smtp-server';
import { createInboundMailServer } from '#server/services/mail-replies/inbound-mail-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener for replies by mail (decision 0080), and the port it took; null when off. */
    inboundMail: { port: number } | null;
  }
}

/**
 * Listens for replies by mail while INBOUND_SMTP_PORT (or development's default) says so. Every
 * server sharing the database may run one: what a reply writes goes through the database alone.
 */
export const inboundMailPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.inboundMail;
    const state: { port: number } | null = settings ? { port: settings.port } : null;
    app.decorate('inboundMail', state);
    if (!settings || !state) return;
    let server: SMTPServer | undefined;
    app.addHook('onReady', async () => {
      const listener = createInboundMailServer({
        db: app.db,
        limits: app.limits,
        domain: settings.domain,
        log: app.log,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          // The SMTP server passes its socket's errors on as its own: unheard, a port already
          // taken would end the process instead of being refused here.
          listener.once('error', reject);
          listener.listen(settings.port, settings.host, () => {
            listener.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        // Development's default port may be another local server's already.
        if (!settings.optional) throw error;
        app.log.warn({ err: error }, `replies by mail are off: port ${settings.port} is not free`);
        app.inboundMail = null;
        return;
      }
      listener.on('error', (error) => app.log.error({ err: error }, 'inbound mail'));
      const address = listener.server.address();
      state.port = typeof address === 'object' && address ? address.port : settings.port;
      server = listener;
      app.log.info(`replies by mail: SMTP on ${settings.host}:${state.port} for @${settings.domain}`);
    });
    app.addHook('preClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'inbound-mail', dependencies: ['database', 'limits'] },
);
