import type { HTTPMethods } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TEXTS } from '#shared/schemas/claim';
import { queryRows } from '#server/db/client';
import { desks, devOutbox } from '#server/db/schema';
import { createTestApp, databaseKinds, type SignedIn, type TestApp } from '#tests/support/test-app';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { claimMailHandler } from '#server/services/claims/alert-claimant';
import { officePlace } from '#shared/university/office-place';
import { JobWorker } from '#server/services/jobs/job-worker';

type Member = SignedIn<{ id: string; email: string; name: string }>;
describe.each(databaseKinds)('claims that staff decide on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finder: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    finder = await t.signInMember();
  });
  afterAll(async () => t?.close());

  const call: TestApp['call'] = (...args) => t.call(...args);

  const storedItem = async (overrides: Record<string, unknown> = {}) => {
    const created = await call(finder.cookie, 'POST', '/api/found-reports', foundPayload(overrides));
    const { reportId, _id } = created.json<{ reportId: string; _id: string }>();
    expect((await call(admin, 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(200);
    return { reportId, _id };
  };

  const claim = async (member: Member, reportId: string, message?: string) => {
    const response = await call(member.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
      message,
    });
    return response;
  };

  const claimId = async (member: Member, reportId: string, message?: string) => {
    const response = await claim(member, reportId, message);
    expect(response.statusCode).toBe(200);
    return response.json<{ claimId: string }>().claimId;
  };

  const card = async (member: Member, reportId: string) => {
    const response = await call(member.cookie, 'GET', '/api/found-reports/stored-for-users?limit=100');
    const list = response.json<{ reportId: string }[]>();
    return list.find((entry) => entry.reportId === reportId);
  };

  // Claim mail leaves from the job queue after the decision commits.
  const mailsTo = async (email: string) => {
    await t.app.jobs.idle();
    return t.db.select().from(devOutbox).where(eq(devOutbox.to, email)).orderBy(devOutbox.id);
  };

  const claimCount = async (reportId: string) => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT claim_count FROM found_reports WHERE report_id = ${reportId}`,
      z.object({ claim_count: z.number() }),
    );
    return row!.claim_count;
  };

  it('lets only the right callers in', async () => {
    const member = await t.signInMember();
    const incomplete = await t.signInMember({ complete: false });
    const cases: { method: HTTPMethods; url: string; payload?: unknown; expected: Record<string, number> }[] =
      [
        { method: 'GET', url: '/api/claims/mine', expected: { anonymous: 401, admin: 403, incomplete: 200 } },
        {
          method: 'PATCH',
          url: '/api/claims/CLM999999/withdraw',
          expected: { anonymous: 401, admin: 403, member: 404 },
        },
        {
          method: 'PATCH',
          url: '/api/claims/CLM999999/approve',
          expected: { anonymous: 401, member: 403, admin: 404 },
        },
        {
          method: 'PATCH',
          url: '/api/claims/CLM999999/reject',
          payload: { reason: 'Not the owner' },
          expected: { anonymous: 401, member: 403, admin: 404 },
        },
        {
          method: 'PUT',
          url: '/api/found-reports/FND999999/verification',
          payload: { verificationDetails: 'x' },
          expected: { anonymous: 401, member: 403, admin: 404 },
        },
        {
          method: 'GET',
          url: '/api/found-reports/mine',
          expected: { anonymous: 401, admin: 403, member: 200 },
        },
        {
          method: 'GET',
          url: '/api/lost-reports/mine',
          expected: { anonymous: 401, admin: 403, member: 200 },
        },
        {
          method: 'PATCH',
          url: '/api/lost-reports/LST999999/close',
          payload: { reason: 'got_it_back' },
          expected: { anonymous: 401, admin: 403, member: 404 },
        },
      ];
    const cookies: Record<string, string | undefined> = {
      anonymous: undefined,
      member: member.cookie,
      incomplete: incomplete.cookie,
      admin,
    };
    for (const entry of cases) {
      for (const [who, status] of Object.entries(entry.expected)) {
        const response = await call(cookies[who], entry.method, entry.url, entry.payload);
        expect({ who, url: entry.url, status: response.statusCode }).toEqual({ who, url: entry.url, status });
        if (status >= 400) expect(typeof response.json().message).toBe('string');
      }
    }
  });

  it('keeps a first claim pending, shows its state on the card, and asks a competing claim to describe the item', async () => {
    const item = await storedItem({ itemName: 'Grey Backpack' });
    const first = await t.signInMember();
    const second = await t.signInMember();
    const onlooker = await t.signInMember();
    const firstClaim = await claimId(first, item.reportId);
    expect(firstClaim).toMatch(/^CLM\d{6}$/);
    expect(await card(first, item.reportId)).toMatchObject({
      claimedStatus: true,
      claimedByMe: true,
      myClaim: { claimId: firstClaim, status: 'pending', reason: null },
    });
    expect(await card(onlooker, item.reportId)).toMatchObject({
      claimedStatus: true,
      claimedByMe: false,
      myClaim: null,
    });

    const bare = await claim(second, item.reportId);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      message: CLAIM_TEXTS.describeRequired,
      code: 'DESCRIPTION_REQUIRED',
      // The client writes it in the member's language from its catalogue.
      messageKey: 'errors.describeRequired',
    });
    const blank = await claim(second, item.reportId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(await claimCount(item.reportId)).toBe(1);

    await claimId(second, item.reportId, 'A sticker of a red fox on the left strap');
    expect(await claimCount(item.reportId)).toBe(2);
    const again = await claim(second, item.reportId, 'A sticker of a red fox on the left strap');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_TEXTS.alreadyClaimed);

    const mine = (await call(second.cookie, 'GET', '/api/claims/mine')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'pending',
        message: 'A sticker of a red fox on the left strap',
        item: expect.objectContaining({ reportId: item.reportId, itemName: 'Grey Backpack' }),
      }),
    ]);
    // A member's claims never name other claimants.
    expect(JSON.stringify(mine)).not.toContain(first.record.email);
  });

  it('approves a claim and mails its member where to collect the item; decided claims cannot change again', async () => {
    const item = await storedItem({ itemName: 'Black Headphones' });
    const owner = await t.signInMember();
    const other = await t.signInMember();
    const ownerClaim = await claimId(owner, item.reportId);
    const otherClaim = await claimId(other, item.reportId, 'They have my initials scratched inside');

    const approved = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ success: true, claimId: ownerClaim, status: 'approved' });
    const [mail] = await mailsTo(owner.record.email);
    expect(mail!.subject).toBe('Your claim on "Black Headphones" is approved');
    expect(mail!.text).toContain(item.reportId);
    expect(mail!.text).toContain(ownerClaim);
    expect(mail!.text).toContain(officePlace(t.config.university.office));
    expect(mail!.text).toContain('university ID card');
    expect(mail!.text).toContain(`${t.config.publicUrl}/user/my-items`);

    expect((await card(owner, item.reportId)) as object).toMatchObject({
      myClaim: { claimId: ownerClaim, status: 'approved' },
    });
    const twice = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CLAIM_TEXTS.notPending);
    const rejectApproved = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/reject`, {
      reason: 'Changed mind',
    });
    expect(rejectApproved.statusCode).toBe(409);
    const secondApproval = await call(admin, 'PATCH', `/api/claims/${otherClaim}/approve`);
    expect(secondApproval.statusCode).toBe(409);
    expect(secondApproval.json().message).toBe(CLAIM_TEXTS.anotherApproved);
    const withdrawApproved = await call(owner.cookie, 'PATCH', `/api/claims/${ownerClaim}/withdraw`);
    expect(withdrawApproved.statusCode).toBe(409);
    expect(await mailsTo(other.record.email)).toHaveLength(0);

    const log = (await call(admin, 'GET', '/api/admin/dashboard/activity-log')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toContain(
      `Approved claim ${ownerClaim} on #${item.reportId}`,
    );
  });

  it('names the desk that holds the item, its place, hours and map, in My items and in the approval mail', async () => {
    const [gym] = await t.db
      .insert(desks)
      .values({
        name: 'Gym Desk',
        place: 'Sports complex, north door',
        latitude: 23.877,
        longitude: 90.321,
        openingHours: {
          weekly: [{ days: [0, 1, 2, 3, 4], opens: '09:00', closes: '17:00' }],
          closedDates: [],
        },
      })
      .returning();
    const created = await call(
      finder.cookie,
      'POST',
      '/api/found-reports',
      foundPayload({ itemName: 'Gym Bottle' }),
    );
    const { reportId } = created.json<{ reportId: string }>();
    const stored = await call(admin, 'PATCH', `/api/found-reports/${reportId}/store`, { deskId: gym!.id });
    expect(stored.statusCode, stored.body).toBe(200);
    const owner = await t.signInMember();
    const ownerClaim = await claimId(owner, reportId);
    expect((await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`)).statusCode).toBe(200);

    const mine = (await call(owner.cookie, 'GET', '/api/claims/mine')).json<
      { claimId: string; item: object }[]
    >();
    expect(mine.find((entry) => entry.claimId === ownerClaim)?.item).toMatchObject({
      reportId,
      deskId: gym!.id,
    });
    const [mail] = await mailsTo(owner.record.email);
    expect(mail!.text).toContain(
      'Please come to the Gym Desk, Sports complex, north door, with your university ID card',
    );
    expect(mail!.text).toContain('Office hours: Sun–Thu, 09:00 AM–05:00 PM.');
    expect(mail!.text).toContain('On the map: geo:23.877,90.321');
    expect(mail!.text).not.toContain(t.config.university.office.address);

    // A desk without hours or a map position: the mail asks the claimant to check, and gives no map.
    await t.db
      .update(desks)
      .set({ openingHours: { weekly: [], closedDates: [] }, latitude: null })
      .where(eq(desks.id, gym!.id));
    const second = (await call(finder.cookie, 'POST', '/api/found-reports', foundPayload())).json<{
      reportId: string;
    }>();
    await call(admin, 'PATCH', `/api/found-reports/${second.reportId}/store`, { deskId: gym!.id });
    const again = await claimId(owner, second.reportId);
    expect((await call(admin, 'PATCH', `/api/claims/${again}/approve`)).statusCode).toBe(200);
    const [, later] = await mailsTo(owner.record.email);
    expect(later!.text).toContain('Please ask the desk when it is open.');
    expect(later!.text).not.toContain('On the map');
  });

  it('withdraws an approval with a reason the claimant is told, so another claim may be approved', async () => {
    const item = await storedItem({ itemName: 'Green Thermos' });
    const first = await t.signInMember();
    const owner = await t.signInMember();
    const firstClaim = await claimId(first, item.reportId);
    const ownerClaim = await claimId(owner, item.reportId, 'A dent near the lid and my name on the base');
    expect((await call(admin, 'PATCH', `/api/claims/${firstClaim}/approve`)).statusCode).toBe(200);

    const pending = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/withdraw-approval`, {
      reason: 'Not approved yet',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(CLAIM_TEXTS.notApproved);
    const noReason = await call(admin, 'PATCH', `/api/claims/${firstClaim}/withdraw-approval`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const withdrawn = await call(admin, 'PATCH', `/api/claims/${firstClaim}/withdraw-approval`, {
      reason: 'Nobody came for it in two weeks, and another member proved it is theirs.',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, claimId: firstClaim, status: 'rejected' });
    // The member told to come and collect is told the approval no longer holds, not that the claim was rejected.
    expect((await mailsTo(first.record.email)).map((mail) => mail.subject)).toEqual([
      'Your claim on "Green Thermos" is approved',
      'The approval of your claim on "Green Thermos" is withdrawn',
    ]);
    const withdrawal = (await mailsTo(first.record.email))[1]!.text;
    expect(withdrawal).toContain('The approval of your claim on Green Thermos');
    expect(withdrawal).toContain('has been withdrawn');
    expect(withdrawal).toContain('Reason: Nobody came for it in two weeks');
    expect(withdrawal).toContain('Please do not come to collect it.');
    expect(withdrawal).not.toContain('rejected');
    const notices = (await call(first.cookie, 'GET', '/api/notifications')).json<{ title: string }[]>();
    expect(notices.map((notice) => notice.title)).toContain('The approval of your claim was withdrawn');
    const history = (await call(admin, 'GET', `/api/found-reports/details/${item._id}/history`)).json<
      { label: string; claimId: string | null; note: string | null }[]
    >();
    expect(history.find((entry) => entry.label === 'Approval withdrawn')).toMatchObject({
      claimId: firstClaim,
      note: 'Nobody came for it in two weeks, and another member proved it is theirs.',
    });
    expect((await card(first, item.reportId)) as object).toMatchObject({
      myClaim: { claimId: firstClaim, status: 'rejected' },
    });

    const approved = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`);
    expect(approved.statusCode).toBe(200);
    // Once handed over, nothing about the claim changes any more.
    const handed = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
      claimId: ownerClaim,
      receiver: personPayload(t, { name: owner.record.name, email: owner.record.email }),
    });
    expect(handed.statusCode).toBe(200);
    const late = await call(admin, 'PATCH', `/api/claims/${ownerClaim}/withdraw-approval`, {
      reason: 'Too late now',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLAIM_TEXTS.notApproved);

    const log = (await call(admin, 'GET', '/api/admin/dashboard/activity-log')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toContain(
      `Withdrew the approval of claim ${firstClaim} on #${item.reportId}`,
    );
  });

  it('rejects a claim only with a reason, tells its member why, and refuses a new claim from them', async () => {
    const item = await storedItem({ itemName: 'Silver Ring' });
    const claimant = await t.signInMember();
    const id = await claimId(claimant, item.reportId);

    for (const payload of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await call(admin, 'PATCH', `/api/claims/${id}/reject`, payload);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect(await mailsTo(claimant.record.email)).toHaveLength(0);

    const rejected = await call(admin, 'PATCH', `/api/claims/${id}/reject`, {
      reason: 'The engraving you described does not match.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ success: true, claimId: id, status: 'rejected' });
    expect(await claimCount(item.reportId)).toBe(0);
    const [mail] = await mailsTo(claimant.record.email);
    expect(mail!.subject).toBe('Your claim on "Silver Ring" is rejected');
    expect(mail!.text).toContain('Reason: The engraving you described does not match.');

    expect(await card(claimant, item.reportId)).toMatchObject({
      claimedStatus: false,
      claimedByMe: false,
      myClaim: { claimId: id, status: 'rejected', reason: 'The engraving you described does not match.' },
    });
    const mine = (await call(claimant.cookie, 'GET', '/api/claims/mine')).json();
    expect(mine[0]).toMatchObject({
      claimId: id,
      status: 'rejected',
      reason: 'The engraving you described does not match.',
    });
    const anew = await claim(claimant, item.reportId, 'Please look again, it is really mine');
    expect(anew.statusCode).toBe(409);
    expect(anew.json().message).toBe(CLAIM_TEXTS.rejectedBefore);
    const twice = await call(admin, 'PATCH', `/api/claims/${id}/reject`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
  });

  it('lets a member withdraw their own pending claim only, and claim again later', async () => {
    const item = await storedItem({ itemName: 'Blue Umbrella' });
    const claimant = await t.signInMember();
    const stranger = await t.signInMember();
    const id = await claimId(claimant, item.reportId);
    const notTheirs = await call(stranger.cookie, 'PATCH', `/api/claims/${id}/withdraw`);
    expect(notTheirs.statusCode).toBe(404);
    const withdrawn = await call(claimant.cookie, 'PATCH', `/api/claims/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, claimId: id, status: 'withdrawn' });
    expect(await claimCount(item.reportId)).toBe(0);
    expect(await card(stranger, item.reportId)).toMatchObject({ claimedStatus: false });
    const twice = await call(claimant.cookie, 'PATCH', `/api/claims/${id}/withdraw`);
    expect(twice.statusCode).toBe(409);
    // Withdrawing tells nobody: the member did it.
    expect(await mailsTo(claimant.record.email)).toHaveLength(0);
    const anew = await claimId(claimant, item.reportId);
    expect(anew).not.toBe(id);
    expect(await card(claimant, item.reportId)).toMatchObject({
      claimedByMe: true,
      myClaim: { claimId: anew, status: 'pending' },
    });
  });

  it('gives one winner when an approval and a rejection of one claim arrive together', async () => {
    for (let round = 0; round < 5; round += 1) {
      const item = await storedItem({ itemName: `Contested Watch ${round}` });
      const claimant = await t.signInMember();
      const id = await claimId(claimant, item.reportId);
      const [approve, reject] = await Promise.all([
        call(admin, 'PATCH', `/api/claims/${id}/approve`),
        call(admin, 'PATCH', `/api/claims/${id}/reject`, { reason: 'Does not match' }),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const [row] = await queryRows(
        t.db,
        sql`SELECT c.status, f.claim_count FROM claims c JOIN found_reports f ON f.id = c.found_report_id
            WHERE c.claim_id = ${id}`,
        z.object({ status: z.string(), claim_count: z.number() }),
      );
      expect(row).toEqual(
        approve.statusCode === 200
          ? { status: 'approved', claim_count: 1 }
          : { status: 'rejected', claim_count: 0 },
      );
      expect(await mailsTo(claimant.record.email)).toHaveLength(1);
    }
  });

  it('hands over on the approved claim, closes the other claims and tells their members', async () => {
    const item = await storedItem({ itemName: 'Red Wallet' });
    const owner = await t.signInMember();
    const other = await t.signInMember();
    const late = await t.signInMember();
    const ownerClaim = await claimId(owner, item.reportId);
    const otherClaim = await claimId(other, item.reportId, 'Red leather with a torn corner');
    const lateClaim = await claimId(late, item.reportId, 'It holds my bus card, number 4411');
    expect((await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`)).statusCode).toBe(200);

    const receiver = personPayload(t, { name: owner.record.name, email: owner.record.email });
    const noReason = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, { receiver });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(CLAIM_TEXTS.handoverReasonRequired);
    const wrongClaim = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
      receiver,
      claimId: otherClaim,
    });
    expect(wrongClaim.statusCode).toBe(409);
    expect(wrongClaim.json().message).toBe(CLAIM_TEXTS.claimNotApproved);

    const handed = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
      receiver,
      claimId: ownerClaim,
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toEqual({ success: true, _id: item._id });
    expect(await claimCount(item.reportId)).toBe(0);

    const details = (await call(admin, 'GET', `/api/found-reports/details/${item._id}`)).json();
    expect(details).toMatchObject({
      status: 'handed_over',
      handedOverClaimId: ownerClaim,
      handoverReason: null,
      handedOverByName: expect.any(String),
      takenByUser: { email: owner.record.email },
    });
    const states = Object.fromEntries(
      details.claimsWithUserDetails.map((entry: { claimId: string; status: string }) => [
        entry.claimId,
        entry.status,
      ]),
    );
    expect(states).toEqual({ [ownerClaim]: 'handed_over', [otherClaim]: 'closed', [lateClaim]: 'closed' });

    for (const member of [other, late]) {
      const mails = await mailsTo(member.record.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your claim on "Red Wallet" is closed']);
      expect(mails[0]!.text).toContain('handed over to its owner');
      expect(mails[0]!.text).not.toContain(owner.record.email);
      const mine = (await call(member.cookie, 'GET', '/api/claims/mine')).json();
      expect(mine[0]).toMatchObject({ status: 'closed', reason: 'The item was handed over to its owner.' });
    }
    // The owner had the approval mail and was there in person.
    expect((await mailsTo(owner.record.email)).map((mail) => mail.subject)).toEqual([
      'Your claim on "Red Wallet" is approved',
    ]);
    expect((await call(owner.cookie, 'GET', '/api/claims/mine')).json()[0]).toMatchObject({
      claimId: ownerClaim,
      status: 'handed_over',
    });
    const again = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
      receiver,
      claimId: ownerClaim,
    });
    expect(again.statusCode).toBe(409);
  });

  it('hands an item with an approved claim to someone else only with a reason, closing that claim too', async () => {
    const item = await storedItem({ itemName: 'Green Bottle' });
    const approvedMember = await t.signInMember();
    const id = await claimId(approvedMember, item.reportId);
    expect((await call(admin, 'PATCH', `/api/claims/${id}/approve`)).statusCode).toBe(200);
    const handed = await call(admin, 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
      receiver: personPayload(t, { name: 'Real Owner', email: 'real.owner@example.com' }),
      reason: 'The real owner showed a photo of it; the approved claimant never came.',
    });
    expect(handed.statusCode).toBe(200);
    const details = (await call(admin, 'GET', `/api/found-reports/details/${item._id}`)).json();
    expect(details).toMatchObject({
      handedOverClaimId: null,
      handoverReason: 'The real owner showed a photo of it; the approved claimant never came.',
    });
    expect(details.claimsWithUserDetails[0]).toMatchObject({ claimId: id, status: 'closed' });
    expect((await mailsTo(approvedMember.record.email)).map((mail) => mail.subject)).toEqual([
      'Your claim on "Green Bottle" is approved',
      'Your claim on "Green Bottle" is closed',
    ]);
  });

  it('withdraws the open claims of a member who deletes their account, so the item is free again', async () => {
    const item = await storedItem({ itemName: 'Orange Scarf' });
    const leaving = await t.signInMember();
    const stays = await t.signInMember();
    await claimId(leaving, item.reportId);
    expect(await card(stays, item.reportId)).toMatchObject({ claimedStatus: true });
    expect((await call(leaving.cookie, 'DELETE', '/api/user/account')).statusCode).toBe(204);
    expect(await claimCount(item.reportId)).toBe(0);
    expect(await card(stays, item.reportId)).toMatchObject({ claimedStatus: false });
    // A first claim now, with nobody else claiming: no description needed.
    expect((await claim(stays, item.reportId)).statusCode).toBe(200);
    const details = (await call(admin, 'GET', `/api/found-reports/details/${item._id}`)).json();
    expect(details.claimsWithUserDetails[0]).toMatchObject({
      status: 'withdrawn',
      userDetails: { name: 'Deleted account' },
    });
  });

  it('keeps identifying details for staff only: never in anything a member reads', async () => {
    const secret = 'Engraved K.R. 2019 under the clasp';
    const item = await storedItem({
      itemName: 'Gold Watch',
      description: 'A gold watch with a leather strap',
    });
    const claimant = await t.signInMember();
    await claimId(claimant, item.reportId);
    const saved = await call(admin, 'PUT', `/api/found-reports/${item.reportId}/verification`, {
      verificationDetails: `  ${secret}  `,
    });
    expect(saved.statusCode).toBe(200);
    const tooLong = await call(admin, 'PUT', `/api/found-reports/${item.reportId}/verification`, {
      verificationDetails: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    const missing = await call(admin, 'PUT', `/api/found-reports/${item.reportId}/verification`, {});
    expect(missing.statusCode).toBe(400);
    const details = (await call(admin, 'GET', `/api/found-reports/details/${item._id}`)).json();
    expect(details.verificationDetails).toBe(secret);

    for (const who of [claimant, finder]) {
      for (const url of [
        '/api/found-reports/stored-for-users?limit=100',
        '/api/found-reports/search?q=gold%20watch',
        '/api/claims/mine',
        '/api/found-reports/mine',
      ]) {
        const response = await call(who.cookie, 'GET', url);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Engraved');
        expect(response.body).not.toContain('verification');
      }
    }
    const cleared = await call(admin, 'PUT', `/api/found-reports/${item.reportId}/verification`, {
      verificationDetails: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(
      (await call(admin, 'GET', `/api/found-reports/details/${item._id}`)).json().verificationDetails,
    ).toBe(null);
  });

  describe('my items', () => {
    it("lists a member's lost reports and lets them close their own, once", async () => {
      const member = await t.signInMember();
      const stranger = await t.signInMember();
      const created = (await call(member.cookie, 'POST', '/api/lost-reports', lostPayload())).json();
      expect(created.reportId).toMatch(/^LST\d{6}$/);
      const mine = (await call(member.cookie, 'GET', '/api/lost-reports/mine')).json();
      expect(mine).toEqual([
        expect.objectContaining({ reportId: created.reportId, status: 'open', closedReason: null }),
      ]);
      expect((await call(stranger.cookie, 'GET', '/api/lost-reports/mine')).json()).toEqual([]);
      const url = `/api/lost-reports/${created.reportId}/close`;
      expect((await call(stranger.cookie, 'PATCH', url, { reason: 'got_it_back' })).statusCode).toBe(404);
      const bad = await call(member.cookie, 'PATCH', url, { reason: 'lost interest' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Please choose 'I got it back' or 'No longer needed'.");
      expect((await call(member.cookie, 'PATCH', url, { reason: 'got_it_back' })).statusCode).toBe(200);
      expect((await call(member.cookie, 'PATCH', url, { reason: 'no_longer_needed' })).statusCode).toBe(409);
      const after = (await call(member.cookie, 'GET', '/api/lost-reports/mine')).json();
      expect(after[0]).toMatchObject({
        status: 'closed',
        closedReason: 'got_it_back',
        closedAt: expect.any(String),
      });
      const open = (await call(admin, 'GET', '/api/lost-reports/open?limit=100')).json();
      expect(open.map((entry: { reportId: string }) => entry.reportId)).not.toContain(created.reportId);
    });

    it("follows a member's found report from reported to returned, never naming the receiver", async () => {
      const member = await t.signInMember();
      const created = (await call(member.cookie, 'POST', '/api/found-reports', foundPayload())).json();
      const status = async () =>
        (await call(member.cookie, 'GET', '/api/found-reports/mine')).json<{ status: string }[]>()[0];
      expect(await status()).toMatchObject({
        reportId: created.reportId,
        status: 'reported',
        storedAt: null,
      });
      await call(admin, 'PATCH', `/api/found-reports/${created.reportId}/store`);
      expect(await status()).toMatchObject({ status: 'stored', storedAt: expect.any(String) });
      await call(admin, 'PATCH', `/api/found-reports/${created.reportId}/handover`, {
        receiver: personPayload(t, { name: 'Hidden Receiver', email: 'hidden.receiver@example.com' }),
      });
      const response = await call(member.cookie, 'GET', '/api/found-reports/mine');
      expect(response.json()[0]).toMatchObject({ status: 'handed_over', handedOverAt: expect.any(String) });
      expect(response.body).not.toMatch(/Hidden Receiver|hidden\.receiver|01712345678/);
    });
  });

  it('says how many recovered items there are in all, beside a page of them', async () => {
    const first = await call(finder.cookie, 'GET', '/api/found-reports/stored-for-users?limit=1');
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(1);
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports WHERE status = 'stored'`,
      z.object({ n: z.number() }),
    );
    expect(total).toBe(row!.n);
    await storedItem({ itemName: 'One More Item' });
    const after = await call(finder.cookie, 'GET', '/api/found-reports/stored-for-users?limit=1');
    expect(Number(after.headers['x-total-count'])).toBe(total + 1);
    const filtered = await call(
      finder.cookie,
      'GET',
      '/api/found-reports/stored-for-users?from=2000-01-01&to=2000-01-02',
    );
    expect(filtered.headers['x-total-count']).toBe('0');
  });
  // Last in this file: it stops the app's job worker.
  it('keeps a decision mail through a crash after the commit, and sends it once', async () => {
    const item = await storedItem({ itemName: 'Grey Scarf' });
    const owner = await t.signInMember();
    const ownerClaim = await claimId(owner, item.reportId);
    // No worker runs: as if the server died right after the approval committed.
    await t.app.jobs.stop();
    expect((await call(admin, 'PATCH', `/api/claims/${ownerClaim}/approve`)).statusCode).toBe(200);
    const queued = await queryRows(
      t.db,
      sql`SELECT payload FROM jobs WHERE kind = 'claim-mail'`,
      z.object({ payload: z.unknown() }),
    );
    expect(queued.map((job) => job.payload)).toEqual([{ claimId: ownerClaim, outcome: 'approved' }]);
    const outbox = () => t.db.select().from(devOutbox).where(eq(devOutbox.to, owner.record.email));
    expect(await outbox()).toHaveLength(0);
    // The bell's notice committed with the decision.
    const bell = await call(owner.cookie, 'GET', '/api/notifications');
    expect(bell.body).toContain('Your claim was approved');

    // A server starting on the same database sends it (other kinds of job are not this test's).
    const skip = async () => async () => {};
    const noOtherJobs = {
      'match-found-item': skip,
      'match-lost-report': skip,
      'alert-mail': skip,
      push: skip,
      'retention-sweep': skip,
      'staff-alerts-sweep': skip,
      'alert-digest': skip,
      'pickup-mail': skip,
      'pickup-reminders': skip,
    };
    const restarted = new JobWorker({
      db: t.db,
      kind: t.kind,
      changes: t.app.changes,
      log: { warn() {}, error() {} },
      handlers: { ...noOtherJobs, 'claim-mail': claimMailHandler({ config: t.config, db: t.db }) },
    });
    await restarted.idle();
    await restarted.idle();
    await restarted.stop();
    expect((await outbox()).map((mail) => mail.subject)).toEqual(['Your claim on "Grey Scarf" is approved']);
  });
});
