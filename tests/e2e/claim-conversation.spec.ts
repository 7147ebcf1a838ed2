import type { Browser } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { openAdmin, reportFoundItem, samplePhoto, uniqueWord } from './support/member-items';
import { signInAdmin, signInMember } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Staff doubt a claim and ask through its conversation, with a template; the
 * claimant opens the alert's link, reads the question and answers with a photo;
 * the desk's open review shows the answer as it arrives. Once approved, the
 * claimant books a pickup and the desk's day list shows it; the desk marks them
 * arrived and types their pass, and the handover it opens is already filled in.
 */
async function conversationJourney(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const open = async () => (await browser.newContext({ baseURL, viewport })).newPage();
  const finder = await open();
  const owner = await open();
  const admin = await open();
  await signInMember(finder, { completeProfile: true });
  const ownerAccount = await signInMember(owner, { completeProfile: true });
  await signInAdmin(admin);

  const itemName = `${uniqueWord()} phone`;
  const { reportId } = await reportFoundItem(finder.request, { itemName });
  const security = await openAdmin(browser, baseURL ?? '');
  await security.store(reportId);
  await security.close();
  const claimed = await owner.request.patch(`/api/found-reports/${reportId}/claim`, {
    data: { message: 'Black phone, cracked corner' },
  });
  expect(claimed.status()).toBe(200);
  const { claimId } = (await claimed.json()) as { claimId: string };

  // Staff ask, starting from a template in the claimant's language.
  await admin.goto('/admin/claimed-items');
  await admin.getByRole('button', { name: new RegExp(`details of ${itemName}`) }).click();
  const details = admin.getByRole('dialog', { name: 'Claimed Item Details' });
  const claim = details.getByRole('article', { name: new RegExp(`by ${ownerAccount.name}`) });
  const officeSide = claim.getByRole('region', { name: `Conversation with ${ownerAccount.name}` });
  await expect(officeSide).toContainText('No messages yet.');
  await officeSide.getByRole('combobox', { name: 'Templates' }).selectOption({ label: 'Lock screen' });
  const question = 'Please describe the lock screen or wallpaper of the device.';
  await expect(officeSide.getByRole('textbox', { name: 'Message to the claimant' })).toHaveValue(question);
  await officeSide.getByRole('button', { name: 'Send' }).click();
  await expect(officeSide.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expectAccessible(admin);

  // The claimant follows the alert's link: the thread is open, the question new.
  await owner.goto(`/user/my-items?claim=${claimId}`);
  const memberSide = owner.getByRole('region', { name: 'Conversation with the security office' });
  const thread = memberSide.getByRole('list', { name: 'Messages' });
  await expect(thread.getByRole('listitem').last()).toContainText(question);
  await expect(thread.getByRole('listitem').last()).toContainText('New');
  await memberSide.getByRole('textbox', { name: 'Your message' }).fill('A photo of my cat on a sofa.');
  await memberSide.getByLabel('Photo (optional)').setInputFiles(await samplePhoto('lock-screen.png'));
  await expect(memberSide.getByRole('img', { name: /preview/i })).toBeVisible();
  await memberSide.getByRole('button', { name: 'Send' }).click();
  // Newest at the bottom, with its photo.
  const answer = thread.getByRole('listitem').last();
  await expect(answer).toContainText('A photo of my cat on a sofa.');
  await expect(answer.getByRole('img', { name: 'Photo sent with the message' })).toBeVisible();
  await expectAccessible(owner);

  // The desk's open review hears of the answer live, and shows the photo.
  const arrived = officeSide.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(arrived).toContainText('A photo of my cat on a sofa.');
  await expect(arrived.getByRole('img', { name: 'Photo sent with the message' })).toBeVisible();
  // The console's bell heard of it too (decision 0070); its alert opens the item.
  await admin.keyboard.press('Escape');
  await admin.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  const alert = admin.getByRole('listitem').filter({ hasText: `New message on claim ${claimId}` });
  await expect(alert).toContainText('wrote: "A photo of my cat on a sofa."');
  await expectAccessible(admin);
  await alert.getByRole('link', { name: 'Open the item' }).click();
  await expect(admin).toHaveURL(`/admin/items/${reportId}`);

  // On the phone, the staff inbox lists the claim as owed an answer and opens its review at the
  // conversation (once is enough: the screen's logic is tested through the API).
  if (viewport.width < 640) {
    await admin.goto('/admin/inbox');
    const waiting = admin.getByRole('listitem').filter({ hasText: `Claim ${claimId} by` });
    await expect(waiting).toContainText('A photo of my cat on a sofa.');
    await expect(waiting).toContainText(/Waiting for /);
    await waiting.getByRole('button', { name: 'Open conversation' }).click();
    await expect(
      admin
        .getByRole('dialog', { name: 'Claimed Item Details' })
        .getByRole('region', { name: `Conversation with ${ownerAccount.name}` }),
    ).toBeInViewport();
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
  }

  // Approved, the claimant books a pickup by keyboard; the desk's day list names them.
  const approved = await admin.request.patch(`/api/claims/${claimId}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await owner.reload();
  const ownerClaim = owner.getByRole('article', { name: new RegExp(claimId) });
  await ownerClaim.getByRole('button', { name: 'Book a pickup' }).click();
  const picker = owner.getByRole('dialog', { name: 'Choose a pickup time' });
  await picker.getByRole('radio').first().focus();
  await owner.keyboard.press('Space');
  await picker.getByRole('button', { name: /^Book \d/ }).click();
  await expect(ownerClaim.getByText(/^Pickup booked: /)).toBeVisible();
  await expectAccessible(owner);
  const { booking } = (await (await owner.request.get(`/api/claims/${claimId}/pickup`)).json()) as {
    booking: { startsAt: string };
  };
  const { timeZone } = (await (await owner.request.get('/api/university')).json()) as { timeZone: string };
  await admin.goto(
    `/admin/pickups?date=${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(booking.startsAt))}`,
  );
  const row = admin.getByRole('listitem').filter({ hasText: ownerAccount.name });
  await expect(row.getByRole('link', { name: itemName })).toHaveAttribute('href', `/admin/items/${reportId}`);

  // The claimant comes: the desk marks them arrived, then types their pass, which opens the handover filled in.
  await row.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(row.getByText(/^Arrived at /)).toBeVisible();
  const passBox = admin.getByRole('searchbox', { name: 'Scan or type a pickup pass' });
  await passBox.fill(claimId);
  await passBox.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/${claimId}$`));
  const handover = admin
    .getByRole('dialog', { name: 'Claimed Item Details' })
    .getByRole('form', { name: 'Hand over item' });
  await expect(handover.getByLabel('Receiver Name')).toHaveValue(ownerAccount.name);
  const handedOver = admin.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/found-reports/${reportId}/handover`) &&
      response.request().method() === 'PATCH',
  );
  await handover.getByRole('button', { name: 'Confirm Handover' }).click();
  expect((await handedOver).status()).toBe(200);
  await expectAccessible(admin);

  for (const page of [finder, owner, admin]) await page.context().close();
}

test('staff ask on a claim and the claimant answers with a photo, on a desktop', async ({
  browser,
  baseURL,
}) => {
  await conversationJourney(browser, baseURL, { width: 1280, height: 800 });
});

test('staff ask on a claim and the claimant answers with a photo, on a 390 px phone', async ({
  browser,
  baseURL,
}) => {
  await conversationJourney(browser, baseURL, { width: 390, height: 844 });
});
