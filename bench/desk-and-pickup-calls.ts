/**
 * The calls of a campus with several desks, part of `npm run bench`, on each engine of the run:
 *   desk lists  every admin list that filters by desk (awaiting storage, stored, claimed,
 *               handed over, the Disposition queue, the disposed register) with ?desk= for
 *               each of three desks, as it opens and narrowed by a word and a sort, and the
 *               stored and claimed lists of desk staff who work at one desk: goal p95 ≤ 50 ms
 *   ID box      /api/id-lookup with whole FND/LST/CLM IDs and parts of them: goal p95 ≤ 50 ms
 *   threads     a claim's conversation read by its claimant and by staff, a message posted
 *               by each side, the thread marked read, the claimant's claims with their
 *               unread counts and the bell's count: goal p99 ≤ 50 ms
 *   pickups     an approved claim's slots, booking, moving and cancelling its pickup, and
 *               Today's pickups of a desk and of every desk: goal p99 ≤ 50 ms
 * over 125,000 found reports (100,000 stored) spread over three desks, 12,500 lost reports,
 * 10,000 claims with five messages each and a pickup booked for each approved claim.
 * Requests go one after another through fastify.inject (validation, session, access, SQL,
 * serialization; no network), as bench/admin-desk.ts does.
 *
 * Env: BENCH_ITEMS (stored items, 100000), BENCH_ENGINES (as bench/run.ts),
 * BENCH_DESK_CALL_ROUNDS (samples per call, 200).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { queryRows, type Database } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { OUT_OF_REACH_LIMITS } from '#tests/support/out-of-reach-limits';
import { insertCatalogue } from './catalogue';
import { freshDatabase } from './fresh-database';
import { percentile } from './percentile';
import { writeResultsSection } from './results-markdown';

type Engine = 'pglite' | 'postgres';
const here = path.dirname(fileURLToPath(import.meta.url));
const log = (message: string) => process.stderr.write(`[bench:desk-calls] ${message}\n`);
const loads = () => loadavg().map((value) => Math.round(value * 100) / 100);

const FIRST_DESK = '00000000-0000-4000-8000-000000000001';
const LIBRARY_DESK = '00000000-0000-4000-8000-00000000b001';
const GYM_DESK = '00000000-0000-4000-8000-00000000b002';
const DESKS = [FIRST_DESK, LIBRARY_DESK, GYM_DESK];
const MEMBERS = 1000;
const OPEN_EVERY_DAY = {
  weekly: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00' }],
  closedDates: [],
};

/** The goal each group of calls is held to (issues #30 item 7 and #31 item 5). */
const GOALS = {
  'desk lists': { percentile: 95, ms: 50 },
  'ID box': { percentile: 95, ms: 50 },
  threads: { percentile: 99, ms: 50 },
  pickups: { percentile: 99, ms: 50 },
} as const;
type Group = keyof typeof GOALS;

const idRow = z.object({ id: z.string() });
const claimantRow = z.object({ claim_id: z.string(), user_id: z.string() });

/**
 * Three desks, members, the catalogue spread over the desks (half at the first, three
 * tenths at the library, a fifth at the gym), lost reports, claims with their threads and
 * pickups: what a campus holds after a few months.
 */
