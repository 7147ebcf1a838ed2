import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock';
import { migrate } from '#server/db/migrate';
import { embeddedDatabaseExists } from '#server/db/prepare-embedded-database';

async function createAndMigrate(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * The embedded database the configuration names, when it names one that does
 * not exist yet. `npm start` runs this beside the client's build on a first
 * start, so that creating the database (most of a first start) does not wait
 * for the build. Anything else (a PostgreSQL server, a database already there,
 * a directory in use, a configuration error) is left to the server to open or
 * to report.
 */
async function prepareConfiguredDatabase() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return;
    throw error;
  }
  if (config.databaseUrl !== undefined) return;
  if (embeddedDatabaseExists(config.dataDir)) return;
  let releaseLock;
  try {
    releaseLock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return;
    throw error;
  }
  try {
    await createAndMigrate(config.dataDir);
  } finally {
    releaseLock();
  }
}

/**
 * Creates and migrates a new embedded database, then exits. Given a data
 * directory, the server runs it in a process of its own on a first start (see
 * db/prepare-embedded-database.ts); given none, it prepares the configured one.
 */
async function main() {
  // This process lives for the seconds initdb takes. V8's optimising compiler
  // spent about 1.4 CPU-seconds on PGlite's WebAssembly for code that then ran
  // once, on the core the client's build needs on a first start (decision 0031).
  setFlagsFromString('--liftoff-only');
  const dataDir = process.argv[2];
  if (dataDir) await createAndMigrate(dataDir);
  else await prepareConfiguredDatabase();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
