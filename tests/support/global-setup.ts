import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteClient } from '#server/db/client';
import { migrate } from '#server/db/migrate';

/**
 * Migrates each database once per run; every test file then starts from a copy:
 * a PGlite dump loaded in memory, or a PostgreSQL database made from a template.
 */
export default async function globalSetup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'clf-vitest-'));
  const pglite = await openDatabase({ kind: 'pglite' });
  await migrate(pglite.db);
  const dump = await pgliteClient(pglite).dumpDataDir('none');
  const dumpFile = path.join(dir, 'pglite-template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.TEST_PGLITE_TEMPLATE = dumpFile;

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
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  return undefined;
}
