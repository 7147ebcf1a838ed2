import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openConfiguredDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { prepareEmbeddedDatabase } from './db/prepare-embedded-database';
import { projectRoot } from './lib/project-root';
import { runStartupTasks } from './startup-tasks';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /** Stops accepting, lets in-flight requests finish, closes the database, frees the data directory. */
  close(): Promise<void>;
}

export async function startServer(config: AppConfig): Promise<RunningServer> {
  const embedded = config.databaseUrl === undefined;
  const releaseLock = embedded ? lockDataDir(config.dataDir) : () => {};
  let database: DatabaseHandle | undefined;
  try {
    if (embedded) await prepareEmbeddedDatabase(config.dataDir);
    database = await openConfiguredDatabase(config);
    await migrate(database.db);
    const app = await buildApp({
      config,
      database,
      clientDir: config.clientDir ?? path.join(projectRoot(), 'dist', 'client'),
    });
    await runStartupTasks(app);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrlDerived ? config.publicUrl.replace(/:\d+$/, `:${port}`) : config.publicUrl;
    const opened = database;
    let closing: Promise<void> | undefined;
    return {
      app,
      database: opened,
      url,
      close() {
        closing ??= (async () => {
          try {
            await app.close();
          } finally {
            await opened.close();
            releaseLock();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}
