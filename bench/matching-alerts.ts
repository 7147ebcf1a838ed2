/**
 * Matching and alerts, measured on each engine (part of `npm run bench`, or
 * alone: `tsx bench/matching-alerts.ts`):
 *   matching   the job that matches one newly stored item against 100,000 open
 *              lost reports (candidates, scoring, and the commit of its matches
 *              and notices), per item, over many items of common kinds
 *   store→mail from the admin's "Item Stored" to the alert arriving at a local
 *              SMTP server, through the job queue and the mailer
 * Prints p50/p95/p99 and writes bench/results/matching-alerts-*.json.
 *
 * Env: BENCH_LOST_REPORTS (100000), BENCH_MATCHED_ITEMS (200), BENCH_ALERTS (40),
 * DATABASE_URL, BENCH_ENGINES.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { queryRows, type DatabaseHandle } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { matchStoredItemHandler } from '#server/services/matching/matching-jobs';
import { CAMPUS_LOCATIONS, COLORS, insertCatalogue } from './catalogue';
import { freshDatabase } from './fresh-database';

type Engine = 'pglite' | 'postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOST_REPORTS = Number(process.env.BENCH_LOST_REPORTS ?? 100_000);
const MATCHED_ITEMS = Number(process.env.BENCH_MATCHED_ITEMS ?? 200);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 40);
const MEMBERS = 2000;
const idRow = z.object({ id: z.string() });
const countRow = z.object({ n: z.number() });
const log = (engine: Engine, message: string) => process.stderr.write(`[bench:${engine}] ${message}\n`);

/** p50, p95, p99 and the slowest of some times, to a tenth of a millisecond. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(
      (sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0) * 10,
    ) / 10;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Members, and open lost reports of the catalogue's kinds, colours and places, lost over 90 days. */
