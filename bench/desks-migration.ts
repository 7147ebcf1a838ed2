/**
 * `npm run bench:desks-migration`: how long migration 0029 (desks, decision 0054)
 * takes on a catalogue of BENCH_ITEMS found reports (1,000,000), on the PostgreSQL
 * server of DATABASE_URL: every migration before it is applied, the catalogue
 * inserted as `npm run bench` inserts it, then 0029 alone is timed. Writes the
 * figures, with the machine's load, to bench/results/desks-migration-<time>.json and
 * its section of bench/RESULTS.md.
 */
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import { migrate, migrationsDir } from '#server/db/migrate';
import { insertCatalogue } from './catalogue';
import { freshDatabase } from './fresh-database';
import { writeResultsSection } from './results-markdown';

const DESKS_MIGRATION = '0029_desks.sql';

const deskCheckRow = z.object({ items: z.number(), in_first: z.number() });
const HEADING = '## Desks migration (`npm run bench:desks-migration`)';
const here = path.dirname(fileURLToPath(import.meta.url));
const items = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const log = (message: string) => process.stderr.write(`[desks-migration] ${message}\n`);
const loads = () => loadavg().map((value) => Math.round(value * 100) / 100);

if (!process.env.DATABASE_URL) {
  log('DATABASE_URL must name a PostgreSQL server (the figure is PostgreSQL’s)');
  process.exit(1);
}

const before = await mkdtemp(path.join(tmpdir(), 'clf-desks-migration-'));
const all = await readdir(migrationsDir());
for (const file of all.filter((name) => name.endsWith('.sql') && name < DESKS_MIGRATION)) {
  await cp(path.join(migrationsDir(), file), path.join(before, file));
}
const { handle, dispose } = await freshDatabase('postgres', 'desks');
try {
  await migrate(handle.db, before);
  const started = performance.now();
  await insertCatalogue(handle.db, {
    count: items,
    batchSize: 50_000,
    mix: { reportedPercent: 10, handedOverPercent: 30 },
    onProgress: (done, total) => {
      if (done % 200_000 === 0 || done === total) log(`${done} / ${total} items`);
    },
  });
  await handle.db.execute(sql`VACUUM ANALYZE found_reports`);
  const insertSeconds = (performance.now() - started) / 1000;
  const loadBefore = loads();
  const migrationStarted = performance.now();
  const applied = await migrate(handle.db);
  const migrationSeconds = (performance.now() - migrationStarted) / 1000;
  const loadAfter = loads();
  if (!applied.includes(DESKS_MIGRATION))
    throw new Error(`${DESKS_MIGRATION} was not applied: ${applied.join(', ')}`);
  const [check] = await queryRows(
    handle.db,
    sql`SELECT count(*)::int AS items,
          count(*) FILTER (WHERE desk_id = '00000000-0000-4000-8000-000000000001')::int AS in_first
        FROM found_reports`,
    deskCheckRow,
  );
  const result = {
    bench: 'desks-migration',
    at: new Date().toISOString(),
    engine: 'postgres',
    items,
    migration: DESKS_MIGRATION,
    migrationSeconds: Math.round(migrationSeconds * 100) / 100,
    catalogueInsertSeconds: Math.round(insertSeconds),
    itemsInFirstDesk: check?.in_first,
    itemsInAll: check?.items,
    load: { before: loadBefore, after: loadAfter },
  };
  log(JSON.stringify(result));
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `desks-migration-${result.at.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const table = path.join(here, 'RESULTS.md');
  const section = [
    HEADING,
    '',
    `Written on ${result.at.slice(0, 16).replace('T', ' ')} UTC: migration ${DESKS_MIGRATION} (desks as data, ` +
      `decision 0054) on ${items.toLocaleString('en-US')} found reports took **${result.migrationSeconds} s** ` +
      `(goal: under a minute); ${(result.itemsInFirstDesk ?? 0).toLocaleString('en-US')} of ` +
      `${(result.itemsInAll ?? 0).toLocaleString('en-US')} items in the first desk after it. Load average ` +
      `(1, 5, 15 min) on 2 cores: ${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after; inserting ` +
      `the catalogue beforehand took ${result.catalogueInsertSeconds} s.`,
  ].join('\n');
  await writeResultsSection(table, HEADING, section);
} finally {
  await dispose();
  await rm(before, { recursive: true, force: true });
}