async function seed(db: Database, storedItems: number, timeZone: string) {
  const items = Math.round(storedItems / 0.8);
  await db.execute(sql`
    INSERT INTO desks (id, name, place, shelves, position, seeded_at)
    VALUES (${LIBRARY_DESK}::uuid, 'Library Desk', 'Central Library, ground floor', ARRAY['L-1', 'L-2', 'L-3'], 1, now()),
      (${GYM_DESK}::uuid, 'Gym Desk', 'Gymnasium entrance', ARRAY['G-1', 'G-2'], 2, now())`);
  await db.execute(
    sql`UPDATE desks SET opening_hours = ${JSON.stringify(OPEN_EVERY_DAY)}::jsonb, seeded_at = now()`,
  );
  const members = await queryRows(
    db,
    sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
        SELECT 'bench', 'member-' || i, 'member' || i || '@bench.example', 'Bench Member ' || i,
          '221-15-' || lpad(i::text, 4, '0'), '017' || lpad(i::text, 8, '0'), 'Bench Department'
        FROM generate_series(1, ${MEMBERS}) AS i ORDER BY i RETURNING id`,
    idRow,
  );
  const memberIds = members.map((row) => row.id);
  log(`inserting ${items} found reports (10 % reported, 10 % handed over, 80 % stored)`);
  await insertCatalogue(db, {
    count: items,
    reporterIds: memberIds,
    mix: { reportedPercent: 10, handedOverPercent: 10 },
  });
  await db.execute(sql`
    UPDATE found_reports SET
      desk_id = CASE WHEN abs(hashtext(report_id)) % 10 < 5 THEN ${FIRST_DESK}::uuid
        WHEN abs(hashtext(report_id)) % 10 < 8 THEN ${LIBRARY_DESK}::uuid ELSE ${GYM_DESK}::uuid END,
      storage_location = CASE WHEN status <> 'reported' THEN 'Shelf ' || (substr(report_id, 4)::int % 12 + 1) END`);
  // The oldest fiftieth of stored items has gone through the Disposition queue already.
  await db.execute(sql`
    UPDATE found_reports SET status = 'disposed', disposition = 'donated', disposition_note = 'Bench',
      disposed_at = stored_at + interval '70 days', disposed_by_email = 'desk@bench.example'
    WHERE status = 'stored' AND substr(report_id, 4)::int % 50 = 7 AND stored_at < now() - interval '70 days'`);
  await db.execute(sql`
    INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id, created_at)
    SELECT 'LST' || lpad(nextval('lost_report_number_seq')::text, 6, '0'), item_name, color, description,
      found_date, found_location, reported_by_user_id, created_at
    FROM found_reports WHERE status = 'reported' ORDER BY created_at LIMIT ${Math.round(items / 10)}`);
  const [admin] = await queryRows(
    db,
    sql`INSERT INTO admins (email, name, university_id) VALUES ('desk@bench.example', 'Bench Desk', 'EMP1') RETURNING id`,
    idRow,
  );
  const [staff] = await queryRows(
    db,
    sql`INSERT INTO admins (email, name, university_id, role) VALUES ('gym@bench.example', 'Gym Staff', 'EMP2', 'staff') RETURNING id`,
    idRow,
  );
  await db.execute(
    sql`INSERT INTO admin_desks (admin_id, desk_id) VALUES (${staff!.id}::uuid, ${GYM_DESK}::uuid)`,
  );
  // A claim on a tenth of the stored items, ten per member: three fifths pending, a fifth
  // approved, a fifth rejected; five messages each, the two sides in turn.
  log('inserting claims, their messages and pickups');
  await db.execute(sql`
    INSERT INTO claims (found_report_id, user_id, message, claimed_at, status, decided_at, decided_by_admin_id, decided_by_email)
    SELECT f.id, (${sql.param(memberIds)}::uuid[])[1 + (n / 10) % ${MEMBERS}], 'It is mine: it has my initials.',
      f.stored_at + interval '1 day', s.status::claim_status,
      CASE WHEN s.status <> 'pending' THEN f.stored_at + interval '2 days' END,
      CASE WHEN s.status <> 'pending' THEN ${admin!.id}::uuid END,
      CASE WHEN s.status <> 'pending' THEN 'desk@bench.example' END
    FROM (SELECT id, stored_at, substr(report_id, 4)::int AS n FROM found_reports WHERE status = 'stored') AS f,
      LATERAL (SELECT CASE (f.n / 10) % 5 WHEN 3 THEN 'approved' WHEN 4 THEN 'rejected' ELSE 'pending' END AS status) AS s
    WHERE f.n % 10 = 3
    ORDER BY f.stored_at`);
  await db.execute(sql`
    UPDATE found_reports f SET claim_count = open.n
    FROM (SELECT found_report_id, count(*)::int AS n FROM claims WHERE status IN ('pending', 'approved') GROUP BY 1) AS open
    WHERE f.id = open.found_report_id`);
  await db.execute(sql`
    INSERT INTO claim_messages (claim_id, from_office, author_user_id, author_admin_id, body, created_at)
    SELECT c.id, k % 2 = 0, CASE WHEN k % 2 = 1 THEN c.user_id END, CASE WHEN k % 2 = 0 THEN ${admin!.id}::uuid END,
      CASE WHEN k % 2 = 0 THEN 'Please describe the lock screen or wallpaper of the device.'
        ELSE 'It is a photo of a beach at sunset, with a crack in the top corner.' END,
      c.claimed_at + k * interval '1 hour'
    FROM claims c, generate_series(1, 5) AS k`);
  // Each side has read the first three messages of half the threads: the rest are unread.
  await db.execute(sql`
    UPDATE claims SET member_read_at = claimed_at + interval '3 hours', office_read_at = claimed_at + interval '3 hours'
    WHERE substr(claim_id, 4)::int % 2 = 0`);
  // A pickup for each approved claim, over the next two weeks on the slots' grid of each desk.
  await db.execute(sql`
    INSERT INTO pickups (claim_id, desk_id, starts_at, ends_at)
    SELECT id, desk_id, at, at + interval '15 minutes' FROM (
      SELECT id, desk_id,
        (((now() AT TIME ZONE ${timeZone})::date + (rn % 14)::int) + time '08:00' + ((rn / 14) % 48) * interval '15 minutes')
          AT TIME ZONE ${timeZone} AS at
      FROM (
        SELECT c.id, f.desk_id, row_number() OVER (PARTITION BY f.desk_id ORDER BY c.claim_id) AS rn
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id WHERE c.status = 'approved'
      ) AS numbered
    ) AS booked`);
  // Every member and both console accounts signed in.
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    INSERT INTO sessions (token_hash, user_id, expires_at)
    SELECT hash, id, now() + interval '1 day'
    FROM unnest(${sql.param(tokens.map(hashToken))}::text[], ${sql.param(memberIds)}::uuid[]) AS s(hash, id)`);
  const adminToken = randomBytes(24).toString('base64url');
  const staffToken = randomBytes(24).toString('base64url');
  await db.execute(sql`INSERT INTO sessions (token_hash, admin_id, expires_at)
    VALUES (${hashToken(adminToken)}, ${admin!.id}::uuid, now() + interval '1 day'),
      (${hashToken(staffToken)}, ${staff!.id}::uuid, now() + interval '1 day')`);
  await db.execute(sql`VACUUM ANALYZE`);
  const memberCookie = new Map(memberIds.map((id, i) => [id, `${SESSION_COOKIE}=${tokens[i]}`]));
  return {
    items,
    memberCookie,
    adminCookie: `${SESSION_COOKIE}=${adminToken}`,
    staffCookie: `${SESSION_COOKIE}=${staffToken}`,
  };
}

