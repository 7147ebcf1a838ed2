import type { Browser, Page } from '@playwright/test';
import { MIN_ADMIN_PASSWORD } from '#shared/constants/limits';
import { expect, expectAccessible, linkIn, test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';

const adminEmail = () => process.env.E2E_ADMIN_EMAIL ?? '';
const adminPassword = () => process.env.E2E_ADMIN_PASSWORD ?? '';

let serial = 0;
function uniqueAdmin() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${Math.floor(Math.random() * 1000)}`;
  return { name: `Guard ${tag}`, email: `guard.${tag}@diu.edu.bd`, universityId: `EMP_${tag}`.slice(0, 30) };
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/auth/login/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('signed out, /admin goes to the admin login and other admin pages to the member login', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/manage-admin');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong password is refused inline with one generic message', async ({ page }) => {
  await signInOnScreen(page, `nobody.${Date.now()}@diu.edu.bd`, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/admin$/);
  await expectAccessible(page);

  // A new attempt with empty fields is answered by its own errors, not the last one's.
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
});

test('the admin login form asks for both fields', async ({ page }) => {
  await page.goto('/auth/login/admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an admin signs in, creates an admin, who sets a password from the reset mail and signs in', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  // A whole journey with several accessibility scans: more than one ordinary test's time.
  test.slow();
  await signInOnScreen(page, adminEmail(), adminPassword());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The sidebar of the spec, with the current page marked.
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const label of [
    'Overview',
    'Lost Reports',
    'Found Reports',
    'Manual Entry',
    'Recovered Items',
    'Claimed Items',
    'Resolved Items',
    'Manage Admin',
  ]) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(sidebar.getByText('Inputs & Reporting')).toBeVisible();
  await expect(sidebar.getByText('Item Management')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Manage Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-admin$/);
  await expect(sidebar.getByRole('link', { name: 'Manage Admin' })).toHaveAttribute('aria-current', 'page');

  const table = page.getByRole('table');
  for (const header of ['Admin ID', 'Name', 'Email', 'Phone', 'Added On', 'Time', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: adminEmail(), exact: true })).toBeVisible();
  await expectAccessible(page);

  // Create New Admin: the spec's rules first, then a real one.
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('University ID is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('University ID').fill('bad id!');
  await expect(dialog.getByText('University ID should contain only letters and numbers')).toBeVisible();
  await dialog.getByLabel('Password').fill('12345');
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
  // The hint under the field states the same rule as the error.
  await expect(dialog.getByText(new RegExp(`^At least ${MIN_ADMIN_PASSWORD} characters`))).toBeVisible();
  await expect(dialog.getByText(/At least 6 characters/)).toHaveCount(0);
  await dialog.getByLabel('Phone (optional)').fill('999');
  await expect(dialog.getByText('Please enter a valid Bangladeshi phone number')).toBeVisible();

  const created = uniqueAdmin();
  await dialog.getByLabel('Name').fill(created.name);
  await dialog.getByLabel('Email').fill(created.email);
  await dialog.getByLabel('Phone (optional)').fill('');
  await dialog.getByLabel('University ID').fill(created.universityId);
  await dialog.getByLabel('Password').fill('first-password-1');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('Admin created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: created.email });
  await expect(row).toContainText(created.name);
  await expect(row).toContainText(created.universityId);
  await expect(row).toContainText('N/A');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);

  // The same email again is a clear error.
  await page.getByRole('button', { name: 'Add New' }).click();
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(created.email);
  await dialog.getByLabel('University ID').fill('EMP_DUP');
  await dialog.getByLabel('Password').fill('another-password');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit asks, then sends a password reset email, received over real SMTP.
  const since = new Date();
  await row.getByRole('button', { name: /^Edit/ }).click();
  const confirmReset = page.getByRole('dialog', { name: 'Send password reset' });
  await expect(confirmReset).toContainText(created.email);
  await confirmReset.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText(`Password reset email sent to ${created.email}`)).toBeVisible();
  const mail = await mailbox.waitFor(created.email, since);
  const link = linkIn(mail, /https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[^\s"<>&]+/);

  const newAdmin = await newPage(browser, baseURL);
  await newAdmin.goto(link);
  await expect(newAdmin.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectAccessible(newAdmin);
  await newAdmin.getByRole('textbox', { name: 'New password', exact: true }).fill('chosen-password-2');
  await newAdmin.getByLabel('Confirm new password').fill('chosen-password-3');
  await newAdmin.getByRole('button', { name: 'Set new password' }).click();
  await expect(newAdmin.getByText('Passwords do not match')).toBeVisible();
  await newAdmin.getByLabel('Confirm new password').fill('chosen-password-2');
  await newAdmin.getByRole('button', { name: 'Set new password' }).click();
  await expect(newAdmin.getByRole('status').filter({ hasText: /password has been set/i })).toBeVisible();

  // The link works once.
  const again = await newAdmin.request.post('/api/auth/password-reset/confirm', {
    data: { token: new URL(link).searchParams.get('token'), password: 'yet-another-pass' },
  });
  expect(again.status()).toBe(400);

  await newAdmin.getByRole('link', { name: 'Go to admin login' }).click();
  await newAdmin.getByLabel('Email').fill(created.email);
  await newAdmin.getByLabel('Password').fill('chosen-password-2');
  await newAdmin.getByRole('button', { name: 'Sign In' }).click();
  await expect(newAdmin).toHaveURL(/\/admin\/dashboard$/);
  await newAdmin.getByRole('button', { name: `Account menu for ${created.name}` }).click();
  await expect(newAdmin.getByRole('menu').getByText(created.email)).toBeVisible();
  await newAdmin.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(newAdmin).toHaveURL(/\/admin\/profile$/);
  await expect(newAdmin.getByLabel('Email')).toHaveValue(created.email);
  await newAdmin.context().close();

  // Remove asks first, then the admin is gone.
  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove admin' });
  await expect(confirm.getByText('Are you sure you want to remove this admin?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Admin removed successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: created.email })).toHaveCount(0);
});

test('an admin cannot remove themselves and is told why', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/manage-admin');
  const row = page.getByRole('row').filter({ hasText: adminEmail() });
  await row.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: 'Remove admin' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Failed to remove admin')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: adminEmail() })).toBeVisible();
});

test('the admins table shows its error state when the list cannot be loaded', async ({ page }) => {
  await signInAdmin(page);
  await page.route('**/api/admins', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.goto('/admin/manage-admin');
  await expect(page.getByRole('heading', { name: 'Error Loading Admins' })).toBeVisible();
});

test('the admin profile shows the record, saves changes and sends a reset mail to the admin', async ({
  page,
  mailbox,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Admin Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(adminEmail());
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Member since')).not.toBeEditable();
  await expect(page.getByLabel('Member since')).not.toHaveValue('N/A');
  await expectAccessible(page);

  await page.getByLabel('Phone Number').fill('123');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please enter a valid Bangladeshi phone number')).toBeVisible();
  await page.getByLabel('Phone Number').fill('01812345678');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const record = await page.request.get(`/api/admins/${encodeURIComponent(adminEmail())}`);
  expect(((await record.json()) as { phone: string }).phone).toBe('01812345678');

  const since = new Date();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(`Password reset email sent to ${adminEmail()}`)).toBeVisible();
  await mailbox.waitFor(adminEmail(), since);
});

test('forgot password confirms without saying whether the account exists', async ({ page }) => {
  await page.goto('/auth/login/admin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(`nobody.${Date.now()}@diu.edu.bd`);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('we have sent it an email');
  await expectAccessible(page);
});

test('a reset link that is not valid shows the reason before any password is typed', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token-at-all');
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid. Ask for a new one');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid');
});

test('an admin at / goes to the dashboard and logs out from the avatar menu', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menu').getByText(adminEmail())).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('on a phone the admin sidebar opens from the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAdmin(page);
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Manage Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-admin$/);
  await expect(sidebar).toBeHidden();
});
