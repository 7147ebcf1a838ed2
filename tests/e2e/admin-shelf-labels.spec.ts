import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { reportFoundItem, uniqueWord } from './support/member-items';
import { signInAdmin, signInMember } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('an item stored on a shelf gets a printable label whose QR code opens it in the console, signed in or not', async ({
  browser,
  baseURL,
}) => {
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signInMember(member, { completeProfile: true });
  const itemName = `${uniqueWord()} Satchel`;
  const { reportId } = await reportFoundItem(member.request, { itemName });
  await memberContext.close();

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAdmin(admin);

  // Item Stored, with the shelf it goes on.
  await admin.goto(`/admin/found-reports?q=${reportId}`);
  await admin.getByRole('button', { name: `View details of ${itemName} (${reportId})` }).click();
  const reported = admin.getByRole('dialog');
  await reported.getByLabel('Shelf or Bin').fill('Shelf K7');
  await reported.getByRole('button', { name: 'Item Stored' }).click();
  await expect(reported).toBeHidden();

  // The shelf shows in the stored list; the item is chosen for a label.
  await admin.goto(`/admin/recovered-items?q=${reportId}`);
  const row = admin.getByRole('row', { name: new RegExp(reportId) });
  await expect(row.getByRole('cell', { name: 'Shelf K7' })).toBeVisible();
  await row.getByRole('checkbox', { name: `Choose ${reportId} for labels` }).check();
  await admin.getByRole('link', { name: 'Print Labels (1)' }).click();

  await expect(admin).toHaveURL(new RegExp(`/admin/labels\\?items=${reportId}$`));
  const label = admin.getByRole('listitem', { name: `Label for ${reportId}` });
  await expect(label).toContainText(reportId);
  await expect(label).toContainText(itemName);
  await expect(label).toContainText('Shelf K7');
  const qr = label.getByRole('img', { name: `QR code opening ${reportId} in the admin console` });
  const target = `${baseURL}/admin/items/${reportId}`;
  await expect(qr).toHaveAttribute('data-qr-value', target);
  await expectAccessible(admin);

  // On paper: the labels sheet alone, three labels of 63.5 mm across an A4 page.
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('button', { name: 'Print Labels' })).toBeHidden();
  await expect(admin.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  const width = await label.evaluate((node) => node.getBoundingClientRect().width);
  // 63.5 mm at 96 px per inch.
  expect(Math.round(width)).toBe(240);
  await admin.emulateMedia({ media: 'screen' });

  // Scanned by a phone nobody is signed in on: the admin sign-in, then the item itself.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(target);
  await expect(phone).toHaveURL(
    `${baseURL}/auth/login/admin?returnTo=${encodeURIComponent(`/admin/items/${reportId}`)}`,
  );
  await phone.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL!);
  await phone.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD!);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone).toHaveURL(target);
  await expect(phone.getByRole('heading', { level: 1, name: new RegExp(itemName) })).toBeVisible();
  await phoneContext.close();

  // What the code opens: the item's page, where it can be moved to another shelf.
  await admin.goto(target);
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(itemName) })).toBeVisible();
  const shelf = admin.getByRole('region', { name: 'Shelf or Bin' });
  await expect(shelf).toContainText('Shelf K7');
  await shelf.getByRole('button', { name: `Change the shelf or bin of ${reportId}` }).click();
  await shelf.getByLabel('New shelf or bin').fill('Bin 3');
  await shelf.getByRole('button', { name: 'Save' }).click();
  await expect(shelf).toContainText('Bin 3');
  await expectAccessible(admin);

  // Just stored, it is far from the end of its holding period: not in the Disposition queue.
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Disposition Queue/ })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Disposition Queue' })).toBeVisible();
  await expect(admin.getByText(/Items held for more than 90 days/)).toBeVisible();
  await expect(admin.getByRole('link', { name: reportId })).toHaveCount(0);
  await context.close();
});

/** How many pages a PDF that Chromium printed has: one page object each. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

test('a sheet of labels prints on as many A4 pages as it needs, never a blank one more', async ({ page }) => {
  await signInAdmin(page);
  const word = uniqueWord();
  const university = (await (await page.request.get('/api/university')).json()) as {
    faculties: { departments: string[] }[];
  };
  const ids: string[] = [];
  for (let index = 1; index <= 22; index += 1) {
    const response = await page.request.post('/api/found-reports/manual-entry', {
      data: {
        itemName: `${word} Flask ${index}`,
        color: 'Steel grey',
        item_description: 'A steel flask left in the reading room',
        found_date: new Date().toISOString().slice(0, 10),
        found_time: null,
        found_location: 'Central library',
        imageUrl: null,
        storageLocation: `Shelf F${index}`,
        founder: {
          name: 'Library Attendant',
          email: 'library.attendant@diu.edu.bd',
          universityId: 'EMP-3001',
          phone: '01712345678',
          department: university.faculties[0]!.departments[0]!,
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { reportId: string }).reportId);
  }

  // 21 labels fill one sheet; the 22nd starts the second.
  for (const [labels, pages] of [
    [1, 1],
    [21, 1],
    [22, 2],
  ] as const) {
    await page.goto(`/admin/labels?items=${ids.slice(0, labels).join(',')}`);
    await expect(page.getByRole('img', { name: /^QR code opening / })).toHaveCount(labels);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pageCount(pdf), `${labels} labels`).toBe(pages);
  }
});

test('the ID box lists what part of an ID names and opens the chosen item or lost report by keyboard, on a phone', async ({
  browser,
  baseURL,
}) => {
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signInMember(member, { completeProfile: true });
  const word = uniqueWord();
  const { reportId } = await reportFoundItem(member.request, { itemName: `${word} Lunchbox` });
  const lost = await member.request.post('/api/lost-reports', {
    data: {
      itemName: `${word} Thermos`,
      color: 'Green',
      item_description: 'A green thermos with a dented lid',
      lost_date: new Date().toISOString().slice(0, 10),
      lost_time: null,
      lost_location: 'Gym hall',
      imageUrl: null,
    },
  });
  expect(lost.status(), await lost.text()).toBe(201);
  const { reportId: lostId } = (await lost.json()) as { reportId: string };
  await memberContext.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const admin = await context.newPage();
  await signInAdmin(admin);
  await admin.goto('/admin/found-reports');
  const box = admin.getByRole('combobox', { name: 'Open an item, lost report or claim by its ID' });
  const list = admin.getByRole('listbox', { name: 'Records with this ID' });

  // "fnd" and the number without its zeros, as read out on the phone: the whole ID comes first.
  await box.fill(`fnd${Number(reportId.slice(3))}`);
  const option = list.getByRole('option').first();
  await expect(option).toContainText(reportId);
  await expect(option).toContainText(`${word} Lunchbox`);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(admin);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/items/${reportId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(`${word} Lunchbox`) })).toBeVisible();
  await expect(box).toHaveValue('');

  // A whole lost report ID and Enter: the report over the lost reports, open, with who reported it.
  await box.fill(lostId.toLowerCase());
  await box.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/lost-reports\\?report=${lostId}$`));
  const report = admin.getByRole('dialog', { name: 'Lost Report Details' });
  await expect(report).toContainText(`${word} Thermos`);
  await expect(report.getByText('Open: its member is still looking for it')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/lost-reports$/);

  // An ID nothing has says so where it was typed; Escape twice empties the box.
  await box.fill('LST999999999');
  await expect(
    admin.getByRole('status').filter({ hasText: 'Nothing has an ID like LST999999999.' }),
  ).toBeVisible();
  await box.press('Escape');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await context.close();
});
