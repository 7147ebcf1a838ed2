/**
 * `npm run seed:demo`: fills a fresh database with a living catalogue, so a new
 * user sees the app at work: every category, colors, campus places, 90 days of
 * reports in every state (reported, stored, claimed, handed over), claims,
 * lost reports, demo members and the people named on manual entries and
 * handovers. Uses DATA_DIR / DATABASE_URL like the server, refuses to touch an
 * embedded database a running server holds, and refuses a database that
 * already has reports.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CAMPUS_LOCATIONS, COLORS, insertCatalogue } from '../bench/catalogue';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { loadConfig, type AppConfig } from '#server/config';
import { openConfiguredDatabase, queryRows, type Database } from '#server/db/client';
import { bigintColumn } from '#server/db/row-columns';
import { lockDataDir } from '#server/db/data-dir-lock';
import { migrate } from '#server/db/migrate';
import { DEMO_ADMIN_NAME } from '#server/services/admins/demo-admin';

const FOUND_REPORTS = CATEGORY_CHIPS.length * 12;
const LOST_REPORTS = 90;

const FIRST_NAMES = [
  'Ayesha',
  'Rahim',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Imran',
  'Sadia',
  'Arif',
  'Tahmina',
  'Kamal',
  'Maliha',
  'Shakil',
  'Jannat',
  'Rafiq',
  'Sumaiya',
  'Mehedi',
  'Nabila',
  'Hasan',
  'Priya',
  'Omar',
];
const LAST_NAMES = [
  'Rahman',
  'Hossain',
  'Akter',
  'Islam',
  'Chowdhury',
  'Ahmed',
  'Khan',
  'Sarkar',
  'Das',
  'Karim',
];
const CLAIM_MESSAGES = [
  'I lost this last week near the library, it has my initials inside.',
  'This looks like mine, I can describe the scratches on the back.',
  'Mine! I left it after the afternoon class.',
  null,
  'I think this belongs to me, the lock screen shows my photo.',
  'Lost it on the way to the cafeteria, please check.',
];

type Executor = Parameters<typeof queryRows>[0];

const idRow = z.object({ id: z.string() });
/** A sum of two counts is a bigint, which the two drivers give in different forms. */
const reportCountRow = z.object({ n: bigintColumn });
const custodianRow = z.object({ id: z.string(), email: z.string(), name: z.string() });
const seededCountsRow = z.object({
  reported: z.number(),
  recovered: z.number(),
  claimed: z.number(),
  handed_over: z.number(),
  claims: z.number(),
  lost: z.number(),
});

const log = (message: string) => console.log(`seed:demo  ${message}`);

async function pickIds(db: Executor, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await queryRows(db, query, idRow)).map((row) => row.id);
}

/** Fills a migrated, empty database in one transaction; throws (writing nothing) when it already has reports. */
export async function seedDemo(db: Database, config: AppConfig, say: (message: string) => void = () => {}) {
  await db.transaction((tx) => fill(tx, config, say));
}

