/**
 * `npm run bench:search-masks-migration`: how long migration 0043 (members'
 * search reads what cards show, decision 0076) and the start's rebuild for a
 * university ID pattern take on a catalogue of BENCH_ITEMS found reports
 * (100,000), on the PostgreSQL server of DATABASE_URL. One item in ten carries
 * a phone number, an email address and a university ID in its description.
 * Writes the figures, with the machine's load, to
 * bench/results/search-masks-migration-<time>.json.
 */
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import { migrate, migrationsDir } from '#server/db/migrate';
import { applySearchMasks } from '#server/services/found-reports/search-masks';
import { insertCatalogue } from './catalogue';
import { freshDatabase } from './fresh-database';

const MIGRATION = '0043_member_search_reads_what_cards_show.sql';
const here = path.dirname(fileURLToPath(import.meta.url));
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const log = (message: string) => process.stderr.write(`[search-masks-migration] ${message}\n`);
const loads = () => loadavg().map((value) => Math.round(value * 100) / 100);
const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;
const pairsRow = z.object({ pairs: z.number() });

if (!process.env.DATABASE_URL) {
  log('DATABASE_URL must name a PostgreSQL server (the figure is PostgreSQL’s)');
  process.exit(1);
}

const before = await mkdtemp(path.join(tmpdir(), 'clf-search-masks-'));
for (const file of (await readdir(migrationsDir())).filter(
  (name) => name.endsWith('.sql') && name < MIGRATION,
))
  await cp(path.join(migrationsDir(), file), path.join(before, file));
const { handle, dispose } = await freshDatabase('postgres', 'search_masks');
try {
  await migrate(handle.db, before);
  await insertCatalogue(handle.db, { count: items, batchSize: 50_000 });
  await handle.db.execute(sql`UPDATE found_reports
    SET description = description || ' Tag: 017 1234 ' || lpad((number % 10000)::text, 4, '0')
      || ', owner' || number || '@diu.edu.bd, ID 221-15-' || lpad((number % 10000)::text, 4, '0')
    FROM (SELECT id, row_number() OVER (ORDER BY created_at) AS number FROM found_reports) AS n
    WHERE n.id = found_reports.id AND n.number % 10 = 0`);
  await handle.db.execute(sql`VACUUM ANALYZE found_reports`);
  const load = { before: loads(), afterMigration: [] as number[], afterStart: [] as number[] };
  const migrationStarted = performance.now();
  const applied = await migrate(handle.db);
  const migrationSeconds = seconds(migrationStarted);
  load.afterMigration = loads();
  if (!applied.includes(MIGRATION)) throw new Error(`${MIGRATION} was not applied: ${applied.join(', ')}`);
  const startStarted = performance.now();
  const rebuilt = await applySearchMasks(handle.db, defaultUniversityConfig);
  const startSeconds = seconds(startStarted);
  load.afterStart = loads();
  const [pairs] = await queryRows(
    handle.db,
    sql`SELECT count(*)::int AS pairs FROM search_word_pairs`,
    pairsRow,
  );
  const result = {
    bench: 'search-masks-migration',
    at: new Date().toISOString(),
    engine: 'postgres',
    items,
    migration: MIGRATION,
    migrationSeconds,
    startRebuildSeconds: startSeconds,
    itemsRebuiltAtStart: rebuilt,
    wordPairs: pairs?.pairs,
    load,
  };
  log(JSON.stringify(result));
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `search-masks-migration-${result.at.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await dispose();
  await rm(before, { recursive: true, force: true });
}
