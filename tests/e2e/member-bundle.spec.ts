import { expect, test } from './support/fixtures';
import { signInMember } from './support/sign-in';

/** Texts found only in the admin console's screens. */
const ADMIN_ONLY = [
  'Hand Over Item',
  'Create New Admin',
  'Verifying permissions...',
  'Submitter Leaderboard',
];

test('the member screens never download the admin console', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await signInMember(page, { completeProfile: true });
  for (const path of [
    '/user/search',
    '/user/search-results?q=keys',
    '/user/report-lost',
    '/user/report-found',
    '/user/recovered-items',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    for (const text of ADMIN_ONLY) expect(source, `${url} contains "${text}"`).not.toContain(text);
  }
});