async function fill(db: Executor, config: AppConfig, say: (message: string) => void) {
  const [existing] = await queryRows(
    db,
    sql`SELECT (SELECT count(*) FROM found_reports) + (SELECT count(*) FROM lost_reports) AS n`,
    reportCountRow,
  );
  if (existing!.n > 0) {
    throw new Error(
      `the database already holds ${existing!.n} reports; seed:demo only fills a fresh database ` +
        '(point DATA_DIR or DATABASE_URL at an empty one).',
    );
  }

  const university = config.university;
  const departments = university.faculties.flatMap((faculty) => faculty.departments);
  const domain = university.emailDomain;

  say('demo members …');
  const memberRows = FIRST_NAMES.map((first, i) => {
    const last = LAST_NAMES[i % LAST_NAMES.length]!;
    return sql`('demo', ${`demo-member-${i + 1}`}, ${`demo.${first}.${last}${i + 1}@${domain}`.toLowerCase()},
      ${`${first} ${last}`}, ${`${211 + (i % 4)}-${15 + (i % 5)}-${String(1000 + i * 37).slice(-4)}`},
      ${`017${String(10_000_000 + i * 7_654_321).slice(-8)}`}, ${departments[i % departments.length]!})`;
  });
  const memberIds = await pickIds(
    db,
    sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
        VALUES ${sql.join(memberRows, sql`, `)} RETURNING id`,
  );

  say('people (founders and receivers) …');
  const peopleRows = Array.from({ length: 16 }, (_, i) => {
    const first = FIRST_NAMES[(i * 7 + 3) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 3 + 1) % LAST_NAMES.length]!;
    return sql`(${`${first}.${last}.${i + 1}@example.com`.toLowerCase()}, ${`${first} ${last}`},
      ${`${212 + (i % 3)}-${16 + (i % 4)}-${String(2000 + i * 53).slice(-4)}`},
      ${`018${String(20_000_000 + i * 3_456_789).slice(-8)}`}, ${departments[(i * 5) % departments.length]!})`;
  });
  const personIds = await pickIds(
    db,
    sql`INSERT INTO people (email, name, university_id, phone, department)
        VALUES ${sql.join(peopleRows, sql`, `)} RETURNING id`,
  );

  // The demo admin stores, hands over and is logged for everything; before the first start
  // made its account, the log names it by name and email all the same.
  const [admin] = await queryRows(
    db,
    sql`SELECT id, email, name FROM admins WHERE lower(email) = lower(${config.demoAdminEmail})`,
    custodianRow,
  );
  const custodian = admin ?? { id: null, email: config.demoAdminEmail.toLowerCase(), name: DEMO_ADMIN_NAME };

  say(`${FOUND_REPORTS} found reports over 90 days …`);
  await insertCatalogue(db, {
    count: FOUND_REPORTS,
    batchSize: 200,
    mix: { reportedPercent: 12, handedOverPercent: 22 },
    reporterIds: memberIds,
    onProgress: (done, total) => say(`  found reports ${done} / ${total}`),
  });

  // The catalogue stores an item an hour after its report: never later than now.
  await db.execute(sql`UPDATE found_reports SET stored_at = now() WHERE stored_at > now()`);

  say('custody: manual entries, storage, handovers …');
  // About a third of the items were brought to the office by hand: their founder is a person.
  await db.execute(sql`
    UPDATE found_reports f
    SET reported_by_user_id = NULL,
        founder_person_id = (${sql`ARRAY[${sql.join(
          personIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`})[1 + (abs(hashtext(f.report_id)) % ${personIds.length})]
    WHERE f.status <> 'reported' AND abs(hashtext(f.report_id || 'manual')) % 3 = 0`);
  await db.execute(sql`
    UPDATE found_reports
    SET stored_by_admin_id = ${custodian.id}::uuid, stored_by_email = ${custodian.email}
    WHERE status <> 'reported'`);
  await db.execute(sql`
    UPDATE found_reports f
    SET handed_over_by_admin_id = ${custodian.id}::uuid, handed_over_by_email = ${custodian.email},
        taken_by_person_id = (${sql`ARRAY[${sql.join(
          personIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`})[1 + (abs(hashtext(f.report_id || 'taker')) % ${personIds.length})]
    WHERE f.status = 'handed_over'`);

  say('claims …');
  const messages = sql`ARRAY[${sql.join(
    CLAIM_MESSAGES.map((message) => sql`${message}`),
    sql`, `,
  )}]::text[]`;
  const members = sql`ARRAY[${sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  // Some stored and most handed-over items drew one to three claims.
  await db.execute(sql`
    INSERT INTO claims (found_report_id, user_id, message, claimed_at, status, reason)
    SELECT f.id, (${members})[1 + ((abs(hashtext(f.report_id)) + k * 7) % ${memberIds.length})],
      (${messages})[1 + ((abs(hashtext(f.report_id)) + k) % ${CLAIM_MESSAGES.length})],
      least(now(), f.handed_over_at - interval '1 hour', f.stored_at + make_interval(hours => 6 + k * 12)),
      -- A handover closed the claims on an item (decision 0013).
      CASE WHEN f.status = 'handed_over' THEN 'closed'::claim_status ELSE 'pending'::claim_status END,
      CASE WHEN f.status = 'handed_over' THEN 'The item was handed over to its owner.' END
    FROM found_reports f, generate_series(1, 1 + abs(hashtext(f.report_id || 'n')) % 3) AS k
    WHERE (f.status = 'stored' AND abs(hashtext(f.report_id || 'claim')) % 10 < 3)
       OR (f.status = 'handed_over' AND abs(hashtext(f.report_id || 'claim')) % 10 < 8)
    ON CONFLICT (found_report_id, user_id) WHERE status IN ('pending', 'approved') DO NOTHING`);
  await db.execute(sql`
    UPDATE found_reports f SET claim_count = c.n
    FROM (SELECT found_report_id, count(*)::int AS n FROM claims WHERE status IN ('pending', 'approved')
          GROUP BY found_report_id) AS c
    WHERE c.found_report_id = f.id`);

  say(`${LOST_REPORTS} lost reports …`);
  const pick = (values: readonly string[], salt: number) =>
    sql`(ARRAY[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[])[1 + ((i * ${salt}) % ${values.length})]`;
  await db.execute(sql`
    INSERT INTO lost_reports
      (report_id, item_name, color, description, lost_date, lost_time, lost_location, reported_by_user_id, created_at)
    SELECT 'LST' || lpad(nextval('lost_report_number_seq')::text, 6, '0'), item, color,
      'Lost my ' || lower(color) || ' ' || lower(item) || ' somewhere around ' || location || '. Please contact me if found.',
      (at - interval '5 hours')::date,
      CASE WHEN i % 3 = 0 THEN NULL ELSE to_char(at - interval '5 hours', 'HH24:MI') END,
      location, (${members})[1 + (i % ${memberIds.length})], at
    FROM (
      SELECT i, ${pick(CATEGORY_CHIPS, 5)} AS item, ${pick(COLORS, 11)} AS color,
        ${pick(CAMPUS_LOCATIONS, 3)} AS location,
        now() - make_interval(secs => ((${LOST_REPORTS} - i) * 86400.0 * 90 / ${LOST_REPORTS})) AS at
      FROM generate_series(1, ${LOST_REPORTS}) AS i
    ) AS rows ORDER BY i`);

  say('activity log and item histories …');
  await db.execute(sql`
    INSERT INTO activity_log (kind, admin_id, admin_name, admin_email, member_id, found_report_id, action, created_at)
    SELECT kind, CASE WHEN by_admin THEN ${custodian.id}::uuid END, CASE WHEN by_admin THEN ${custodian.name} END,
      CASE WHEN by_admin THEN ${custodian.email} END, member_id, item_id, action, at
    FROM (
      SELECT 'item_reported' AS kind, false AS by_admin, reported_by_user_id AS member_id, id AS item_id,
        'Reported found item #' || report_id AS action, created_at AS at
      FROM found_reports WHERE founder_person_id IS NULL
      UNION ALL
      SELECT CASE WHEN founder_person_id IS NULL THEN 'item_stored' ELSE 'item_entered' END, true, NULL, id,
        CASE WHEN founder_person_id IS NULL THEN 'Stored item #' ELSE 'Manual entry #' END || report_id, stored_at
      FROM found_reports WHERE stored_at IS NOT NULL
      UNION ALL
      SELECT 'item_handed_over', true, NULL, id, 'Handed over #' || report_id, handed_over_at
      FROM found_reports WHERE status = 'handed_over'
    ) AS actions ORDER BY at`);
  await db.execute(sql`
    INSERT INTO activity_log (kind, member_id, found_report_id, claim_id, action, created_at)
    SELECT 'claim_filed', c.user_id, c.found_report_id, c.id, 'Filed claim ' || c.claim_id || ' on #' || f.report_id,
      c.claimed_at
    FROM claims c JOIN found_reports f ON f.id = c.found_report_id ORDER BY c.claimed_at`);

  const [counts] = await queryRows(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'reported')::int AS reported,
          count(*) FILTER (WHERE status = 'stored' AND claim_count = 0)::int AS recovered,
          count(*) FILTER (WHERE status = 'stored' AND claim_count > 0)::int AS claimed,
          count(*) FILTER (WHERE status = 'handed_over')::int AS handed_over,
          (SELECT count(*) FROM claims)::int AS claims,
          (SELECT count(*) FROM lost_reports)::int AS lost
        FROM found_reports`,
    seededCountsRow,
  );
  say(
    `done: ${counts!.reported} reported, ${counts!.recovered} stored, ${counts!.claimed} claimed, ` +
      `${counts!.handed_over} handed over (${counts!.claims} claims), ${counts!.lost} lost reports, ` +
      `${memberIds.length} members, ${personIds.length} people.`,
  );
}

async function main() {
  const config = loadConfig();
  const embedded = config.databaseUrl === undefined;
  // Throws, naming the server's process, when a server holds the data directory.
  const release = embedded ? lockDataDir(config.dataDir) : () => {};
  try {
    const handle = await openConfiguredDatabase(config);
    try {
      log(`database: ${embedded ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}`);
      await migrate(handle.db);
      await seedDemo(handle.db, config, log);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

// Run as a script, not when a test imports seedDemo.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`seed:demo  refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
