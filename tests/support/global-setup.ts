import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { ensureBuiltServer } from './built-server';

/**
 * Migrates each database once per run; every test file then starts from a copy:
 * a data directory copied on disk for PGlite, or a PostgreSQL database made from a template.
 * Builds the server's bundle, which the tests that start a process run.
 */
export default async function globalSetup() {
  const removeServer = ensureBuiltServer();
  // `npm test` makes one for both runners; run alone, vitest makes its own.
  let dir: string | undefined;
  if (!process.env.TEST_PGLITE_TEMPLATE_DIR) {
    dir = await mkdtemp(path.join(tmpdir(), 'clf-vitest-'));
    // A data directory, not a dump: copying one is a few file copies, where loading a dump
    // moved its 42 MB through memory several times in each test file (decision 0052).
    const templateDir = path.join(dir, 'pglite-template');
    await mkdir(templateDir);
    const pglite = await openDatabase({ kind: 'pglite', dataDir: templateDir });
    await migrate(pglite.db);
    await pglite.close();
    process.env.TEST_PGLITE_TEMPLATE_DIR = templateDir;
  }
  const removeTemplate = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    await removeServer();
  };

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // A template of this run's own, so two runs against one server never clobber each other.
    const POSTGRES_TEMPLATE = `clf_template_${process.pid}_${Date.now().toString(36)}`;
    process.env.TEST_POSTGRES_TEMPLATE = POSTGRES_TEMPLATE;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const template = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await migrate(template.db);
    await template.close();
    return async () => {
      await removeTemplate();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  return removeTemplate;
}
