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
 * Signs a member in through the development identity provider, the way a
 * person does: the login page's button, the provider's Email and Name, Continue.
 * With `completeProfile` the member's profile is filled in afterwards.
 */
export async function signInMember(
  page: Page,
  options: { email?: string; name?: string; completeProfile?: boolean } = {},
): Promise<{ email: string; name: string }> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const email = options.email ?? `member.${unique}@diu.edu.bd`;
  const name = options.name ?? `Test Member ${unique}`;

  await page.goto('/auth/login');
  await page.getByRole('button', { name: /Sign in with .* Email Account/ }).click();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/'));

  if (options.completeProfile) {
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
    // The login page checks the profile a second after the welcome, which can be
    // before the save above landed. Let that hand-off finish, then go where a
    // member with a complete profile lands.
    await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 20_000 });
    if (new URL(page.url()).pathname !== '/user/search') await page.goto('/user/search');
  }
  return { email, name };
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