interface Sample {
  group: Group;
  call: string;
  ms: number;
}

async function deskCallsEngine(engine: Engine) {
  const storedItems = Number(process.env.BENCH_ITEMS ?? 100_000);
  const rounds = Number(process.env.BENCH_DESK_CALL_ROUNDS ?? 200);
  const { handle, dispose } = await freshDatabase(engine, 'deskcalls');
  try {
    const db = handle.db;
    await migrate(db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      LIMITS: OUT_OF_REACH_LIMITS,
    });
    const timeZone = config.university.timeZone;
    const seedStarted = performance.now();
    const seeded = await seed(db, storedItems, timeZone);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    const origin = 'http://127.0.0.1:3000';
    const samples: Sample[] = [];
    const call = async (
      group: Group,
      name: string,
      cookie: string,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: unknown,
      record = true,
    ) => {
      const started = performance.now();
      const response = await app.inject({
        method,
        url,
        headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      if (record) samples.push({ group, call: name, ms });
      return response;
    };
    const loadBefore = loads();
    // The cheapest call through the same machinery (session, a query), between the groups: what
    // the machine's load alone costs a request in this run, to read the others against.
    const baseline: number[] = [];
    const sampleBaseline = async () => {
      for (let i = 0; i < Math.ceil(rounds / 4); i += 1) {
        const started = performance.now();
        await app.inject({ method: 'GET', url: '/api/health', headers: { cookie: seeded.adminCookie } });
        baseline.push(performance.now() - started);
      }
    };
    try {
      await sampleBaseline();
      // The desk lists: each list of each desk, as it opens and narrowed, page 2 every other round.
      const lists = [
        ['awaiting storage', '/api/found-reports/reported'],
        ['stored', '/api/found-reports/stored'],
        ['claimed', '/api/found-reports/claimed'],
        ['handed over', '/api/found-reports/resolved'],
        ['Disposition queue', '/api/disposition-queue'],
        ['disposed register', '/api/disposed-items'],
      ] as const;
      const narrowed = ['', '&q=wallet&sort=item&dir=asc', '&color=black&sort=date&dir=desc'];
      const listRounds = Math.max(1, Math.round(rounds / (DESKS.length * narrowed.length)));
      for (const warm of [true, false]) {
        for (let round = 0; round < (warm ? 1 : listRounds); round += 1) {
          for (const [name, base] of lists) {
            for (const desk of DESKS) {
              for (const view of narrowed) {
                const response = await call(
                  'desk lists',
                  name,
                  seeded.adminCookie,
                  'GET',
                  `${base}?desk=${desk}${view}`,
                  undefined,
                  !warm,
                );
                const next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
                if (next && round % 2 === 0)
                  await call(
                    'desk lists',
                    `${name} (page 2)`,
                    seeded.adminCookie,
                    'GET',
                    next,
                    undefined,
                    !warm,
                  );
              }
            }
          }
          for (const [name, url] of [
            ['stored, desk staff of one desk', '/api/found-reports/stored'],
            ['claimed, desk staff of one desk', '/api/found-reports/claimed'],
          ] as const) {
            for (let i = 0; i < DESKS.length * narrowed.length; i += 1)
              await call('desk lists', name, seeded.staffCookie, 'GET', url, undefined, !warm);
          }
        }
      }

      await sampleBaseline();

      // The ID box: whole IDs, and the parts read out on the phone.
      const lookups = [
        ['whole FND ID', 'FND004242'],
        ['whole LST ID', 'LST001234'],
        ['whole CLM ID', 'CLM000345'],
        ['part of an ID ("232")', '232'],
        ['part of an ID ("fnd0423")', 'fnd0423'],
        ['part of an ID ("clm12")', 'clm12'],
      ] as const;
      for (const [name, q] of lookups)
        await call('ID box', name, seeded.adminCookie, 'GET', `/api/id-lookup?q=${q}`, undefined, false);
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, q] of lookups)
          await call('ID box', name, seeded.adminCookie, 'GET', `/api/id-lookup?q=${encodeURIComponent(q)}`);
      }

      await sampleBaseline();

      // Threads: claims picked across the catalogue, each read and written by both sides.
      const openClaims = await queryRows(
        db,
        sql`SELECT claim_id, user_id FROM claims WHERE status IN ('pending', 'approved') ORDER BY hashtext(claim_id) LIMIT ${rounds + 5}`,
        claimantRow,
      );
      for (const [index, claim] of openClaims.entries()) {
        const record = index >= 5;
        const member = seeded.memberCookie.get(claim.user_id)!;
        const thread = `/api/claims/${claim.claim_id}/messages`;
        await call('threads', 'read a thread (claimant)', member, 'GET', thread, undefined, record);
        await call('threads', 'read a thread (staff)', seeded.adminCookie, 'GET', thread, undefined, record);
        await call(
          'threads',
          'post a message (staff)',
          seeded.adminCookie,
          'POST',
          thread,
          { text: 'Please bring your university ID card when you come to collect the item.' },
          record,
        );
        await call(
          'threads',
          'post a message (claimant)',
          member,
          'POST',
          thread,
          { text: 'Thank you, I will bring it.' },
          record,
        );
        await call('threads', 'mark read (claimant)', member, 'PATCH', `${thread}/read`, {}, record);
        await call('threads', 'mark read (staff)', seeded.adminCookie, 'PATCH', `${thread}/read`, {}, record);
        await call(
          'threads',
          "unread counts (the claimant's claims)",
          member,
          'GET',
          '/api/claims/mine',
          undefined,
          record,
        );
        await call(
          'threads',
          "unread count (the claimant's bell)",
          member,
          'GET',
          '/api/notifications/unread-count',
          undefined,
          record,
        );
      }

      await sampleBaseline();

      // Pickups: an approved claim's slots; it moves its booking, cancels it, books again.
      const approved = await queryRows(
        db,
        sql`SELECT claim_id, user_id FROM claims WHERE status = 'approved' ORDER BY hashtext(claim_id) LIMIT ${rounds + 5}`,
        claimantRow,
      );
      const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      for (const [index, claim] of approved.entries()) {
        const record = index >= 5;
        const member = seeded.memberCookie.get(claim.user_id)!;
        const pickup = `/api/claims/${claim.claim_id}/pickup`;
        const offered = (
          await call('pickups', 'slots of a desk', member, 'GET', pickup, undefined, record)
        ).json<{
          booking: { startsAt: string } | null;
          slots: { startsAt: string; free: number }[];
        }>();
        const free = offered.slots.filter(
          (slot) => slot.free > 0 && slot.startsAt !== offered.booking?.startsAt,
        );
        // The seeded bookings leave places at every desk; a claim offered none is a fault of the seed.
        if (free.length < 2) throw new Error(`${claim.claim_id}: ${free.length} free slots offered`);
        const pick = (salt: number) => free[(index * 7 + salt) % free.length]!.startsAt;
        await call(
          'pickups',
          offered.booking ? 'move' : 'book',
          member,
          'PUT',
          pickup,
          { startsAt: pick(0) },
          record,
        );
        await call('pickups', 'cancel', member, 'DELETE', pickup, undefined, record);
        await call('pickups', 'book', member, 'PUT', pickup, { startsAt: pick(3) }, record);
        const desk = DESKS[index % DESKS.length];
        await call(
          'pickups',
          "Today's pickups (one desk)",
          seeded.adminCookie,
          'GET',
          `/api/admin/pickups?date=${today}&desk=${desk}`,
          undefined,
          record,
        );
        await call(
          'pickups',
          "Today's pickups (every desk)",
          seeded.adminCookie,
          'GET',
          `/api/admin/pickups?date=${today}`,
          undefined,
          record,
        );
      }
      await sampleBaseline();
    } finally {
      await app.close();
    }
    const loadAfter = loads();
    const baselineSorted = [...baseline].sort((a, b) => a - b);
    const byCall = new Map<string, Sample[]>();
    for (const sample of samples) {
      const key = `${sample.group}\u0000${sample.call}`;
      byCall.set(key, [...(byCall.get(key) ?? []), sample]);
    }
    const summary = (group: Group, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const goal = GOALS[group];
      const atGoal = percentile(sorted, goal.percentile);
      return {
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: Math.round(sorted.at(-1)! * 100) / 100,
        goal: `p${goal.percentile} ≤ ${goal.ms} ms`,
        met: atGoal <= goal.ms,
      };
    };
    return {
      engine,
      items: seeded.items,
      storedItems,
      seedSeconds,
      load: { before: loadBefore, after: loadAfter },
      baseline: {
        requests: baselineSorted.length,
        p50: percentile(baselineSorted, 50),
        p95: percentile(baselineSorted, 95),
        p99: percentile(baselineSorted, 99),
      },
      groups: (Object.keys(GOALS) as Group[]).map((group) => ({
        group,
        ...summary(
          group,
          samples.filter((sample) => sample.group === group).map((sample) => sample.ms),
        ),
      })),
      calls: [...byCall.values()].map((values) => ({
        group: values[0]!.group,
        call: values[0]!.call,
        ...summary(
          values[0]!.group,
          values.map((sample) => sample.ms),
        ),
      })),
    };
  } finally {
    await dispose();
  }
}

