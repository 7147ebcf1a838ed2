import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { claims, foundReports, images, lostReports, sessions, members } from '#server/db/schema';

type Caller = 'anonymous' | 'incomplete member' | 'member' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'incomplete member', 'member', 'admin'];

describe.each(databaseKinds)('the member profile API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const validProfile = () => ({
    name: 'Karim Ahmed',
    universityId: '221-15-1234',
    phone: '01712345678',
    department: t.config.university.faculties[1]!.departments[0]!,
    photoURL: null,
  });

  async function cookieFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (caller === 'admin') return { cookie: (await t.signInAdmin()).cookie };
    return { cookie: (await t.signInMember({ complete: caller === 'member' })).cookie };
  }

  describe('who may call what', () => {
    const memberOnly = { anonymous: 401, 'incomplete member': 200, member: 200, admin: 403 };
    const routes: [string, Record<Caller, number>][] = [
      ['GET /api/user/profile', memberOnly],
      ['POST /api/user/profile', memberOnly],
      ['GET /api/user/profile-status', memberOnly],
      ['DELETE /api/user/account', { ...memberOnly, 'incomplete member': 204, member: 204 }],
    ];
    for (const [route, answers] of routes) {
      for (const caller of CALLERS) {
        it(`${route} → ${answers[caller]} for ${caller}`, async () => {
          const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
          const response = await t.app.inject({
            method,
            url,
            headers: await cookieFor(caller),
            payload: method === 'POST' ? validProfile() : undefined,
          });
          expect(response.statusCode).toBe(answers[caller]);
        });
      }
    }
  });

  it('shows a new member their profile and that it is incomplete', async () => {
    const { cookie, record } = await t.signInMember({ complete: false });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
    expect(profile.json()).toEqual({
      name: record.name,
      email: record.email,
      universityId: null,
      phone: null,
      department: null,
      photoURL: null,
      createdAt: record.createdAt.toISOString(),
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile-status',
      headers: { cookie },
    });
    expect(status.json()).toEqual({ exists: true, isComplete: false });
  });

  it('completing the profile makes the member complete everywhere', async () => {
    const { cookie, record } = await t.signInMember({ complete: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { ...validProfile(), phone: '017 1234-5678', photoURL: '/api/images/abc/detail.webp' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...validProfile(),
      email: record.email,
      photoURL: '/api/images/abc/detail.webp',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile-status',
      headers: { cookie },
    });
    expect(status.json()).toEqual({ exists: true, isComplete: true });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ profileComplete: true, displayName: 'Karim Ahmed' });
  });

  it.each([
    [{ name: '' }, 'Full name is required'],
    [{ universityId: '' }, 'University ID is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ department: '' }, 'Department is required'],
    [{ department: 'Department of Astrology' }, 'Please choose a department from the list'],
  ])('refuses %o with 400 and changes nothing', async (change, message) => {
    const { cookie, record } = await t.signInMember({ complete: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { ...validProfile(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.db.select().from(members).where(eq(members.id, record.id));
    expect(row).toEqual(record);
  });

  it('the email cannot be changed through the profile', async () => {
    const { cookie, record } = await t.signInMember();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { ...validProfile(), email: 'someone.else@diu.edu.bd' },
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, record.id));
    expect(row!.email).toBe(record.email);
  });

  it('deleting the account removes the member and their sessions; their reports, claims and photos stay', async () => {
    const { cookie, record } = await t.signInMember();
    const [image] = await t.db
      .insert(images)
      .values({
        card: Buffer.from('card'),
        detail: Buffer.from('detail'),
        cardWidth: 1,
        cardHeight: 1,
        detailWidth: 1,
        detailHeight: 1,
        uploadedByMemberId: record.id,
      })
      .returning();
    const [lost] = await t.db
      .insert(lostReports)
      .values({
        reportId: `LSTDEL${record.id.slice(0, 6)}`,
        itemName: 'Blue umbrella',
        color: 'Blue',
        description: 'A folding umbrella with a wooden handle',
        lostDate: '2026-01-10',
        lostLocation: 'Library second floor',
        reportedByMemberId: record.id,
      })
      .returning();
    const [found] = await t.db
      .insert(foundReports)
      .values({
        reportId: `FNDDEL${record.id.slice(0, 6)}`,
        itemName: 'Black wallet',
        color: 'Black',
        description: 'A leather wallet found near the canteen',
        foundDate: '2026-01-11',
        foundLocation: 'Canteen',
        reportedByMemberId: record.id,
      })
      .returning();
    const [claim] = await t.db
      .insert(claims)
      .values({ foundReportId: found!.id, memberId: record.id })
      .returning();

    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((item) => item.name === 'clf_session')?.value).toBe('');
    expect(await t.db.select().from(members).where(eq(members.id, record.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, record.id))).toEqual([]);
    const [lostAfter] = await t.db.select().from(lostReports).where(eq(lostReports.id, lost!.id));
    expect(lostAfter).toMatchObject({ itemName: 'Blue umbrella', reportedByMemberId: null });
    const [foundAfter] = await t.db.select().from(foundReports).where(eq(foundReports.id, found!.id));
    expect(foundAfter).toMatchObject({ itemName: 'Black wallet', reportedByMemberId: null });
    const [claimAfter] = await t.db.select().from(claims).where(eq(claims.id, claim!.id));
    expect(claimAfter).toMatchObject({ memberId: null });
    const [imageAfter] = await t.db.select().from(images).where(eq(images.id, image!.id));
    expect(imageAfter).toMatchObject({ uploadedByMemberId: null });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toEqual({ user: null });
  });
});
