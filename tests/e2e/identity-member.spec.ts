import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInMember } from './support/sign-in';

interface University {
  shortName: string;
  emailDomain: string;
  faculties: { name: string; departments: string[] }[];
  phone: { message: string; example: string };
}

async function universitySettings(page: Page): Promise<University> {
  const response = await page.request.get('/api/university');
  return (await response.json()) as University;
}

/**
 * Toasts come and go on their own; the page underneath is what is checked.
 * (The toaster's colours are checked where the toaster is owned.)
 */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function session(page: Page) {
  const response = await page.request.get('/api/auth/session');
  return ((await response.json()) as { user: { email: string; kind: string } | null }).user;
}

test('a signed-out visitor of / lands on the sign-in page, which is accessible', async ({ page }) => {
  const university = await universitySettings(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByRole('button', { name: `Sign in with ${university.shortName} Email Account` }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visitor of a member page is sent to sign in', async ({ page }) => {
  await page.goto('/user/report-lost');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fuser%2Freport-lost$/);
});

test('a new member is sent to the profile, completes it with the keyboard department picker, lands on search and logs out', async ({
  page,
}) => {
  // A whole journey with several accessibility scans: more than one ordinary test's time.
  test.slow();
  const university = await universitySettings(page);
  // The check lasts as long as the profile status takes: held here, so the test
  // sees it however slow the machine, instead of racing a one-second window.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/profile-status', async (route) => {
    await held;
    await route.continue();
  });
  const { email, name } = await signInMember(page);

  await expect(page.getByText(`Welcome ${name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checking Profile...' })).toBeVisible();
  release();
  await expect(page.getByText('Please update your profile.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile$/);

  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await toastsGone(page);
  await expectAccessible(page);

  await page.getByLabel('University ID').fill('221-15-0042');
  await page.getByLabel('Phone Number').fill(university.phone.example);

  // The department picker, by keyboard only: open, move two down, choose.
  const firstFaculty = university.faculties[0]!;
  const wanted = firstFaculty.departments[2]!;
  const picker = page.getByRole('button', { name: /Department/ });
  await picker.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select your department' });
  await expect(dialog).toBeVisible();
  for (const faculty of university.faculties) {
    await expect(dialog.getByRole('heading', { name: new RegExp(faculty.name) })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: firstFaculty.departments[0]! })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: wanted })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(picker).toContainText(wanted);
  await expect(picker).toBeFocused();

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/search$/);

  // The header: logo to search, the three links, the avatar menu.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Report Lost' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Report Found' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Recovered Items' })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  const profile = await page.request.get('/api/user/profile');
  expect(await profile.json()).toMatchObject({ email, department: wanted, universityId: '221-15-0042' });

  await header.getByRole('button', { name: `Account menu for ${name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await session(page)).toBeNull();
});

test('a member with a complete profile goes straight to search after signing in', async ({ page }) => {
  await signInMember(page, { completeProfile: true });
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/search$/);
});

test('an email outside the university is refused and leaves no session behind', async ({ page }) => {
  const university = await universitySettings(page);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: `Sign in with ${university.shortName} Email Account` }).click();
  await page.getByLabel('Email', { exact: true }).fill(`someone@not${university.emailDomain}`);
  await page.getByLabel('Name', { exact: true }).fill('Outside Person');
  await page.getByRole('button', { name: 'Continue' }).click();

  const message = `Please use your ${university.shortName} email account (.${university.emailDomain})`;
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2); // inline and as a toast
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await session(page)).toBeNull();
  const profile = await page.request.get('/api/user/profile');
  expect(profile.status()).toBe(401);
  await toastsGone(page);
  await expectAccessible(page);
});

test('a failed sign-in says so', async ({ page }) => {
  await page.goto('/auth/login?result=failed');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to log in. Please try again.' }),
  ).toBeVisible();
});

test('the profile form shows the validation messages on submit, then re-validates as the member types', async ({
  page,
}) => {
  const university = await universitySettings(page);
  await signInMember(page);
  await expect(page).toHaveURL(/\/user\/profile$/);

  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('University ID is required')).toBeVisible();
  await expect(page.getByText('Department is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await toastsGone(page);
  await expectAccessible(page);

  // After the first submit every change is checked at once.
  await page.getByLabel('Full Name').fill('A');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('Full Name').fill('Ab');
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  await page.getByLabel('Phone Number').fill('12345');
  await expect(page.getByText(university.phone.message)).toBeVisible();
  await page.getByLabel('Phone Number').fill(university.phone.example);
  await expect(page.getByText(university.phone.message)).toBeHidden();
  await expect(page.getByText('Phone number is required')).toBeHidden();

  // Nothing was saved by the refused submits.
  const profile = await page.request.get('/api/user/profile');
  expect(((await profile.json()) as { phone: string | null }).phone).toBeNull();
});

test('a failed profile save shows the failure message and stays on the page', async ({ page }) => {
  const university = await universitySettings(page);
  await signInMember(page);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.getByLabel('University ID').fill('221-15-0001');
  await page.getByLabel('Phone Number').fill(university.phone.example);
  await page.getByRole('button', { name: /Department/ }).click();
  await page.getByRole('button', { name: university.faculties[1]!.departments[0]! }).click();
  await page.route('**/api/user/profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('a member deletes their account after confirming and ends signed out', async ({ page }) => {
  await signInMember(page, { completeProfile: true, open: '/user/profile' });
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await session(page)).toBeNull();
});

test('a failed logout from the member header says so and keeps the member signed in', async ({ page }) => {
  const { name } = await signInMember(page, { completeProfile: true });
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  );
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Failed to logout')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/search$/);
});

test('a member opening the admin console gets the 403 page', async ({ page }) => {
  await signInMember(page, { completeProfile: true, open: '/admin' });
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await page.goto('/admin/manage-admin');
  await expect(page).toHaveURL(/\/forbidden$/);
});

test('on a phone the member navigation is behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInMember(page, { completeProfile: true });
  await expect(page).toHaveURL(/\/user\/search$/);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('link', { name: 'Report Found' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Report Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Report Found' }).click();
  await expect(page).toHaveURL(/\/user\/report-found$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a profile photo uploads when chosen, shows in the header, and falls back to the default avatar when broken', async ({
  page,
}) => {
  const { name } = await signInMember(page, { completeProfile: true, open: '/user/profile' });
  const photo = page.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toHaveAttribute('src', /default-avatar|^data:image\/svg/);

  const png = await sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 15, g: 76, b: 129 } },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/api\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/search$/);
  const avatar = page.getByRole('button', { name: `Account menu for ${name}` }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\//);

  // A photo that no longer loads shows the default avatar instead of a broken image.
  const profile = (await (await page.request.get('/api/user/profile')).json()) as Record<string, unknown>;
  const saved = await page.request.post('/api/user/profile', {
    data: {
      name: profile.name,
      universityId: profile.universityId,
      phone: profile.phone,
      department: profile.department,
      photoURL: '/api/images/missing-photo/detail.webp',
    },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(avatar).toHaveAttribute('src', /default-avatar|^data:image\/svg/);
});