type DeskCallsReport = Awaited<ReturnType<typeof deskCallsEngine>>;

export const DESK_CALLS_HEADING =
  '## Desk lists, ID box, claim threads and pickups (`bench/desk-and-pickup-calls.ts`)';

const cell = (value: number) => value.toLocaleString('en-US');

/** The bench's section of bench/RESULTS.md: each engine's calls against their goals. */
function deskCallsSection(at: string, node: string, reports: DeskCallsReport[]): string {
  return [
    DESK_CALLS_HEADING,
    '',
    `Written on ${at.slice(0, 16).replace('T', ' ')} UTC (Node ${node}), by \`npm run bench\` or alone: ` +
      'three desks, 125,000 found reports (100,000 stored), 12,500 lost reports, 10,000 claims with five ' +
      'messages each, a pickup for each approved claim; requests one after another in the process ' +
      '(session, access, SQL, serialization; no network). Goals: desk lists and the ID box p95 ≤ 50 ms ' +
      '(issue #30), threads and pickups p99 ≤ 50 ms (issue #31), on PostgreSQL.',
    '',
    ...reports.flatMap((report) => [
      `### ${report.engine}`,
      '',
      `Load average (1, 5, 15 min) on 2 cores: ${report.load.before.join(', ')} before, ` +
        `${report.load.after.join(', ')} after. The bare call \`GET /api/health\` in the same run, between ` +
        `the groups: p50 ${cell(report.baseline.p50)}, p95 ${cell(report.baseline.p95)}, ` +
        `p99 ${cell(report.baseline.p99)} ms.`,
      '',
      '| group / call | requests | p50 ms | p95 ms | p99 ms | max ms | goal | met |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...report.groups.flatMap((group) => [
        `| **${group.group}** | ${cell(group.requests)} | ${cell(group.p50)} | ${cell(group.p95)} | ${cell(group.p99)} | ${cell(group.max)} | ${group.goal} | ${group.met ? 'yes' : '**no**'} |`,
        ...report.calls
          .filter((row) => row.group === group.group)
          .map(
            (row) =>
              `| ${row.call} | ${cell(row.requests)} | ${cell(row.p50)} | ${cell(row.p95)} | ${cell(row.p99)} | ${cell(row.max)} | | ${row.met ? 'yes' : 'no'} |`,
          ),
      ]),
      '',
    ]),
  ].join('\n');
}