async function seedLostReports(handle: DatabaseHandle, engine: Engine) {
  const db = handle.db;
  const members = await queryRows(
    db,
    sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
        SELECT 'bench', 'member-' || i, 'member' || i || '@bench.example', 'Bench Member ' || i,
          '231-35-' || lpad(i::text, 4, '0'), '01712345678', 'Bench Department'
        FROM generate_series(1, ${MEMBERS}) AS i
        RETURNING id`,
    idRow,
  );
  const reporters = sql`(ARRAY[${sql.join(
    members.map((member) => sql`${member.id}`),
    sql`, `,
  )}]::uuid[])`;
  for (let start = 1; start <= LOST_REPORTS; start += 10_000) {
    const end = Math.min(LOST_REPORTS, start + 9_999);
    await db.execute(sql`
      INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id, created_at)
      SELECT 'LST' || lpad(nextval('lost_report_number_seq')::text, 6, '0'), item, color,
        'My ' || lower(color) || ' ' || lower(item) || ', lost somewhere around ' || location || '.',
        current_date - (i % 90), location,
        ${reporters}[1 + i % ${MEMBERS}],
        now() - make_interval(secs => i)
      FROM (
        SELECT i,
          (${textArray(CATEGORY_CHIPS)})[1 + (i * 3) % ${CATEGORY_CHIPS.length}] AS item,
          (${textArray(COLORS)})[1 + (i * 11) % ${COLORS.length}] AS color,
          (${textArray(CAMPUS_LOCATIONS)})[1 + (i * 29) % ${CAMPUS_LOCATIONS.length}] AS location
        FROM generate_series(${start}::int, ${end}::int) AS i
      ) AS generated`);
    log(engine, `  ${end} / ${LOST_REPORTS} lost reports`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The matching job per stored item: what one "Item Stored" costs after its commit. */
async function measureMatching(handle: DatabaseHandle) {
  const db = handle.db;
  await insertCatalogue(db, { count: MATCHED_ITEMS, days: 30 });
  const items = await queryRows(db, sql`SELECT id FROM found_reports ORDER BY created_at DESC`, idRow);
  const handler = matchStoredItemHandler(defaultUniversityConfig);
  const matching: number[] = [];
  const withCommit: number[] = [];
  let matched = 0;
  for (const [index, item] of items.entries()) {
    const started = performance.now();
    const commit = await handler(
      { id: index, kind: 'match-found-item', payload: { foundReportId: item.id }, attempts: 0 },
      db,
    );
    const found = performance.now();
    await db.transaction(async (tx) => commit(tx));
    matching.push(found - started);
    withCommit.push(performance.now() - started);
  }
  const [row] = await queryRows(db, sql`SELECT count(*)::int AS n FROM matches`, countRow);
  matched = row?.n ?? 0;
  // The alert mails these queued are not what the next part measures.
  await db.execute(sql`DELETE FROM jobs`);
  return {
    matching: percentiles(matching),
    withCommit: percentiles(withCommit),
    matchesPerItem: matched / items.length,
  };
}

/** A signed-in admin's session cookie, for storing items through the API. */
export async function benchAdminCookie(handle: DatabaseHandle): Promise<string> {
  const [admin] = await queryRows(
    handle.db,
    sql`INSERT INTO admins (email, name, university_id) VALUES ('bench.admin@bench.example', 'Bench Admin', 'EMP1') RETURNING id`,
    idRow,
  );
  const token = randomBytes(24).toString('base64url');
  await handle.db.execute(
    sql`INSERT INTO sessions (token_hash, admin_id, expires_at) VALUES (${hashToken(token)}, ${admin!.id}::uuid, now() + interval '1 day')`,
  );
  return `${SESSION_COOKIE}=${token}`;
}

/** From "Item Stored" to the alert at a local SMTP server, through the queue and the mailer. */
async function measureStoreToMail(handle: DatabaseHandle) {
  const arrived = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        const at = performance.now();
        for (const id of text.match(/FNDB\d+/g) ?? []) if (!arrived.has(id)) arrived.set(id, at);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const db = handle.db;
  try {
    const cookie = await benchAdminCookie(handle);
    // Each alert pairs a lost report and a found item with a made-up name of their own.
    const ids: string[] = [];
    for (let k = 0; k < ALERTS; k += 1) {
      const name = `Zorblax${randomBytes(3).toString('hex')}`;
      const reportId = `FNDB${String(k).padStart(5, '0')}`;
      await db.execute(sql`
        INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id)
        VALUES ('LSTB' || ${k}, ${name}, 'Green', 'A green gadget I lost near the gate', current_date, 'Main Gate',
          (SELECT id FROM users WHERE oidc_subject = 'member-' || ${1 + k}))`);
      await db.execute(sql`
        INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status)
        VALUES (${reportId}, ${name}, 'Green', 'A green gadget found near the gate', current_date, 'Main Gate', 'reported')`);
      ids.push(reportId);
    }
    const storedAt = new Map<string, number>();
    for (const id of ids) {
      storedAt.set(id, performance.now());
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${id}/store`,
        headers: { cookie },
        payload: {},
      });
      if (response.statusCode !== 200) throw new Error(`store failed: ${response.body}`);
      // Admins store one item after another; a tenth of a second apart is a busy desk.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deadline = performance.now() + 60_000;
    while (arrived.size < ids.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies = ids.filter((id) => arrived.has(id)).map((id) => arrived.get(id)! - storedAt.get(id)!);
    return { ...percentiles(latencies), missing: ids.length - latencies.length };
  } finally {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  }
}

export async function runMatchingBench(engines: Engine[]) {
  const reports = [];
  for (const engine of engines) {
    const { handle, dispose } = await freshDatabase(engine, 'match');
    try {
      await migrate(handle.db);
      log(engine, `inserting ${LOST_REPORTS} open lost reports`);
      await seedLostReports(handle, engine);
      log(engine, `matching ${MATCHED_ITEMS} stored items against them`);
      const matching = await measureMatching(handle);
      log(engine, `storing ${ALERTS} items and waiting for their alert mail`);
      const storeToMail = await measureStoreToMail(handle);
      reports.push({
        engine,
        lostReports: LOST_REPORTS,
        loadAverage: loadavg()[0] ?? 0,
        ...matching,
        storeToMail,
      });
    } finally {
      await dispose();
    }
  }
  for (const report of reports) {
    console.log(
      `\n${report.engine}: matching against ${report.lostReports} open lost reports, ` +
        `${report.matchesPerItem.toFixed(1)} matches kept per item (load average ${report.loadAverage.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    console.table([
      { measure: 'matching per stored item (ms)', ...report.matching },
      { measure: 'matching + commit (ms)', ...report.withCommit },
      { measure: 'store → mail (ms)', ...report.storeToMail },
    ]);
  }
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `matching-alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, reports }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const available: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  runMatchingBench(wanted ? available.filter((engine) => wanted.includes(engine)) : available).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
