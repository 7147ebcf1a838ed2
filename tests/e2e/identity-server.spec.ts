import { expect, expectAccessible, test } from './support/fixtures';
import { signInAdmin, signInMember } from './support/sign-in';

test('a member signs in through the development provider and gets a session', async ({ page }) => {
  const member = await signInMember(page);
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({
    user: { kind: 'member', email: member.email, displayName: member.name, profileComplete: false },
  });
});

test('with completeProfile the member lands complete', async ({ page }) => {
  await signInMember(page, { completeProfile: true });
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user.profileComplete).toBe(true);
});

test('the development sign-in page says what it is and is accessible', async ({ page }) => {
  await page.goto('/api/auth/oidc/start');
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await expect(page.getByText('For development only', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('an email outside the university is refused and nothing is kept', async ({ page }) => {
  await page.goto('/api/auth/oidc/start');
  await page.getByLabel('Email', { exact: true }).fill('someone@notdiu.edu.bd');
  await page.getByLabel('Name', { exact: true }).fill('Someone Else');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
});

test('the demo admin signs in and logs out', async ({ page }) => {
  await signInAdmin(page);
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user).toMatchObject({ kind: 'admin', role: 'admin' });
  const logout = await page.request.post('/api/auth/logout');
  expect(logout.status()).toBe(204);
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('the development outbox page lists mail with clickable links', async ({ page }) => {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  await expectAccessible(page);
});

/** The mail's text with quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

test('a new admin gets a set-your-password link over real SMTP and can use it once', async ({
  page,
  mailbox,
}) => {
  const since = new Date();
  await signInAdmin(page);
  const email = `new.admin.${Date.now()}@diu.edu.bd`;
  const created = await page.request.post('/api/admins', {
    data: {
      name: 'Newly Added',
      email,
      phone: '01812345678',
      universityId: 'EMP777',
      password: 'given password',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await mailbox.waitFor(email, since);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(
    decodeQuotedPrintable(mail.raw),
  )?.[0];
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('token')!;
  const confirm = (password: string) =>
    page.request.post('/api/auth/password-reset/confirm', { data: { token, password } });
  expect((await confirm('chosen password')).status()).toBe(200);
  expect((await confirm('again password')).status()).toBe(400);
  const login = await page.request.post('/api/auth/admin/login', {
    data: { email, password: 'chosen password' },
  });
  expect(login.status()).toBe(200);
});
