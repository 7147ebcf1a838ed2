import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';
import { hashToken } from '#server/plugins/session';
import { changeNotice } from './change-notices';
import { admins, sessions, members } from './schema';

describe.each(databaseKinds)('the database change notices on %s', (kind) => {
  let t: TestApp;
  let heard: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.app.changes.onChange((notice) => heard.push(notice));
  });
  afterAll(async () => t.close());

  /** Runs a change and collects the notices the database sends for it. */
  async function noticesOf(change: () => Promise<unknown>): Promise<string[]> {
    heard = [];
    await change();
    // A marker sent after the change arrives after the change's own notices (commit order).
    await t.db.execute(sql`SELECT pg_notify('clf_changes', 'marker')`);
    await expect.poll(() => heard.includes('marker'), { timeout: 5000 }).toBe(true);
    return heard.filter((notice) => notice !== 'marker');
  }

  it('are live once the app is ready', () => {
    expect(t.app.changes.live).toBe(true);
  });

  it('tell when a session ends or is renewed', async () => {
    const { cookie } = await t.signInMember();
    const tokenHash = hashToken(cookie.split('=')[1]!);
    expect(
      await noticesOf(() =>
        t.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash)),
      ),
    ).toEqual([changeNotice.session(tokenHash)]);
    expect(await noticesOf(() => t.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)))).toEqual([
      changeNotice.session(tokenHash),
    ]);
  });

  it('tell when a member or an admin changes or goes, with their sessions', async () => {
    const member = await t.signInMember();
    expect(
      await noticesOf(() =>
        t.db.update(members).set({ phone: '01812345678' }).where(eq(members.id, member.record.id)),
      ),
    ).toEqual([changeNotice.member(member.record.id)]);
    const memberToken = hashToken(member.cookie.split('=')[1]!);
    expect(
      (await noticesOf(() => t.db.delete(members).where(eq(members.id, member.record.id)))).sort(),
    ).toEqual([changeNotice.session(memberToken), changeNotice.member(member.record.id)].sort());

    const admin = await t.signInAdmin();
    expect(
      await noticesOf(() =>
        t.db.update(admins).set({ name: 'Renamed' }).where(eq(admins.id, admin.record.id)),
      ),
    ).toEqual([changeNotice.admin(admin.record.id)]);
  });

  it('tell once per statement when stored items arrive or found reports change state, not when claimed', async () => {
    expect(await noticesOf(() => insertFoundReports(t.db, [{}, {}, {}]))).toEqual([changeNotice.catalogue]);
    let item: { id: string } | undefined;
    // A member's report waits for the office: members' lists and search hold stored items only.
    expect(
      await noticesOf(async () => ([item] = await insertFoundReports(t.db, [{ status: 'reported' }]))),
    ).toEqual([]);
    expect(
      await noticesOf(() =>
        t.db.execute(sql`UPDATE found_reports SET status = 'stored' WHERE id = ${item!.id}`),
      ),
    ).toEqual([changeNotice.catalogue]);
    expect(
      await noticesOf(() =>
        t.db.execute(sql`UPDATE found_reports SET claim_count = claim_count + 1 WHERE id = ${item!.id}`),
      ),
    ).toEqual([]);
  });

  it('tell which member claimed which item, and when a claim goes with its member', async () => {
    const member = await t.signInMember();
    let item: { id: string } | undefined;
    await noticesOf(async () => ([item] = await insertFoundReports(t.db, [{}])));
    const claim = changeNotice.claim(member.record.id, item!.id);
    expect(
      await noticesOf(() =>
        t.db.execute(
          sql`INSERT INTO claims (found_report_id, user_id) VALUES (${item!.id}, ${member.record.id})`,
        ),
      ),
    ).toEqual([claim]);
    expect(await noticesOf(() => t.db.delete(members).where(eq(members.id, member.record.id)))).toContain(
      claim,
    );
  });

  it('say nothing of a change that was rolled back', async () => {
    const member = await t.signInMember();
    const notices = await noticesOf(() =>
      t.db
        .transaction(async (tx) => {
          await tx.update(members).set({ phone: '01912345678' }).where(eq(members.id, member.record.id));
          throw new Error('changed my mind');
        })
        .catch(() => {}),
    );
    expect(notices).toEqual([]);
  });
});
