import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestTodayAnywhere } from '#shared/dates';
import { createFoundReportSchema, handoverSchema, manualEntrySchema } from '#shared/schemas/found-report';
import { createLostReportSchema } from '#shared/schemas/lost-report';
import { sql } from 'drizzle-orm';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { changeNotice } from '#server/db/change-notices';
import {
  foundPayload,
  insertFoundReports,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { removeAdmin, updateAdmin } from './admins/admins';
import type { AdminActor } from '#server/lib/actor';
import { signInMember } from './auth/member-sign-in';
import { hashToken } from './auth/session-token';
import { endSession, readSession, replaceSession, sessionCacheFor, startSession } from './auth/sessions';
import { confirmReset, createResetToken } from './auth/password-reset';
import { claimFoundReport } from './claims/claim-found-report';
import { approveClaim, rejectClaim, withdrawClaim } from './claims/decide-claim';
import { confirmMatch, dismissMatch } from './matching/possible-matches';
import { setEmailAlerts } from './notifications/member-notifications';
import { handOverFoundReport, storeFoundReport } from './found-reports/change-custody';
import { createFoundReport, createManualEntry } from './found-reports/create-found-report';
import { createLostReport } from './lost-reports/create-lost-report';
import type { ServiceContext } from './service-context';
import { deleteAccount, updateProfile } from './profile/profile';

/**
 * Each service that changes data announces, itself, the notice that keeps the
 * caches honest (decision 0007): the notices are recorded here, apart from the
 * ones the database's triggers send the server.
 */
describe.each(databaseKinds)('the notices each mutation announces, on %s', (kind) => {
  let t: TestApp;
  let announced: string[];
  let context: ServiceContext;
  const adminActor = (record: { id: string; email: string; name: string }): AdminActor => ({
    kind: 'admin',
    id: record.id,
    email: record.email,
    name: record.name,
    photoUrl: null,
    role: 'admin',
    deskIds: [],
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    announced = [];
    context = { db: t.db, changes: { announce: (notice) => announced.push(notice) } };
  });

  it('a member’s found report: nothing, as members see stored items only', async () => {
    const member = await t.signInMember();
    const payload = createFoundReportSchema(latestTodayAnywhere).parse(foundPayload());
    await createFoundReport(context, member.record.id, payload, t.config.university);
    expect(announced).toEqual([]);
  });

  it('a manual entry: the catalogue', async () => {
    const admin = await t.signInAdmin();
    const payload = manualEntrySchema(latestTodayAnywhere, t.config.university).parse({
      ...foundPayload(),
      founder: personPayload(t),
    });
    await createManualEntry(context, adminActor(admin.record), payload, t.config.university);
    expect(announced).toEqual([changeNotice.catalogue]);
  });

  it('storing and handing over: the catalogue, each', async () => {
    const admin = adminActor((await t.signInAdmin()).record);
    const [item] = await insertFoundReports(t.db, [{ status: 'reported' }]);
    await storeFoundReport(context, admin, item!.report_id);
    expect(announced).toEqual([changeNotice.catalogue]);
    const receiver = handoverSchema(t.config.university).parse({ receiver: personPayload(t) });
    await handOverFoundReport(context, admin, item!.report_id, receiver);
    expect(announced).toEqual([changeNotice.catalogue, changeNotice.catalogue]);
  });

  it('a failed change announces nothing', async () => {
    const admin = adminActor((await t.signInAdmin()).record);
    const [item] = await insertFoundReports(t.db, [{ status: 'stored' }]);
    await expect(storeFoundReport(context, admin, item!.report_id)).rejects.toThrow(/already been stored/);
    expect(announced).toEqual([]);
  });

  it('a claim: the claim of that member on that item', async () => {
    const member = await t.signInMember();
    const [item] = await insertFoundReports(t.db, [{ status: 'stored' }]);
    await claimFoundReport(context, member.record.id, item!.report_id, 'It has my initials inside.');
    expect(announced).toEqual([changeNotice.claim(member.record.id, item!.id)]);
  });

  it('approving, rejecting and withdrawing a claim: the claim of its member on that item, each', async () => {
    const admin = adminActor((await t.signInAdmin()).record);
    const [first, second] = await Promise.all([t.signInMember(), t.signInMember()]);
    const [item] = await insertFoundReports(t.db, [{ status: 'stored' }]);
    const one = await claimFoundReport(context, first.record.id, item!.report_id, 'My initials are inside.');
    const two = await claimFoundReport(context, second.record.id, item!.report_id, 'It has a cat sticker.');
    announced.length = 0;
    await rejectClaim(context, admin, two.claimId, 'The description does not match.');
    expect(announced).toEqual([changeNotice.claim(second.record.id, item!.id)]);
    announced.length = 0;
    await approveClaim(context, admin, one.claimId);
    expect(announced).toEqual([changeNotice.claim(first.record.id, item!.id)]);
    announced.length = 0;
    await expect(withdrawClaim(context, second.record.id, one.claimId)).rejects.toThrow();
    expect(announced).toEqual([]);
    const [other] = await insertFoundReports(t.db, [{ status: 'stored' }]);
    const three = await claimFoundReport(context, second.record.id, other!.report_id, 'Mine, with a dent.');
    announced.length = 0;
    await withdrawClaim(context, second.record.id, three.claimId);
    expect(announced).toEqual([changeNotice.claim(second.record.id, other!.id)]);
  });

  it('a handover: the catalogue, and the claim of each member whose claim it closes', async () => {
    const admin = adminActor((await t.signInAdmin()).record);
    const [owner, hopeful] = await Promise.all([t.signInMember(), t.signInMember()]);
    const [item] = await insertFoundReports(t.db, [{ status: 'stored' }]);
    const approved = await claimFoundReport(context, owner.record.id, item!.report_id, 'Scratch on the lid.');
    await claimFoundReport(context, hopeful.record.id, item!.report_id, 'A blue one, like mine.');
    await approveClaim(context, admin, approved.claimId);
    announced.length = 0;
    const receiver = handoverSchema(t.config.university).parse({
      receiver: personPayload(t),
      claimId: approved.claimId,
    });
    await handOverFoundReport(context, admin, item!.report_id, receiver);
    expect(announced[0]).toBe(changeNotice.catalogue);
    expect(announced.slice(1).sort()).toEqual(
      [changeNotice.claim(owner.record.id, item!.id), changeNotice.claim(hopeful.record.id, item!.id)].sort(),
    );
  });

  it('a possible match said to be mine: that member’s claim on the item; "not mine": nothing', async () => {
    const member = await t.signInMember();
    const lost = await createLostReport(
      t.db,
      member.record.id,
      createLostReportSchema(latestTodayAnywhere).parse(lostPayload()),
    );
    const [mine, notMine] = await insertFoundReports(t.db, [{ status: 'stored' }, { status: 'stored' }]);
    const matches = await queryRows(
      t.db,
      sql`INSERT INTO matches (lost_report_id, found_report_id, score, state)
          VALUES (${lost._id}::uuid, ${mine!.id}::uuid, 0.9, 'alerted'), (${lost._id}::uuid, ${notMine!.id}::uuid, 0.6, 'suggested')
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    await dismissMatch(t.db, member.record.id, matches[1]!.id, new Date());
    expect(announced).toEqual([]);
    await confirmMatch(context, member.record.id, matches[0]!.id, 'It has my bus card inside.');
    expect(announced).toEqual([changeNotice.claim(member.record.id, mine!.id)]);
  });

  it('turning email alerts off: the member (sessions read the member’s row)', async () => {
    const member = await t.signInMember();
    await setEmailAlerts(context, member.record.id, false);
    expect(announced).toEqual([changeNotice.member(member.record.id)]);
  });

  it('a lost report: nothing (no cache holds lost reports)', async () => {
    const member = await t.signInMember();
    await createLostReport(
      t.db,
      member.record.id,
      createLostReportSchema(latestTodayAnywhere).parse(lostPayload()),
    );
    expect(announced).toEqual([]);
  });

  it('a profile edit and an account deletion: the member', async () => {
    const member = await t.signInMember({ complete: false });
    await updateProfile(context, member.record.id, {
      name: 'Nusrat Jahan',
      universityId: '221-15-4821',
      phone: '01712345678',
      department: t.config.university.faculties[0]!.departments[0]!,
      photoURL: null,
    });
    expect(announced).toEqual([changeNotice.member(member.record.id)]);
    await deleteAccount(context, member.record.id);
    expect(announced).toEqual([changeNotice.member(member.record.id), changeNotice.member(member.record.id)]);
  });

  it('a member’s sign-in: the member; a stranger’s: nothing', async () => {
    const identity = {
      issuer: 'test',
      subject: `notice-${kind}`,
      email: `notice-${kind}@${t.config.university.emailDomain}`,
      emailVerified: true,
      name: 'Notice Member',
      returnTo: null,
    };
    const result = await signInMember(context, identity, t.config.university.emailDomain);
    expect(result.outcome).toBe('welcome');
    expect(announced).toEqual([changeNotice.member(result.outcome === 'welcome' ? result.memberId : '')]);
    announced.length = 0;
    await signInMember(
      context,
      { ...identity, email: 'someone@example.com' },
      t.config.university.emailDomain,
    );
    expect(announced).toEqual([]);
  });

  it('an admin’s edit, removal and password reset: that admin', async () => {
    const by = adminActor((await t.signInAdmin()).record);
    const other = (await t.signInAdmin()).record;
    await updateAdmin(context, by, { name: 'Rafiq Hasan', universityId: 'EMP1042', phone: '01811223344' });
    expect(announced).toEqual([changeNotice.admin(by.id)]);
    announced.length = 0;
    const token = await createResetToken(t.db, other.id, 1);
    await confirmReset(context, token, 'a long enough new password');
    expect(announced).toEqual([changeNotice.admin(other.id)]);
    announced.length = 0;
    await confirmReset(context, token, 'a long enough new password');
    expect(announced).toEqual([]);
    await removeAdmin(context, by, other.email);
    expect(announced).toEqual([changeNotice.admin(other.id)]);
  });

  it('sessions: starting one announces nothing; ending or replacing one, and an admin’s running out, that session', async () => {
    const limits = t.config.adminSession;
    const member = (await t.signInMember()).record;
    const first = await startSession(t.db, { memberId: member.id }, limits);
    expect(announced).toEqual([]);
    const second = await replaceSession(context, hashToken(first.token), { memberId: member.id }, limits);
    expect(announced).toEqual([changeNotice.session(hashToken(first.token))]);
    announced.length = 0;
    await endSession(context, hashToken(second.token));
    expect(announced).toEqual([changeNotice.session(hashToken(second.token))]);

    announced.length = 0;
    const admin = (await t.signInAdmin()).record;
    const session = await startSession(t.db, { adminId: admin.id }, limits);
    const known = sessionCacheFor(t.app.changes);
    const read = (now: Date) =>
      readSession(context, known, session.token, { fresh: true, now, adminLimits: limits });
    expect(await read(new Date())).toMatchObject({
      kind: 'signed-in',
      actor: { kind: 'admin', id: admin.id },
    });
    expect(announced).toEqual([]);
    const idle = new Date(Date.now() + (limits.idleMinutes + 1) * 60 * 1000);
    expect(await read(idle)).toEqual({ kind: 'ended', reason: 'idle' });
    expect(announced).toEqual([changeNotice.session(hashToken(session.token))]);
    expect(await read(new Date())).toBeNull();
  });
});
