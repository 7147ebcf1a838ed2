/**
 * Store → push, measured on each engine (part of `npm run bench`, or alone:
 * `tsx bench/push-alerts.ts`): 10,000 members each have a phone subscribed to
 * push (decision 0046); an admin stores items one after another, each matching
 * one member's lost report, and the time runs from "Item Stored" to that
 * member's push arriving at a Web Push service on loopback (TLS, VAPID checked,
 * payload decrypted with keys only the "phone" holds), through the job queue:
 * matching, the notice, and one push job per device. Prints p50/p95/p99 and
 * writes bench/results/push-alerts-*.json.
 *
 * Env: BENCH_PUSH_SUBSCRIBERS (10000), BENCH_PUSH_ALERTS (40), DATABASE_URL, BENCH_ENGINES.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { queryRows, type DatabaseHandle } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { startPushService, type PushService } from '#tests/support/push-service';
import { freshDatabase } from './fresh-database';
import { benchAdminCookie, percentiles } from './matching-alerts';
import { writeResultsSection } from './results-markdown';

type Engine = 'pglite' | 'postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 10_000);
const ALERTS = Number(process.env.BENCH_PUSH_ALERTS ?? 40);
/** What the issue asks of store → push delivered at 10,000 subscribers, in ms. */
const GOAL_P95_MS = 5000;
const idRow = z.object({ id: z.string() });
const endpointRow = z.object({ endpoint: z.string() });
const log = (engine: Engine, message: string) => process.stderr.write(`[bench:${engine}] ${message}\n`);

/** Members, each with one phone subscribed to every kind of alert, in batches of a thousand. */
async function seedSubscribers(handle: DatabaseHandle, engine: Engine, pushService: PushService) {
  const db = handle.db;
  for (let start = 1; start <= SUBSCRIBERS; start += 1000) {
    const end = Math.min(SUBSCRIBERS, start + 999);
    const members = await queryRows(
      db,
      sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
          SELECT 'bench', 'member-' || i, 'member' || i || '@bench.example', 'Bench Member ' || i,
            '231-35-' || lpad(i::text, 5, '0'), '017' || lpad(i::text, 8, '0'), 'Bench Department'
          FROM generate_series(${start}::int, ${end}::int) AS i
          ORDER BY i
          RETURNING id`,
      idRow,
    );
    const devices = members.map(() => pushService.subscribe());
    await db.execute(sql`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device, topics)
      SELECT user_id, endpoint, p256dh, auth, 'Bench phone', ARRAY['matches', 'claims', 'messages', 'finder-messages']
      FROM unnest(
        ${sql.param(members.map((member) => member.id))}::uuid[],
        ${sql.param(devices.map((device) => device.endpoint))}::text[],
        ${sql.param(devices.map((device) => device.keys.p256dh))}::text[],
        ${sql.param(devices.map((device) => device.keys.auth))}::text[]
      ) AS d(user_id, endpoint, p256dh, auth)`);
    log(engine, `  ${end} / ${SUBSCRIBERS} members with a subscribed phone`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
}

/** From "Item Stored" to the matched member's push, decrypted on loopback. */
async function measureStoreToPush(handle: DatabaseHandle, pushService: PushService) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' });
  const app = await buildApp({ config, database: handle, logger: false, pushAgent: pushService.agent });
  await app.ready();
  const db = handle.db;
  try {
    const cookie = await benchAdminCookie(handle);
    // Each alert pairs a lost report and a found item with a made-up name of their own,
    // the members spread over the whole table.
    const alerts: { reportId: string; endpoint: string }[] = [];
    const step = Math.max(1, Math.floor(SUBSCRIBERS / ALERTS));
    for (let k = 0; k < ALERTS; k += 1) {
      const name = `Zorblax${randomBytes(3).toString('hex')}`;
      const reportId = `FNDP${String(k).padStart(5, '0')}`;
      const subject = `member-${1 + k * step}`;
      await db.execute(sql`
        INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id)
        VALUES ('LSTP' || ${k}, ${name}, 'Green', 'A green gadget I lost near the gate', current_date, 'Main Gate',
          (SELECT id FROM users WHERE oidc_subject = ${subject}))`);
      await db.execute(sql`
        INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status)
        VALUES (${reportId}, ${name}, 'Green', 'A green gadget found near the gate', current_date, 'Main Gate', 'reported')`);
      const [device] = await queryRows(
        db,
        sql`SELECT s.endpoint FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.oidc_subject = ${subject}`,
        endpointRow,
      );
      alerts.push({ reportId, endpoint: device!.endpoint });
    }
    const latencies: number[] = [];
    const waiting: Promise<void>[] = [];
    for (const alert of alerts) {
      const storedAt = performance.now();
      const before = pushService.received.filter((push) => push.subscription === alert.endpoint).length;
      waiting.push(
        pushService.nextPush(alert.endpoint, before).then(() => {
          latencies.push(performance.now() - storedAt);
        }),
      );
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${alert.reportId}/store`,
        headers: { cookie },
        payload: {},
      });
      if (response.statusCode !== 200) throw new Error(`store failed: ${response.body}`);
      // Admins store one item after another; a tenth of a second apart is a busy desk.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.race([Promise.all(waiting), new Promise((resolve) => setTimeout(resolve, 60_000))]);
    return { ...percentiles(latencies), missing: alerts.length - latencies.length };
  } finally {
    await app.close();
  }
}

