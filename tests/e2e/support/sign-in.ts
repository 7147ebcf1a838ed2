import { expect, type Page } from '@playwright/test';

let counter = 0;

interface UniversitySettings {
  emailDomain: string;
  faculties: { departments: string[] }[];
}

async function universitySettings(page: Page): Promise<UniversitySettings> {
  const response = await page.request.get('/api/university');
  expect(response.ok()).toBe(true);
  return (await response.json()) as UniversitySettings;
}

/**
 * Signs a member in through the development identity provider. Without `completeProfile`
 * it is done the way a person does it: the login page's button, the provider's Email and
 * Name, Continue, and the app's own hand-off to where a new member goes.
 *
 * With `completeProfile` the member is only the starting point of a test about something
 * else: the same OpenID Connect round trip is made with the page's requests (authorization
 * request, the provider's form posted, the callback that makes the session, on the page's
 * own cookies), the profile is filled in through the API, and the page opens `open` (Search
 * unless told). That skips the screens and the one-second welcome, which
 * identity-member.spec.ts covers. A test that goes somewhere else first names that page, so
 * the browser does not load and draw Search only to leave it.
 */
export async function signInMember(
  page: Page,
  options: { email?: string; name?: string; completeProfile?: boolean; open?: string } = {},
): Promise<{ email: string; name: string }> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const email = options.email ?? `member.${unique}@diu.edu.bd`;
  const name = options.name ?? `Test Member ${unique}`;

  if (!options.completeProfile) {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: /Sign in with .* Email Account/ }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/'));
    return { email, name };
  }

  await signInThroughRequests(page, { email, name });
  const university = await universitySettings(page);
  const response = await page.request.post('/api/user/profile', {
    data: {
      name,
      universityId: `221-15-${String(counter).padStart(4, '0')}`,
      phone: '01712345678',
      department: university.faculties[0]!.departments[0]!,
      photoURL: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(options.open ?? '/user/search');
  return { email, name };
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function htmlText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => HTML_ENTITIES[entity]!);
}

/** The sign-in button's round trip, made with the page's requests (they share its cookies). */
async function signInThroughRequests(page: Page, person: { email: string; name: string }) {
  const form = await page.request.get('/api/auth/oidc/start');
  expect(form.status(), 'the provider shows its sign-in form').toBe(200);
  const request = Object.fromEntries(
    [...(await form.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, field, value]) => [htmlText(field!), htmlText(value!)],
    ),
  );
  expect(Object.keys(request)).toContain('state');
  // The form posts to `auth` beside the page it is on; the answer follows the redirects
  // back through the app's callback, which sets the session cookie.
  const signedIn = await page.request.post(new URL('auth', form.url()).toString(), {
    form: { ...request, ...person },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const session = await page.request.get('/api/user/profile');
  expect(session.status(), 'the callback made a member session').toBe(200);
}

/**
 * Signs an admin in (the demo admin by default) through the API; the page
 * shares the cookie, so this works whatever the admin login screen looks like.
 */
export async function signInAdmin(
  page: Page,
  options: { email?: string; password?: string } = {},
): Promise<{ email: string }> {
  const email = options.email ?? process.env.E2E_ADMIN_EMAIL;
  const password = options.password ?? process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are not set');
  const response = await page.request.post('/api/auth/admin/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { email };
}
