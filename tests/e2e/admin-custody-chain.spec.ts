import type { Browser, Page } from '@playwright/test';
import { CLAIM_MESSAGE_PREVIEW } from '#shared/constants/limits';
import { MESSAGES } from '#shared/constants/messages';
import { localToday } from '#shared/dates';
import type { DashboardStats } from '#shared/schemas/admin';
import { defaultUniversityConfig as diu } from '#shared/university/university-config';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { signInAdmin, signInMember } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A member reports a found item through the API, as the report form would. */
async function reportFoundItem(member: Page, itemName: string): Promise<string> {
  const response = await member.request.post('/api/found-reports', {
    data: {
      itemName,
      color: 'Midnight blue',
      item_description: 'A leather wallet with a torn corner and a library card inside',
      found_date: localToday(),
      found_time: '14:05',
      found_location: 'Library second floor',
      imageUrl: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { reportId: string };
  return body.reportId;
}

/** The dashboard's cards show exactly what the server counts right now. */
async function expectDashboardMatchesServer(admin: Page) {
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(
      async () => {
        const stats = (await (
          await admin.request.get('/api/admin/dashboard/stats')
        ).json()) as DashboardStats;
        await admin.reload();
        const shown = async (label: string) =>
          Number(
            await admin
              .getByRole('main')
              .getByRole('listitem')
              .filter({ hasText: label })
              .locator('[data-testid]')
              .textContent(),
          );
        return (
          (await shown('Lost Reports')) === stats.lostReports &&
          (await shown('Found Reports')) === stats.foundReports &&
          (await shown('Recovered Items')) === stats.recoveredItems &&
          (await shown('Claimed Items')) === stats.claimedItems &&
          (await shown('Resolved Items')) === stats.resolvedItems
        );
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return (await (await admin.request.get('/api/admin/dashboard/stats')).json()) as DashboardStats;
}

async function openDetails(page: Page, itemName: string) {
  await page.getByRole('button', { name: new RegExp(`details of ${itemName}`) }).click();
  return page.getByRole('dialog');
}

test('an admin takes a found item from report to handover, and the dashboard follows each step', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const member = await newPage(browser, baseURL);
  const admin = await newPage(browser, baseURL);
  const { name: memberName } = await signInMember(member, { completeProfile: true });
  const { email: adminEmail } = await signInAdmin(admin);

  const itemName = `Chain wallet ${unique()}`;
  const reportId = await reportFoundItem(member, itemName);

  // Reported: the found reports list has it; Item Stored moves it on.
  await admin.goto(`/admin/found-reports?q=${reportId}`);
  const reportedRow = admin.getByRole('row', { name: new RegExp(itemName) });
  await expect(reportedRow).toContainText(reportId);
  await expectAccessible(admin);
  const reported = await openDetails(admin, itemName);
  await expect(reported.getByRole('heading', { name: 'Found Report Details' })).toBeVisible();
  await expect(reported).toContainText('Library second floor');
  await expect(reported).toContainText('02:05 PM');
  await expectAccessible(admin);
  await reported.getByRole('button', { name: 'Item Stored' }).click();
  await expect(admin.getByText(MESSAGES.itemStored)).toBeVisible();
  await expect(reported).toBeHidden();
  await expect(reportedRow).toHaveCount(0);

  let stats = await expectDashboardMatchesServer(admin);
  expect(stats.recoveredItems).toBeGreaterThanOrEqual(1);
  // Other tests work the desk meanwhile and their lines can push this one off the log's first
  // page: the log is searched for this item.
  await admin.getByRole('region', { name: 'Activity Log' }).getByLabel('Search activity log').fill(reportId);
  await expect(admin.getByRole('row', { name: new RegExp(`Stored item #${reportId}`) })).toBeVisible();
  await expectAccessible(admin);

  // Stored: Received By names the admin who stored it. Other tests store items meanwhile, and
  // their items can push this one off a list's first page: each list is opened searched for it.
  await admin.goto(`/admin/recovered-items?q=${reportId}`);
  const stored = await openDetails(admin, itemName);
  await expect(stored.getByRole('region', { name: 'Received By', exact: true })).toContainText(adminEmail);
  await expect(stored.getByRole('region', { name: 'Founded By', exact: true })).toBeVisible();
  await stored.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(stored).toBeHidden();

  // Claimed: a member claims it with a long message.
  const message = `This is my wallet, it has my student card ${unique()} inside the zip pocket`;
  const claim = await member.request.patch(`/api/found-reports/${reportId}/claim`, { data: { message } });
  expect(claim.status(), await claim.text()).toBe(200);

  await admin.goto(`/admin/claimed-items?q=${reportId}`);
  await expect(admin.getByRole('row', { name: new RegExp(itemName) })).toBeVisible();
  await expectAccessible(admin);
  // The modal fetches the whole item: first its loading state, then a failure, then the item.
  let releaseDetails: () => void = () => {};
  const detailsHeld = new Promise<void>((resolve) => (releaseDetails = resolve));
  let detailsCalls = 0;
  await admin.route('**/api/found-reports/details/*', async (route) => {
    detailsCalls += 1;
    if (detailsCalls === 1) {
      await detailsHeld;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    }
    return route.fallback();
  });
  let claimed = await openDetails(admin, itemName);
  await expect(claimed.getByText('Loading details...')).toBeVisible();
  releaseDetails();
  await expect(claimed.getByText(MESSAGES.detailsFailed)).toBeVisible();
  await expectAccessible(admin);
  await claimed.getByRole('button', { name: 'Try Again' }).click();
  await expect(claimed.getByRole('region', { name: 'Founded By', exact: true })).toBeVisible();
  await admin.unrouteAll();
  await claimed.getByRole('button', { name: 'Close', exact: true }).click();
  claimed = await openDetails(admin, itemName);
  await expect(claimed.getByRole('region', { name: 'Received By', exact: true })).toContainText(adminEmail);
  const claimedBy = claimed.getByRole('region', { name: 'Claimed By', exact: true });
  const preview = `${message.slice(0, CLAIM_MESSAGE_PREVIEW)}...`;
  const trigger = claimedBy.getByRole('button', { name: `Message: ${message}` });
  await expect(trigger).toHaveText(preview);
  await expect(claimedBy).not.toContainText(message);
  // A pointer shows the whole message, and so does the keyboard.
  await trigger.scrollIntoViewIfNeeded();
  await trigger.hover();
  await expect(admin.getByRole('tooltip')).toHaveText(message);
  // Escape closes the tooltip first, not the modal.
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('tooltip')).toBeHidden();
  await expect(claimed).toBeVisible();
  await trigger.blur();
  // Reaching it by keyboard scrolls the modal to it, and the tooltip stays open.
  await claimed.getByRole('heading', { name: 'Item Details', exact: true }).scrollIntoViewIfNeeded();
  await trigger.focus();
  await expect(admin.getByRole('tooltip')).toHaveText(message);
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('tooltip')).toBeHidden();
  await expect(claimed).toBeVisible();
  await expectAccessible(admin);
  await claimed.getByRole('button', { name: 'Close', exact: true }).click();

  stats = await expectDashboardMatchesServer(admin);
  expect(stats.claimedItems).toBeGreaterThanOrEqual(1);

  // Handover: the receiver takes it; it leaves the stored list.
  await admin.goto(`/admin/recovered-items?q=${reportId}`);
  const handover = await openDetails(admin, itemName);
  await handover.getByRole('button', { name: 'Hand Over Item' }).click();
  const receiverName = `Receiver ${unique()}`;
  await handover.getByRole('textbox', { name: 'Receiver Name', exact: true }).fill(receiverName);
  await handover.getByRole('textbox', { name: 'University ID', exact: true }).fill('221-15-9999');
  await handover.getByRole('textbox', { name: 'Email', exact: true }).fill('receiver@diu.edu.bd');
  await handover.getByRole('textbox', { name: 'Phone', exact: true }).fill('01812345678');
  await handover.getByLabel('Department').selectOption(diu.faculties[1]!.departments[0]!);
  await expectAccessible(admin);
  await handover.getByRole('button', { name: 'Confirm Handover' }).click();
  await expect(admin.getByText(MESSAGES.handedOver)).toBeVisible();
  await expect(handover).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(itemName) })).toHaveCount(0);

  // Resolved: Taken By and Handed Over By.
  await admin.goto(`/admin/resolved-items?q=${reportId}`);
  await expect(admin.getByRole('columnheader', { name: 'Hand Over Date' })).toBeVisible();
  await expectAccessible(admin);
  const resolved = await openDetails(admin, itemName);
  await expect(resolved.getByRole('region', { name: 'Taken By', exact: true })).toContainText(receiverName);
  await expect(resolved.getByRole('region', { name: 'Handed Over By', exact: true })).toContainText(
    adminEmail,
  );
  await expect(resolved.getByRole('region', { name: 'Found By', exact: true })).toBeVisible();
  await expect(resolved.getByRole('region', { name: 'Received By', exact: true })).toContainText(adminEmail);
  // History: each step in order, with who took it.
  const history = resolved.getByRole('list', { name: 'Item history' }).getByRole('listitem');
  await expect(history).toHaveText([
    new RegExp(`^Reported.*by ${memberName}`),
    new RegExp(`^Stored.*by .*${adminEmail}`),
    new RegExp(`^Claim filed · CLM\\d{6}.*by ${memberName}`),
    // The handover keeps its receipt at hand, to print again.
    new RegExp(`^Handed over.*by .*${adminEmail}.*To ${receiverName}\\s*Print Receipt of FND\\d{6}$`),
  ]);
  await expectAccessible(admin);
  await resolved.getByRole('button', { name: 'Close', exact: true }).click();

  stats = await expectDashboardMatchesServer(admin);
  expect(stats.resolvedItems).toBeGreaterThanOrEqual(1);
  // Other tests work the desk meanwhile, so the log is searched for this item. It never names
  // the receiver: their record does, and retention may erase it.
  const activity = admin.getByRole('region', { name: 'Activity Log' });
  await activity.getByLabel('Search activity log').fill(reportId);
  await expect(admin.getByRole('row', { name: new RegExp(`Handed over #${reportId}`) })).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(receiverName) })).toHaveCount(0);

  // The activity log narrowed to this admin's handovers; the view lives in the address.
  await activity.getByLabel('Action', { exact: true }).selectOption('item_handed_over');
  await activity.getByLabel('Admin', { exact: true }).selectOption(adminEmail);
  await expect(admin).toHaveURL(/action=item_handed_over/);
  await expect(admin).toHaveURL(new RegExp(`admin=${encodeURIComponent(adminEmail)}`));
  const logRows = activity.getByRole('row').filter({ hasText: /#FND\d{6}/ });
  await expect(logRows).toHaveCount(1);
  await expect(logRows).toContainText(`Handed over #${reportId}`);
  await admin.reload();
  await expect(activity.getByLabel('Action', { exact: true })).toHaveValue('item_handed_over');
  await expect(logRows).toHaveCount(1);
  await expectAccessible(admin);
});

