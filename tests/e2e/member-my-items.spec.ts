import { MESSAGES } from '#shared/constants/messages';
import type { UniversityConfig } from '#shared/university/university-config';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { browserToday, openAdmin, reportFoundItem, samplePhoto, uniqueWord } from './support/member-items';
import { signInMember } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a report typed before the profile is complete comes back after saving it, and My items follows it', async ({
  page,
}) => {
  await signInMember(page);
  await expect(page).toHaveURL(/\/user\/profile$/);
  const university = (await (await page.request.get('/api/university')).json()) as UniversityConfig;

  // A new member reports a lost umbrella before completing their profile.
  await page.goto('/user/report-lost');
  const itemName = `${uniqueWord()} umbrella`;
  const today = await browserToday(page);
  await page.getByLabel('Item Name').fill(itemName);
  await page.getByLabel('Color').fill('Navy blue');
  await page.getByLabel('Description').fill('Folding umbrella with a wooden handle');
  await page.getByLabel('Lost Date').fill(today);
  await page.getByLabel('Lost Location').fill('Cafeteria, ground floor');
  await page.getByRole('button', { name: 'Submit Report' }).click();

  // The profile comes first, and says what happens to the report.
  await expect(page).toHaveURL(/\/user\/profile\?returnTo=%2Fuser%2Freport-lost$/);
  await expect(page.getByRole('main').getByText('Please complete your profile first.')).toBeVisible();
  await expect(page.getByText(MESSAGES.reportFailed)).toHaveCount(0);
  await page.getByLabel('University ID').fill('221-15-0777');
  await page.getByLabel('Phone Number').fill(university.phone.example);
  await page.getByRole('button', { name: /Department/ }).click();
  await page.getByRole('button', { name: university.faculties[0]!.departments[1]! }).click();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(MESSAGES.profileUpdated)).toBeVisible();

  // Back on the form, as it was left.
  await expect(page).toHaveURL(/\/user\/report-lost$/);
  await expect(page.getByLabel('Item Name')).toHaveValue(itemName);
  await expect(page.getByLabel('Description')).toHaveValue('Folding umbrella with a wooden handle');
  await expect(page.getByLabel('Lost Date')).toHaveValue(today);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText(MESSAGES.lostReportSubmitted)).toBeVisible();
  const saved = page.getByRole('status').filter({ hasText: 'Report saved. Its ID is' });
  await expect(saved).toContainText(/LST\d{6}/);
  const reportId = /LST\d{6}/.exec((await saved.textContent()) ?? '')![0];
  await expect(page.getByLabel('Item Name')).toHaveValue('');

  // My items, from the header: the report with its ID, closed once the umbrella is back.
  await page.getByRole('banner').getByRole('link', { name: 'My Items' }).click();
  await expect(page.getByRole('heading', { name: 'My Items', level: 1 })).toBeVisible();
  const lost = page.getByRole('region', { name: 'My lost reports' });
  const entry = lost.getByRole('article', { name: `${itemName} ${reportId}` });
  await expect(entry).toContainText('Open');
  await expect(page.getByRole('region', { name: 'My claims' })).toContainText(
    'You have not claimed any item.',
  );
  await expectAccessible(page);
  // While open, the member adds a photo and a detail; matching looks again.
  await entry.getByRole('button', { name: 'Edit report' }).click();
  const edit = entry.getByRole('region', { name: `Edit lost report ${reportId}` });
  await expect(edit.getByLabel('Description')).toHaveValue('Folding umbrella with a wooden handle');
  await edit.getByLabel('Description').fill('Folding umbrella with a wooden handle and a red tassel');
  await edit.getByLabel('Photo (optional)').setInputFiles(await samplePhoto('umbrella.png'));
  await expect(edit.getByRole('img', { name: /preview/i })).toBeVisible();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(`Lost report ${reportId} updated. We are looking for matches again.`),
  ).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(entry.getByRole('img', { name: itemName })).toHaveAttribute('src', /\/api\/images\//);
  await entry.getByRole('button', { name: 'I got it back' }).click();
  await expect(entry).toContainText('Closed: you got it back');
  await expect(entry.getByRole('button', { name: 'I got it back' })).toHaveCount(0);
  // Pressed by mistake: it can be taken back for a while, right there.
  await expect(entry).toContainText('Closed by mistake?');
  await entry.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Lost report ${reportId} is open again.`)).toBeVisible();
  await expect(entry).toContainText('Open');
  await expect(entry.getByRole('button', { name: 'I got it back' })).toBeVisible();
  await entry.getByRole('button', { name: 'No longer needed' }).click();
  await expect(entry).toContainText('Closed: no longer needed');

  // The information pages keep the member's header, and the footer's links are big enough to tap.
  for (const path of ['/about', '/help', '/locations', '/feedback', '/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Items' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
  }
  const footerLinks = await page.getByRole('contentinfo').getByRole('navigation').getByRole('link').all();
  expect(footerLinks).toHaveLength(6);
  for (const link of footerLinks) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
});

test('a lost report filed after its item came in says so; on My items Not mine can be undone and This is mine shows at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInMember(page, { completeProfile: true });
  const word = uniqueWord();
  const today = await browserToday(page);
  const item = await reportFoundItem(page.request, {
    itemName: `${word} calculator`,
    color: 'Black',
    item_description: 'Scientific calculator with a cracked cover.',
    found_date: today,
    found_location: 'Room 402',
  });
  const security = await openAdmin(browser, baseURL!);
  await security.store(item.reportId);
  await security.close();

  await page.goto('/user/report-lost');
  await page.getByLabel('Item Name').fill(`${word} calculator`);
  await page.getByLabel('Color').fill('Black');
  await page.getByLabel('Description').fill('Black scientific calculator, the cover is cracked.');
  await page.getByLabel('Lost Date').fill(today);
  await page.getByLabel('Lost Location').fill('Room 402');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Report saved. Its ID is' });
  // Matching looks at the stored items moments after the save; the screen says what it found.
  await expect(saved).toContainText(/already at the security office\./);
  await saved.getByRole('link', { name: /^See the/ }).click();
  await expect(page).toHaveURL(/\/user\/possible-matches$/);

  await page.getByRole('banner').getByRole('link', { name: 'My Items' }).click();
  const matches = page.getByRole('region', { name: 'Possible matches' });
  const card = matches
    .getByRole('article', { name: `${word} calculator` })
    .filter({ hasText: item.reportId });
  await card.getByRole('button', { name: 'Not mine' }).click();
  const note = matches
    .getByRole('status')
    .filter({ hasText: `You said ${word} calculator (${item.reportId}) is not yours.` });
  await expect(note).toBeVisible();
  await expect(card).toHaveCount(0);
  await matches
    .getByRole('listitem')
    .filter({ hasText: `You said ${word} calculator (${item.reportId}) is not yours.` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(card).toBeVisible();
  await expect(note).toHaveCount(0);

  await card.getByRole('button', { name: 'This is mine' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Claiming?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(MESSAGES.claimSubmitted)).toBeVisible();
  // My claims on the same page follows without a reload.
  await expect(page.getByRole('region', { name: 'My claims' })).toContainText(`${word} calculator`);

  // Deleting the account would withdraw that claim: the question says so.
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const question = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(question).toContainText('Your open claim will be withdrawn:');
  await expect(question).toContainText(`${word} calculator (claim CLM`);
  await question.getByRole('button', { name: 'Cancel' }).click();
});
