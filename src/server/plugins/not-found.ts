import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '#server/lib/request-target';

/**
 * What no route answers: a page of the app for a browser's GET outside /api (the client's
 * router draws it, its own not-found page included), a 404 for anything else.
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (isPage && app.hasDecorator('spaIndexHtml') && app.spaIndexHtml) {
        return app.sendSpaPage(request, reply);
      }
      return reply
        .status(404)
        .send({ message: `No such address: ${request.method} ${request.url}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'not-found' },
);
