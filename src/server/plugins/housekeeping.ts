import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteUnusedImages } from '#server/services/images/delete-unused-images';

const FIRST_RUN_MS = 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * Clean-ups no request should wait for, run now and then by every server
 * (each is safe to run on several at once): photos uploaded for forms that
 * were never sent, and limit counters whose window is long over.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      try {
        const images = await deleteUnusedImages(app.db);
        if (images > 0) app.log.info({ images }, 'deleted unused photos');
        await app.limits.deleteExpired();
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    let timer = setTimeout(function again() {
      void run().finally(() => {
        timer = setTimeout(again, EVERY_MS);
        timer.unref();
      });
    }, FIRST_RUN_MS);
    timer.unref();
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'housekeeping', dependencies: ['database', 'limits'] },
);
