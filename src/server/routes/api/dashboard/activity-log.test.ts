import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogMessage } from '#shared/i18n/log-message';
import { logMessageSchema, type ItemHistoryEntry } from '#shared/schemas/activity-log';
import { openDatabase, queryRows, type DatabaseHandle, type DatabaseKind } from '#server/db/client';
import { migrate, migrationsDir } from '#server/db/migrate';
import { logLine } from '#server/lib/i18n';
import { createResetToken } from '#server/services/auth/password-reset';
import { createTestApp, databaseKinds, testPasswordHash, type TestApp } from '#tests/support/test-app';
import { foundPayload, personPayload } from '#server/routes/api/found-reports/found-report-fixtures';

interface LogLine {
  createdAt: string;
  adminName: string;
  adminEmail: string;
  kind: string;
  action: string;
  message: LogMessage | null;
}

const PASSWORD = 'a quiet harbour at dawn 47';

/** The database's own words when it refuses a statement (the driver's error wraps them). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

describe.each(databaseKinds)('the activity log and item histories on %s', (kind) => {
  let t: TestApp;
  let desk: { cookie: string; record: { id: string; email: string; name: string } };
  let other: { cookie: string; record: { id: string; email: string; name: string } };

  beforeAll(async () => {
    t = await createTestApp(kind);
    desk = await t.signInAdmin({ name: 'Desk Admin', passwordHash: await testPasswordHash(PASSWORD) });
    other = await t.signInAdmin({ name: 'Night Admin' });
  });
  afterAll(async () => t?.close());

  const call = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const log = async (query = '', cookie = desk.cookie) => {
    const response = await call(cookie, 'GET', `/api/admin/dashboard/activity-log?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LogLine[]>();
  };
  const latest = async (email = desk.record.email) => (await log(`&admin=${encodeURIComponent(email)}`))[0];
  const history = async (id: string) => {
    const response = await call(desk.cookie, 'GET', `/api/found-reports/details/${id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemHistoryEntry[]>();
  };

  it('follows an item from its report through storage, claims and decisions to its handover', async () => {
    const finder = await t.signInMember({ name: 'Finder Member' });
    const owner = await t.signInMember({ name: 'Owner Member' });
    const pretender = await t.signInMember({ name: 'Pretender Member' });
    const hesitant = await t.signInMember({ name: 'Hesitant Member' });

    const created = await call(finder.cookie, 'POST', '/api/found-reports', foundPayload());
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, reportId } = created.json<{ _id: string; reportId: string }>();
    expect((await call(desk.cookie, 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(200);
    const claimOf = async (member: { cookie: string }, message: string) => {
      const response = await call(member.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
        message,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ claimId: string }>().claimId;
    };
    const ownerClaim = await claimOf(owner, 'Black leather, my ID card is inside');
    const pretenderClaim = await claimOf(pretender, 'It is mine, a black wallet');
    const hesitantClaim = await claimOf(hesitant, 'Maybe mine, a black one');
    expect((await call(hesitant.cookie, 'PATCH', `/api/claims/${hesitantClaim}/withdraw`)).statusCode).toBe(
      200,
    );
    const rejected = await call(other.cookie, 'PATCH', `/api/claims/${pretenderClaim}/reject`, {
      reason: 'The card inside names someone else.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call(desk.cookie, 'PATCH', `/api/claims/${ownerClaim}/approve`)).statusCode).toBe(200);
    const handover = await call(desk.cookie, 'PATCH', `/api/found-reports/${reportId}/handover`, {
      receiver: personPayload(t, { name: 'Owner Member', email: owner.record.email }),
      claimId: ownerClaim,
    });
    expect(handover.statusCode, handover.body).toBe(200);

    const events = await history(id);
    const deskBy = { kind: 'admin', name: 'Desk Admin', email: desk.record.email };
    expect(
      events.map(({ kind, label, actor, claimId, note }) => ({ kind, label, actor, claimId, note })),
    ).toEqual([
      {
        kind: 'item_reported',
        label: 'Reported',
        actor: { kind: 'member', name: 'Finder Member', email: finder.record.email },
        claimId: null,
        note: null,
      },
      { kind: 'item_stored', label: 'Stored', actor: deskBy, claimId: null, note: null },
      {
        kind: 'claim_filed',
        label: 'Claim filed',
        actor: { kind: 'member', name: 'Owner Member', email: owner.record.email },
        claimId: ownerClaim,
        note: null,
      },
      {
        kind: 'claim_filed',
        label: 'Claim filed',
        actor: { kind: 'member', name: 'Pretender Member', email: pretender.record.email },
        claimId: pretenderClaim,
        note: null,
      },
      {
        kind: 'claim_filed',
        label: 'Claim filed',
        actor: { kind: 'member', name: 'Hesitant Member', email: hesitant.record.email },
        claimId: hesitantClaim,
        note: null,
      },
      {
        kind: 'claim_withdrawn',
        label: 'Claim withdrawn',
        actor: { kind: 'member', name: 'Hesitant Member', email: hesitant.record.email },
        claimId: hesitantClaim,
        note: null,
      },
      {
        kind: 'claim_rejected',
        label: 'Claim rejected',
        actor: { kind: 'admin', name: 'Night Admin', email: other.record.email },
        claimId: pretenderClaim,
        note: 'The card inside names someone else.',
      },
      { kind: 'claim_approved', label: 'Claim approved', actor: deskBy, claimId: ownerClaim, note: null },
      {
        kind: 'item_handed_over',
        label: 'Handed over',
        actor: deskBy,
        claimId: ownerClaim,
        note: 'To Owner Member',
      },
    ]);
    const times = events.map((event) => event.at);
    expect(times).toEqual([...times].sort());

    // The admins' log holds the admins' lines only: no member reported, claimed or withdrew there.
    const lines = await log();
    expect(
      lines.some((line) => ['item_reported', 'claim_filed', 'claim_withdrawn'].includes(line.kind)),
    ).toBe(false);
    expect(lines.filter((line) => line.action.includes(reportId)).map((line) => line.kind)).toEqual([
      'item_handed_over',
      'claim_approved',
      'claim_rejected',
      'item_stored',
    ]);

    // A member who leaves keeps their events in the history, not their name.
    expect((await call(hesitant.cookie, 'DELETE', '/api/user/account')).statusCode).toBeLessThan(300);
    const after = await history(id);
    expect(after.find((event) => event.kind === 'claim_withdrawn')?.actor).toEqual({
      kind: 'member',
      name: 'Deleted account',
      email: null,
    });
  });

  it('shows a manual entry as entered by its admin, and a new kind of line by its words', async () => {
    const entry = await call(desk.cookie, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ itemName: 'Grey Calculator' }),
      founder: personPayload(t, { name: 'Farhana Akter', email: 'farhana.history@example.com' }),
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const { _id: id, reportId } = entry.json<{ _id: string; reportId: string }>();
    // A line from a later change (a shelf move) that names the item joins its history by its words.
    await t.db
      .execute(sql`INSERT INTO activity_log (kind, admin_id, admin_name, admin_email, found_report_id, action)
          VALUES ('item_moved', ${desk.record.id}::uuid, 'Desk Admin', ${desk.record.email}, ${id}::uuid,
            ${`Moved #${reportId} to Shelf B3`})`);
    const events = await history(id);
    expect(events.map((event) => [event.kind, event.label, event.note])).toEqual([
      ['item_entered', 'Entered by hand', null],
      ['item_moved', 'Moved', `Moved #${reportId} to Shelf B3`],
    ]);
  });

  it('refuses the history to members and visitors, and a missing item is a 404', async () => {
    const member = await t.signInMember();
    const anyId = '00000000-0000-4000-8000-000000000000';
    expect((await call(member.cookie, 'GET', `/api/found-reports/details/${anyId}/history`)).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', `/api/found-reports/details/${anyId}/history`)).statusCode).toBe(401);
    const missing = await call(desk.cookie, 'GET', `/api/found-reports/details/${anyId}/history`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No found report has this id.');
    expect((await call(desk.cookie, 'GET', '/api/found-reports/details/not-an-id/history')).statusCode).toBe(
      404,
    );
  });

  it('records sign-ins, failed sign-ins and sign-outs', async () => {
    const failed = await call(null, 'POST', '/api/auth/admin/login', {
      email: desk.record.email,
      password: 'wrong one',
    });
    expect(failed.statusCode).toBe(401);
    expect(await latest()).toMatchObject({ kind: 'admin_sign_in_failed', action: 'Failed sign-in attempt' });
    // An email no admin has is logged too, masked, and makes no account.
    const adminsBefore = (await call(desk.cookie, 'GET', '/api/admins')).json<unknown[]>().length;
    const unknown = await call(null, 'POST', '/api/auth/admin/login', {
      email: 'rafiq.hasan.typo@example.com',
      password: 'whatever',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password.');
    expect((await log())[0]).toMatchObject({
      kind: 'admin_sign_in_failed',
      adminName: 'No such admin',
      adminEmail: 'ra•••@example.com',
      action: 'Failed sign-in attempt with an unknown email (ra•••@example.com)',
    });
    expect((await call(desk.cookie, 'GET', '/api/admins')).json<unknown[]>().length).toBe(adminsBefore);
    const filterable = await call(desk.cookie, 'GET', '/api/admin/dashboard/activity-log/admins');
    expect(filterable.json<{ name: string }[]>().map((admin) => admin.name)).not.toContain('No such admin');
    const kept = await queryRows(
      t.db,
      sql`SELECT row_to_json(l)::text AS line FROM activity_log l`,
      z.object({ line: z.string() }),
    );
    expect(kept.some(({ line }) => line.includes('rafiq.hasan.typo'))).toBe(false);

    const signedIn = await call(null, 'POST', '/api/auth/admin/login', {
      email: desk.record.email,
      password: PASSWORD,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'admin_signed_in',
      action: 'Signed in',
      adminName: 'Desk Admin',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect((await call(cookie, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ kind: 'admin_signed_out', action: 'Signed out' });
  });

  it('logs failed sign-ins with unknown emails only up to an allowance per 15 minutes, then says the rest are left out', async () => {
    // The allowance is shared by every address: the window is taken to one line before its end.
    const key = 'unknown-email-log-lines:everyone';
    const allowance = t.app.limits.rules['unknown-email-log-lines'].points;
    await t.db.execute(sql`INSERT INTO limit_counters (key, points, expire)
      VALUES (${key}, ${allowance - 1}, now() + interval '15 minutes')
      ON CONFLICT (key) DO UPDATE SET points = excluded.points, expire = excluded.expire`);
    const [marker] = await queryRows(
      t.db,
      sql`SELECT coalesce(max(id), 0)::text AS last FROM activity_log`,
      z.object({ last: z.string() }),
    );
    try {
      for (const index of [1, 2, 3]) {
        const guess = await t.app.inject({
          method: 'POST',
          url: '/api/auth/admin/login',
          payload: { email: `guess${index}@example.com`, password: 'not a password' },
          remoteAddress: `198.51.100.${index}`,
        });
        expect(guess.statusCode).toBe(401);
      }
      const lines = await queryRows(
        t.db,
        sql`SELECT action FROM activity_log WHERE id > ${marker!.last}::bigint ORDER BY id`,
        z.object({ action: z.string() }),
      );
      expect(lines.map(({ action }) => action)).toEqual([
        'Failed sign-in attempt with an unknown email (gu•••@example.com)',
        'More failed sign-in attempts with unknown emails in these 15 minutes are not logged',
      ]);
    } finally {
      await t.db.execute(sql`DELETE FROM limit_counters WHERE key = ${key}`);
    }
  });

  it('records profile edits, password resets sent and set, admins added and removed, and exports', async () => {
    const edited = await call(other.cookie, 'PUT', `/api/admins/${other.record.email}`, {
      name: 'Night Shift Admin',
      universityId: 'EMP_NIGHT',
      phone: '01712345678',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await latest(other.record.email)).toMatchObject({
      kind: 'profile_updated',
      adminName: 'Night Shift Admin',
      action: 'Edited own profile (name, admin ID, phone)',
      message: {
        key: 'activity.profileEdited',
        values: {
          fields: [
            { key: 'activity.fieldName' },
            { key: 'activity.fieldAdminId' },
            { key: 'activity.fieldPhone' },
          ],
        },
      },
    });
    // A Bangla reader reads the line, its list of fields included, in Bangla.
    expect(logLine('bn', (await latest(other.record.email))!.message!)).toBe(
      'নিজের প্রোফাইল সম্পাদনা করেছেন (নাম, অ্যাডমিন আইডি, ফোন)',
    );

    const reset = await call(desk.cookie, 'POST', `/api/admins/${other.record.email}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(202);
    expect(await latest()).toMatchObject({
      kind: 'password_reset_sent',
      action: `Sent password reset to ${other.record.email}`,
    });

    const token = await createResetToken(t.db, other.record.id, 1);
    const confirmed = await call(null, 'POST', '/api/auth/password-reset/confirm', {
      token,
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await latest(other.record.email)).toMatchObject({ kind: 'password_set' });

    const added = await call(desk.cookie, 'POST', '/api/admins', {
      name: 'Temporary Admin',
      email: 'temporary.admin@example.com',
      universityId: 'EMP_TEMP',
      password: PASSWORD,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await latest()).toMatchObject({
      kind: 'admin_added',
      action: 'Added admin temporary.admin@example.com',
    });
    expect((await call(desk.cookie, 'DELETE', '/api/admins/temporary.admin@example.com')).statusCode).toBe(
      204,
    );
    expect(await latest()).toMatchObject({ kind: 'admin_removed' });

    const exported = await call(
      desk.cookie,
      'GET',
      '/api/admin/dashboard/activity-log/export?action=admin_removed',
    );
    expect(exported.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'list_exported',
      action: 'Exported 1 activity log entries to CSV (action admin_removed)',
      message: {
        key: 'activity.listExportedView',
        values: {
          count: 1,
          list: { key: 'activity.listActivity' },
          view: [{ key: 'activity.viewAction', values: { action: 'admin_removed' } }],
        },
      },
    });
    expect(logLine('bn', (await latest())!.message!)).toBe(
      '১টি কার্যকলাপ লগের এন্ট্রি CSV-তে এক্সপোর্ট করেছেন (কাজ admin_removed)',
    );
  });

  it('reads the lines kept before back from their words, and leaves a line it cannot read as written (migration 0044)', async () => {
    // The migration's reader, made again for this test: each sentence the app wrote comes back
    // as a key and values that write the very same English words, and reads in Bangla.
    const migration = await readFile(path.join(migrationsDir(), '0044_activity_log_messages.sql'), 'utf8');
    const reader = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('CREATE FUNCTION'))!;
    const kept: [string, string][] = [
      ['admin_signed_in', 'Signed in'],
      ['admin_sign_in_failed', 'Failed sign-in attempt with an unknown email (ra•••@diu.edu.bd)'],
      ['profile_updated', 'Edited own profile (name, phone)'],
      ['admin_added', 'Added desk staff rina.staff@diu.edu.bd'],
      ['desk_changed', 'Changed the desk Library Desk, Floor 2'],
      ['claim_message_template_removed', 'Removed the staff template Come to the desk'],
      ['item_stored', 'Stored item #FND000123 in Shelf A3'],
      ['item_moved', 'Cleared the shelf or bin of item #FND000123'],
      ['item_received', 'Received #FND000123 at Hall Desk, in Bin 4'],
      ['item_disposed', 'Disposed of item #FND000123: Handed to police'],
      ['claim_approval_withdrawn', 'Withdrew the approval of claim CLM000007 on #FND000123'],
      ['pickup_missed', 'Marked missed: pickup of claim CLM000007 on #FND000123'],
      ['item_handed_over', 'Handed over #FND000123 on claim CLM000007'],
      [
        'lost_report_closed',
        'Lost report LST000004 closed: item #FND000123 went back to its owner on claim CLM000007',
      ],
      ['list_exported', 'Exported 2 stored items to CSV (color teal, from 2026-01-01)'],
      ['list_exported', 'Exported 1 lost reports to CSV (search "keys, blue")'],
      ['list_exported', 'Exported the monthly report for 2026-10 (desk Hall Desk) to CSV'],
    ];
    const unread: [string, string][] = [
      ['other', 'Rebuilt the search index by hand'],
      ['list_exported', 'Exported 3 found reports to CSV (search "a, b", color red)'],
    ];
    const sentences = [...kept, ...unread];
    await t.db.execute(sql.raw(reader));
    try {
      const rows = await queryRows(
        t.db,
        sql`SELECT action, activity_log_message_of(kind, action) AS message
            FROM jsonb_to_recordset(${JSON.stringify(sentences.map(([kind, action]) => ({ kind, action })))}::jsonb)
              AS kept(kind text, action text)`,
        z.object({
          action: z.string(),
          // The shared schema checks the shape; LogMessage also names which catalogue keys may appear.
          message: z.custom<LogMessage>((value) => logMessageSchema.safeParse(value).success).nullable(),
        }),
      );
      expect(rows.map((row) => row.message && logLine('en', row.message))).toEqual([
        ...kept.map(([, action]) => action),
        ...unread.map(() => null),
      ]);
      const bangla = rows.slice(0, kept.length).map((row) => logLine('bn', row.message!));
      expect(bangla).not.toContain(null);
      expect(bangla[6]).toBe('জিনিস #FND000123 Shelf A3-এ জমা রেখেছেন');
      expect(bangla[9]).toBe('জিনিস #FND000123-এর নিষ্পত্তি করেছেন: পুলিশের কাছে দেওয়া হয়েছে');
    } finally {
      await t.db.execute(sql`DROP FUNCTION activity_log_message_of(text, text)`);
    }
  });

  it('shows a line without a key by its stored words, in the log and in the item history', async () => {
    const entry = await call(desk.cookie, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ itemName: 'Blue Umbrella' }),
      founder: personPayload(t, { name: 'Sadia Islam', email: 'sadia.history@example.com' }),
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const { _id: id } = entry.json<{ _id: string }>();
    await t.db
      .execute(sql`INSERT INTO activity_log (kind, admin_id, admin_name, admin_email, found_report_id, action)
          VALUES ('item_disposed', ${desk.record.id}::uuid, 'Desk Admin', ${desk.record.email}, ${id}::uuid,
            'Given to the lost property auction')`);
    expect(await latest()).toMatchObject({ action: 'Given to the lost property auction', message: null });
    expect((await history(id)).at(-1)).toMatchObject({
      note: 'Given to the lost property auction',
      noteMessage: null,
    });
  });

  it('filters by admin, action and date range, and lists every admin it names', async () => {
    const byNight = await log(`&admin=${encodeURIComponent(other.record.email.toUpperCase())}`);
    expect(byNight.length).toBeGreaterThan(0);
    expect(new Set(byNight.map((line) => line.adminEmail))).toEqual(new Set([other.record.email]));

    const rejections = await log('&action=claim_rejected');
    expect(rejections.map((line) => line.adminEmail)).toEqual([other.record.email]);
    expect(await log(`&action=claim_rejected&admin=${encodeURIComponent(desk.record.email)}`)).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`&from=${today}&to=${today}&action=admin_signed_in`)).map((line) => line.kind)).toEqual(
      ['admin_signed_in'],
    );
    expect(await log('&from=2020-01-01&to=2020-01-31')).toEqual([]);

    const bad = await call(desk.cookie, 'GET', '/api/admin/dashboard/activity-log?action=deleted_everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('action must be one of');

    const admins = await call(desk.cookie, 'GET', '/api/admin/dashboard/activity-log/admins');
    expect(admins.statusCode).toBe(200);
    // The removed admin's own lines are none, but the adder's are: the list names who acted, by their latest name.
    expect(admins.json()).toEqual(
      expect.arrayContaining([
        { name: 'Desk Admin', email: desk.record.email },
        { name: 'Night Shift Admin', email: other.record.email },
      ]),
    );
    const member = await t.signInMember();
    expect((await call(member.cookie, 'GET', '/api/admin/dashboard/activity-log/admins')).statusCode).toBe(
      403,
    );
    expect(
      (await call(member.cookie, 'GET', '/api/admin/dashboard/activity-log?action=item_stored')).statusCode,
    ).toBe(403);
  });

  it('is append-only: the database refuses to change or remove a line', async () => {
    const [line] = await queryRows(
      t.db,
      sql`SELECT id::text AS id FROM activity_log LIMIT 1`,
      z.object({ id: z.string() }),
    );
    expect(line).toBeDefined();
    expect(
      await refusal(
        t.db.execute(sql`UPDATE activity_log SET action = 'Nothing happened' WHERE id = ${line!.id}::bigint`),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`DELETE FROM activity_log WHERE id = ${line!.id}::bigint`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`TRUNCATE activity_log`))).toMatch(/append-only/);
    // Removing an admin rewrites nothing: the log keeps naming them.
    const [still] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM activity_log WHERE action = 'Nothing happened'`,
      z.object({ n: z.number() }),
    );
    expect(still!.n).toBe(0);
  });
});

/** A database with no tables yet: PGlite in memory, or a new database on the PostgreSQL server. */
async function emptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const url = process.env.TEST_DATABASE_URL!;
  const name = `clf_history_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  await server.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseKinds)('the history of items older than the log on %s', (kind) => {
  let handle: DatabaseHandle;
  let earlier: string;

  beforeAll(async () => {
    handle = await emptyDatabase(kind);
    earlier = await mkdtemp(path.join(tmpdir(), 'clf-before-history-'));
    for (const file of await readdir(migrationsDir())) {
      if (file.endsWith('.sql') && file < '0011')
        await copyFile(path.join(migrationsDir(), file), path.join(earlier, file));
    }
    await migrate(handle.db, earlier);
  });
  afterAll(async () => {
    await handle?.close();
    if (earlier) await rm(earlier, { recursive: true, force: true });
  });

  it('is written from what the items and claims record, and keeps receivers’ names out', async () => {
    const db = handle.db;
    const [admin] = await queryRows(
      db,
      sql`INSERT INTO admins (email, name, university_id) VALUES ('desk@example.com', 'Desk Admin', 'EMP1') RETURNING id`,
      z.object({ id: z.string() }),
    );
    const [member] = await queryRows(
      db,
      sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name) VALUES ('t', 's', 'm@diu.edu.bd', 'Old Member') RETURNING id`,
      z.object({ id: z.string() }),
    );
    const [receiver] = await queryRows(
      db,
      sql`INSERT INTO people (email, name, university_id, phone, department)
          VALUES ('r@example.com', 'Old Receiver', '1', '01712345678', 'Department of Law') RETURNING id`,
      z.object({ id: z.string() }),
    );
    const [item] = await queryRows(
      db,
      sql`INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status,
            reported_by_user_id, stored_by_admin_id, stored_by_email, stored_at, handed_over_by_admin_id,
            handed_over_by_email, handed_over_at, taken_by_person_id, created_at)
          VALUES ('FND000001', 'Umbrella', 'Blue', 'A folding umbrella', '2025-01-01', 'Gate', 'handed_over',
            ${member!.id}::uuid, ${admin!.id}::uuid, 'desk@example.com', '2025-01-02', ${admin!.id}::uuid,
            'desk@example.com', '2025-01-05', ${receiver!.id}::uuid, '2025-01-01')
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    await db.execute(sql`INSERT INTO claims (found_report_id, user_id, claimed_at, status, reason, decided_at)
          VALUES (${item!.id}::uuid, ${member!.id}::uuid, '2025-01-03', 'withdrawn', NULL, '2025-01-04')`);
    // The one line the log had then: the handover, naming its receiver.
    await db.execute(sql`INSERT INTO activity_log (admin_id, admin_name, admin_email, action, created_at)
          VALUES (${admin!.id}::uuid, 'Desk Admin', 'desk@example.com', 'Handed over #FND000001 to Old Receiver', '2025-01-05')`);

    expect(await migrate(db)).toContain('0011_item_history.sql');
    const lines = await queryRows(
      db,
      sql`SELECT kind, action, coalesce(admin_name, member_id::text) AS actor, to_char(created_at, 'YYYY-MM-DD') AS at
          FROM activity_log WHERE found_report_id = ${item!.id}::uuid ORDER BY created_at, id`,
      z.object({ kind: z.string(), action: z.string(), actor: z.string().nullable(), at: z.string() }),
    );
    expect(lines).toEqual([
      {
        kind: 'item_reported',
        action: 'Reported found item #FND000001',
        actor: member!.id,
        at: '2025-01-01',
      },
      { kind: 'item_stored', action: 'Stored item #FND000001', actor: 'Desk Admin', at: '2025-01-02' },
      {
        kind: 'claim_filed',
        action: expect.stringMatching(/^Filed claim CLM\d{6} on #FND000001$/),
        actor: member!.id,
        at: '2025-01-03',
      },
      {
        kind: 'claim_withdrawn',
        action: expect.stringMatching(/^Withdrew claim CLM\d{6} on #FND000001$/),
        actor: member!.id,
        at: '2025-01-04',
      },
      { kind: 'item_handed_over', action: 'Handed over #FND000001', actor: 'Desk Admin', at: '2025-01-05' },
    ]);
    expect(await refusal(db.execute(sql`DELETE FROM activity_log`))).toMatch(/append-only/);
  });
});