export async function runPushBench(engines: Engine[]) {
  const reports = [];
  for (const engine of engines) {
    const { handle, dispose } = await freshDatabase(engine, 'push');
    const pushService = await startPushService();
    try {
      await migrate(handle.db);
      log(engine, `subscribing ${SUBSCRIBERS} members' phones`);
      await seedSubscribers(handle, engine, pushService);
      log(engine, `storing ${ALERTS} items and waiting for their pushes`);
      const loadBefore = loadavg()[0] ?? 0;
      const storeToPush = await measureStoreToPush(handle, pushService);
      reports.push({
        engine,
        subscribers: SUBSCRIBERS,
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
        goalP95Ms: GOAL_P95_MS,
        storeToPush,
      });
    } finally {
      await pushService.close();
      await dispose();
    }
  }
  for (const report of reports) {
    console.log(
      `\n${report.engine}: store → push delivered with ${report.subscribers} subscribed members ` +
        `(load average ${report.loadAverage.before.toFixed(1)} → ${report.loadAverage.after.toFixed(1)} on ${availableParallelism()} cores; goal p95 ≤ ${GOAL_P95_MS} ms)`,
    );
    console.table([{ measure: 'store → push (ms)', ...report.storeToPush }]);
  }
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `push-alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, reports }, null, 2)}\n`,
  );
  const table = path.join(here, 'RESULTS.md');
  const heading = '## Store → push (`bench/push-alerts.ts`)';
  const section = [
    heading,
    '',
    `Written on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (Node ${process.version}): ` +
      `${SUBSCRIBERS.toLocaleString('en-US')} members with a subscribed phone, ${ALERTS} items stored 0.1 s apart, ` +
      'each matching one member; from "Item Stored" to the push decrypted on loopback. Goal: p95 ≤ 5 s (decision 0067).',
    '',
    '| engine | p50 ms | p95 ms | p99 ms | max ms | missing | load average before → after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...reports.map(
      (report) =>
        `| ${report.engine} | ${report.storeToPush.p50} | ${report.storeToPush.p95} | ${report.storeToPush.p99} | ` +
        `${report.storeToPush.max} | ${report.storeToPush.missing} | ` +
        `${report.loadAverage.before.toFixed(1)} → ${report.loadAverage.after.toFixed(1)} on ${availableParallelism()} cores |`,
    ),
  ].join('\n');
  await writeResultsSection(table, heading, section);
  console.log(
    `\nwritten to ${path.relative(process.cwd(), file)} and ${path.relative(process.cwd(), table)}`,
  );
  return reports;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const available: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  runPushBench(wanted ? available.filter((engine) => wanted.includes(engine)) : available).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