/** Runs the calls on the engines of this bench run, prints them, writes results/ and RESULTS.md. */
export async function benchDeskAndPickupCalls(engines: Engine[]) {
  const reports: DeskCallsReport[] = [];
  for (const engine of engines) {
    const report = await deskCallsEngine(engine);
    console.log(
      `\ndesk lists, ID box, threads and pickups, ${engine}: ${report.items} found reports; load ${report.load.before.join(' ')} → ${report.load.after.join(' ')}`,
    );
    console.log('GET /api/health between the groups:', report.baseline);
    console.table(report.groups);
    console.table(report.calls);
    reports.push(report);
  }
  const at = new Date().toISOString();
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `bench-desk-calls-${at.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ at, node: process.version, reports }, null, 2)}\n`);
  const table = path.join(here, 'RESULTS.md');
  await writeResultsSection(table, DESK_CALLS_HEADING, deskCallsSection(at, process.version, reports));
  console.log(
    `\nwritten to ${path.relative(process.cwd(), file)} and ${path.relative(process.cwd(), table)}`,
  );
  return reports;
}

// `npx tsx bench/desk-and-pickup-calls.ts` measures these calls alone (BENCH_ENGINES picks the engines).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const available: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  benchDeskAndPickupCalls(wanted ? available.filter((engine) => wanted.includes(engine)) : available).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
