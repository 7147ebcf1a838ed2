import type { Browser, Page } from '@playwright/test';
import { MESSAGES } from '#shared/constants/messages';
import { expect as baseExpect, expectAccessible, subjectOf, test, type Mailbox } from './support/fixtures';
import { openAdmin, reportFoundItem, tabTo, uniqueWord } from './support/member-items';
import { signInAdmin, signInMember } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

async function newPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

/**
 * The whole claim journey: a false first claim, the owner's competing claim
 * made with the keyboard alone, staff rejecting one and approving the other,
 * the handover from the approved claim with its receipt, and each member
 * seeing where their claim stands.
 */
async function claimJourney(
  browser: Browser,
  baseURL: string | undefined,
  mailbox: Mailbox,
  viewport: { width: number; height: number },
) {
  const started = new Date();
  const owner = await newPage(browser, baseURL, viewport);
  const falseClaimant = await newPage(browser, baseURL, viewport);
  const admin = await newPage(browser, baseURL, viewport);
  const ownerAccount = await signInMember(owner, { completeProfile: true });
  const falseAccount = await signInMember(falseClaimant, { completeProfile: true });
  await signInAdmin(admin);

  const word = uniqueWord();
  const itemName = `${word} backpack`;
  const { reportId } = await reportFoundItem(falseClaimant.request, { itemName });
  const security = await openAdmin(browser, baseURL ?? '');
  await security.store(reportId);
  await security.close();

  if (viewport.width < 400) {
    // The spec's long placeholder fits the phone's search box whole.
    await owner.goto('/user/search');
    const box = owner.getByRole('searchbox', { name: 'Search for an item' });
    // Measured until the app has taken over the prerendered page: a box replaced mid-measure reads NaN.
    const roomLeft = () =>
      box.evaluate((input: HTMLInputElement) => {
        const own = getComputedStyle(input);
        const placeholder = getComputedStyle(input, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
        const inner = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        return inner - context.measureText(input.placeholder).width;
      });
    await expect.poll(roomLeft).toBeGreaterThanOrEqual(0);
  }

  // Someone else claims it first.
  const first = await falseClaimant.request.patch(`/api/found-reports/${reportId}/claim`, {
    data: { message: 'Mine, I left it in class.' },
  });
  expect(first.status(), await first.text()).toBe(200);

  // The owner finds it 'Already Claimed', and files a competing claim with the keyboard alone.
  await owner.goto(`/user/search-results?q=${encodeURIComponent(word)}`);
  const card = owner.getByRole('article', { name: itemName });
  await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeDisabled();
  const isThisYours = card.getByRole('button', { name: 'Is this yours?' });
  await tabTo(owner, isThisYours);
  await owner.keyboard.press('Enter');
  const dialog = owner.getByRole('dialog', { name: `Is this ${itemName} yours?` });
  await expect(dialog).toBeVisible();
  const describe = dialog.getByRole('textbox', { name: 'Describe the item' });
  await expect(describe).toBeFocused();
  // Continue without a description: it is required for a competing claim.
  await owner.keyboard.press('Tab');
  await owner.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await owner.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Please describe the item');
  await owner.keyboard.press('Shift+Tab');
  await owner.keyboard.press('Shift+Tab');
  await expect(describe).toBeFocused();
  await owner.keyboard.type('A red fox keyring on the zip and my notes for CSE 311 inside');
  await owner.keyboard.press('Tab');
  await owner.keyboard.press('Tab');
  await owner.keyboard.press('Enter');
  const confirm = owner.getByRole('dialog', { name: 'Confirm Claiming?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(owner);
  await tabTo(owner, confirm.getByRole('button', { name: 'Confirm' }));
  await owner.keyboard.press('Enter');
  await expect(owner.getByText(MESSAGES.claimSubmitted)).toBeVisible();
  const myClaim = card.getByTestId('my-claim');
  await expect(myClaim).toContainText(/Your claim CLM\d{6}: Pending/);
  const ownerClaimId = /CLM\d{6}/.exec((await myClaim.textContent()) ?? '')![0];

  // Staff review both claims beside the item's private details.
  await admin.goto('/admin/claimed-items');
  await admin.getByRole('button', { name: new RegExp(`details of ${itemName}`) }).click();
  const details = admin.getByRole('dialog', { name: 'Claimed Item Details' });
  const review = details.getByRole('region', { name: 'Review Claims' });
  await details
    .getByRole('textbox', { name: 'Private identifying details (staff only)' })
    .fill('Red fox keyring; course notes inside');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(admin.getByText('Identifying details saved.')).toBeVisible();
  const falseCard = review.getByRole('article', { name: new RegExp(`by ${falseAccount.name}`) });
  const ownerCard = review.getByRole('article', { name: new RegExp(`by ${ownerAccount.name}`) });
  await expect(ownerCard).toContainText('A red fox keyring on the zip');
  await expect(ownerCard).toContainText('Red fox keyring; course notes inside');
  await expectAccessible(admin);

  // Approve asks first, as it mails the claimant; Cancel leaves the claim pending and mails nobody.
  await falseCard.getByRole('button', { name: 'Approve' }).click();
  const approveFalse = admin.getByRole('dialog', { name: /^Approve claim CLM\d{6}\?$/ });
  await expect(approveFalse).toContainText(`${falseAccount.name} will be asked to come to the`);
  await expect(approveFalse).toContainText(`to collect ${itemName} (${reportId})`);
  await expectAccessible(admin);
  await approveFalse.getByRole('button', { name: 'Cancel' }).click();
  await expect(approveFalse).toBeHidden();
  await expect(falseCard).toContainText('Pending');
  await expect(falseCard.getByRole('button', { name: 'Approve' })).toBeFocused();

  // A mistake put right: the first claim is approved, then its approval withdrawn with a reason.
  await falseCard.getByRole('button', { name: 'Approve' }).click();
  await approveFalse.getByRole('button', { name: 'Approve and Notify' }).click();
  await expect(approveFalse).toBeHidden();
  await expect(falseCard).toContainText('Approved');
  await expect(ownerCard.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await falseCard.getByRole('button', { name: 'Withdraw Approval' }).click();
  await falseCard
    .getByRole('textbox', { name: /Reason for withdrawing the approval/ })
    .fill('It does not match the item.');
  await falseCard.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await expect(falseCard).toContainText('Rejected');
  await ownerCard.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: /^Approve claim/ })
    .getByRole('button', { name: 'Approve and Notify' })
    .click();
  await expect(ownerCard).toContainText('Approved');

  // Both claimants are told: the first that its approval was withdrawn (not that it was rejected).
  const withdrawal = await mailbox.waitFor(falseAccount.email, started, undefined, 'withdrawn');
  expect(subjectOf(withdrawal)).toBe(`The approval of your claim on "${itemName}" is withdrawn`);
  expect(withdrawal.raw).not.toContain('rejected');
  const approval = await mailbox.waitFor(ownerAccount.email, started);
  expect(subjectOf(approval)).toBe(`Your claim on "${itemName}" is approved`);

  // The owner sees the approval on My items, with where to go.
  await owner.goto('/user/my-items');
  const claims = owner.getByRole('region', { name: 'My claims' });
  const entry = claims.getByRole('article', { name: `${itemName} ${ownerClaimId}` });
  await expect(entry).toContainText('Approved');
  await expect(entry).toContainText('Come to the desk below with your university ID card');
  await expect(entry).toContainText('Held at ');
  await expectAccessible(owner);

  // Hand Over starts from the approved claimant; a receipt opens after it.
  await details.getByRole('button', { name: 'Hand Over', exact: true }).click();
  const form = details.getByRole('form', { name: 'Hand over item' });
  await expect(form.getByRole('textbox', { name: 'Receiver Name', exact: true })).toHaveValue(
    ownerAccount.name,
  );
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ownerAccount.email);
  await form.getByRole('button', { name: 'Confirm Handover' }).click();
  await expect(admin.getByText(MESSAGES.handedOver)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/handover-receipt\//);
  const receipt = admin.getByRole('article', { name: `Handover receipt for ${reportId}` });
  await expect(receipt).toContainText(itemName);
  await expect(receipt).toContainText(ownerAccount.name);
  await expect(receipt).toContainText(ownerClaimId);
  await expect(receipt).toContainText("Receiver's signature");
  await expect(receipt).toContainText("Admin's signature");
  await expect(admin.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await admin.emulateMedia({ media: 'screen' });
  await expectAccessible(admin);

  // Each member sees where their claim ended.
  await owner.reload();
  await expect(entry).toContainText('Handed over');
  await falseClaimant.goto('/user/my-items');
  const rejected = falseClaimant.getByRole('region', { name: 'My claims' }).getByRole('article').first();
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Reason: It does not match the item.');
  // The finder follows the item they reported, returned now, without the receiver's details.
  const found = falseClaimant.getByRole('region', { name: 'My found reports' });
  await expect(found.getByRole('article', { name: `${itemName} ${reportId}` })).toContainText('Returned');
  await expect(found).not.toContainText(ownerAccount.email);

  for (const page of [owner, falseClaimant, admin] as Page[]) await page.context().close();
}

test('members claim, staff decide and hand over from the claim, on a desktop', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  await claimJourney(browser, baseURL, mailbox, { width: 1280, height: 800 });
});

test('members claim, staff decide and hand over from the claim, on a 390 px phone', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  await claimJourney(browser, baseURL, mailbox, { width: 390, height: 844 });
});
