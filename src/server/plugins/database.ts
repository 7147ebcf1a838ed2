import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeNotices } from '#server/db/change-notices';
import type { Database, DatabaseHandle, DatabaseKind } from '#server/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The database as search reads it (DatabaseHandle.searchDb). */
    searchDb: Database;
    databaseKind: DatabaseKind;
    /** What changed in the database, for the caches of what requests read. */
    changes: ChangeNotices;
  }
}

/**
 * Hands the opened database to every route, with its change notices; the
 * server that opened the database closes it, after the app stopped listening.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate('db', options.database.db);
    app.decorate('searchDb', options.database.searchDb);
    app.decorate('databaseKind', options.database.kind);
    const changes = await ChangeNotices.listen(options.database, (error) =>
      app.log.warn({ err: error }, 'lost the database change notices; caches are off until they are back'),
    );
    app.decorate('changes', changes);
    app.addHook('onClose', async () => changes.close());
  },
  { name: 'database' },
);