test('an open lost report shows its reporter and a mail link about that report', async ({
  browser,
  baseURL,
}) => {
  const member = await newPage(browser, baseURL);
  const admin = await newPage(browser, baseURL);
  const reporter = await signInMember(member, { completeProfile: true });
  await signInAdmin(admin);

  const itemName = `Lost calculator ${unique()}`;
  const response = await member.request.post('/api/lost-reports', {
    data: {
      itemName,
      color: 'Grey',
      item_description: 'A scientific calculator with my initials scratched on the back',
      lost_date: localToday(),
      lost_time: null,
      lost_location: 'Room 402, engineering building',
      imageUrl: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  await admin.goto('/admin/lost-reports');
  for (const header of ['Lost ID', 'Name', 'ID', 'Item', 'Color', 'Date', 'Time', 'Location', 'Details']) {
    await expect(admin.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = admin.getByRole('row', { name: new RegExp(itemName) });
  await expect(row).toContainText(reporter.name);
  await expect(row).toContainText('N/A');
  const reportId = (await row.locator('td').first().textContent())!;
  expect(reportId).toMatch(/^LST\d{6}$/);
  await expectAccessible(admin);

  const dialog = await openDetails(admin, itemName);
  const reportedBy = dialog.getByRole('region', { name: 'Reported By', exact: true });
  await expect(reportedBy).toContainText(reporter.name);
  await expect(reportedBy).toContainText(reporter.email);
  await expect(reportedBy).toContainText('01712345678');
  await expect(reportedBy.getByRole('img', { name: new RegExp(`${reporter.name}`) })).toBeVisible();
  await expect(dialog).toContainText('Room 402, engineering building');
  const mail = dialog.getByRole('link', { name: 'Email Reporter' });
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${reporter.email}?`)).toBe(true);
  expect(new URL(href).searchParams.get('subject')).toBe(`About your lost item report ${reportId}`);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("Item Stored shows the server's reason when another admin stored it first, and a claim without a message reads No message", async ({
  browser,
  baseURL,
}) => {
  const member = await newPage(browser, baseURL);
  const admin = await newPage(browser, baseURL);
  await signInMember(member, { completeProfile: true });
  await signInAdmin(admin);
  const itemName = `Race umbrella ${unique()}`;
  const reportId = await reportFoundItem(member, itemName);

  await admin.goto('/admin/found-reports');
  const dialog = await openDetails(admin, itemName);
  // Another admin (here the same one through the API) stores it while the modal is open.
  const first = await admin.request.patch(`/api/found-reports/${reportId}/store`, { data: {} });
  expect(first.status(), await first.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Item Stored' }).click();
  const conflict = await admin.request.patch(`/api/found-reports/${reportId}/store`, { data: {} });
  expect(conflict.status()).toBe(409);
  const { message } = (await conflict.json()) as { message: string };
  await expect(admin.getByText(message)).toBeVisible();
  await expect(admin.getByText(MESSAGES.itemStored)).toHaveCount(0);
  // The item is no longer waiting: the modal closes and the row leaves the list.
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(itemName) })).toHaveCount(0);

  // Two items brought in together, chosen on a phone by keyboard and by pointer, go on one shelf;
  // one stored elsewhere meanwhile stops the store, and the alert offers to leave it out.
  const [kept, taken] = [
    await reportFoundItem(member, `Bulk scarf ${unique()}`),
    await reportFoundItem(member, `Bulk cap ${unique()}`),
  ];
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await admin.getByRole('checkbox', { name: `Choose ${kept}` }).focus();
  await admin.keyboard.press('Space');
  await admin.getByRole('checkbox', { name: `Choose ${taken}` }).click();
  await admin.getByRole('button', { name: 'Store Chosen (2)' }).click();
  const bulk = admin.getByRole('dialog', { name: 'Store on One Shelf' });
  await bulk.getByRole('combobox', { name: 'Shelf or Bin' }).fill('Bin 7');
  const before = await admin.request.patch(`/api/found-reports/${taken}/store`, { data: {} });
  expect(before.status(), await before.text()).toBe(200);
  await bulk.getByRole('button', { name: 'Store 2 Items' }).click();
  await expect(bulk.getByRole('alert')).toContainText(taken);
  await bulk.getByRole('button', { name: 'Leave it out and try again' }).click();
  await bulk.getByRole('button', { name: 'Store One Item' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Stored ${kept}.` })).toContainText('Bin 7');
  await expect(admin.getByRole('link', { name: 'Print their labels' })).toHaveAttribute(
    'href',
    `/admin/labels?items=${kept}`,
  );
  await expectAccessible(admin);

  const claim = await member.request.patch(`/api/found-reports/${reportId}/claim`, { data: {} });
  expect(claim.status(), await claim.text()).toBe(200);
  await admin.goto('/admin/claimed-items');
  const claimed = await openDetails(admin, itemName);
  await expect(
    claimed
      .getByRole('region', { name: 'Claimed By', exact: true })
      .getByRole('cell', { name: 'No message' }),
  ).toBeVisible();
});
