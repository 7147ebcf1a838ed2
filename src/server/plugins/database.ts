import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
  }
}

/** Hands the opened database to every route; the server that opened it closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate('db', options.database.db);
    app.decorate('databaseKind', options.database.kind);
  },
  { name: 'database' },
);
