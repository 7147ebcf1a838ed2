import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { uniqueWord } from './support/member-items';
import { signInAdmin } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('an item held past the holding period is let go from the Disposition queue with an outcome and a note', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAdmin(admin);

  // An item the office received 100 days ago, entered from its paper ledger.
  const itemName = `${uniqueWord()} Raincoat`;
  const university = (await (await admin.request.get('/api/university')).json()) as {
    faculties: { departments: string[] }[];
  };
  const entryData = {
    itemName,
    color: 'Olive green',
    item_description: 'A hooded raincoat with a broken zip, left in the gym',
    found_date: daysAgo(101),
    found_time: null,
    found_location: 'Sports complex',
    imageUrl: null,
    storageLocation: 'Bin 9',
    storedOn: daysAgo(100),
    founder: {
      name: 'Ledger Entry',
      email: `ledger.${Date.now()}@diu.edu.bd`,
      universityId: '221-15-9001',
      phone: '01712345678',
      department: university.faculties[0]!.departments[0]!,
    },
  };
  const entry = await admin.request.post('/api/found-reports/manual-entry', { data: entryData });
  expect(entry.status(), await entry.text()).toBe(201);
  const { reportId } = (await entry.json()) as { reportId: string };

  await admin.goto('/admin/dashboard');
  const link = admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Disposition Queue/ });
  await expect(link).toContainText(/\d+ waiting/);
  await link.click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Disposition Queue' })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(reportId) });
  await expect(row).toContainText('Bin 9');
  await row.getByRole('button', { name: `Record Outcome of ${itemName} (${reportId})` }).click();

  const dialog = admin.getByRole('dialog', { name: 'Record Outcome' });
  await dialog.getByRole('button', { name: 'Record Outcome' }).click();
  await expect(dialog.getByText('Please choose what happened to the item')).toBeVisible();
  await expect(dialog.getByText('Please add a note: who took it, or a receipt number')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Handed to police' }).check();
  await dialog.getByLabel('Note').fill('Savar police station, case 1187');
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Record Outcome' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(reportId) })).toHaveCount(0);

  // Out of storage, with the outcome on its page and in the activity log.
  await admin.goto(`/admin/recovered-items?q=${reportId}`);
  await expect(admin.getByRole('heading', { name: 'No Items Match Filter' })).toBeVisible();
  await admin.goto(`/admin/items/${reportId}`);
  const outcome = admin.getByRole('region', { name: 'Disposition' });
  await expect(outcome).toContainText('Handed to police');
  await expect(outcome).toContainText('Savar police station, case 1187');
  await admin.goto(`/admin/dashboard?q=${reportId}`);
  await expect(admin.getByText(`Disposed of item #${reportId}: Handed to police`)).toBeVisible();

  // Two more from the ledger, found by a search of the queue, let go together with one note.
  const word = uniqueWord();
  const more: string[] = [];
  for (const name of [`${word} Umbrella`, `${word} Lunch Box`]) {
    const another = await admin.request.post('/api/found-reports/manual-entry', {
      data: { ...entryData, itemName: name, storageLocation: null },
    });
    expect(another.status(), await another.text()).toBe(201);
    more.push(((await another.json()) as { reportId: string }).reportId);
  }
  await admin.goto('/admin/disposition-queue');
  await admin.getByRole('searchbox', { name: /Search/ }).fill(word);
  await expect(admin.getByRole('row', { name: new RegExp(more[0]!) })).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(more[1]!) })).toBeVisible();
  for (const id of more) await admin.getByRole('checkbox', { name: `Choose ${id}` }).check();
  await admin.getByRole('button', { name: 'Record Outcome (2)' }).click();
  const bulk = admin.getByRole('dialog', { name: 'Record Outcome' });
  await expect(bulk).toContainText(`2 items: ${more.join(', ')}`);
  await bulk.getByRole('radio', { name: 'Donated' }).check();
  await bulk.getByLabel('Note').fill('Charity shop on Road 4, receipt 55');
  await bulk.getByRole('button', { name: 'Record Outcome' }).click();
  await expect(bulk).toBeHidden();
  await expect(admin.getByRole('heading', { name: 'No Items Match Filter' })).toBeVisible();

  // Both are in the register kept for audits, with the outcome and the note.
  await admin.getByRole('link', { name: 'Disposed Items Register' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Disposed Items' })).toBeVisible();
  await admin.getByRole('searchbox', { name: /Search/ }).fill(word);
  // The search reaches the address after a pause in typing; leaving before then would race it.
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
  for (const id of more) {
    const row = admin.getByRole('row', { name: new RegExp(id) });
    await expect(row).toContainText('Donated');
    await expect(row).toContainText('Charity shop on Road 4, receipt 55');
  }

  // A search typed just before leaving stays behind: its pause ends while the next screen is
  // still loading (its code held here), and the person is not brought back to the register.
  await admin.clock.install();
  let releaseReport = () => {};
  const reportHeld = new Promise<void>((resolve) => (releaseReport = resolve));
  let reportRequested = () => {};
  const reportLoading = new Promise<void>((resolve) => (reportRequested = resolve));
  await admin.route(/\/assets\/monthly-report-[\w-]+\.js$/, async (route) => {
    reportRequested();
    await reportHeld;
    await route.continue();
  });
  await admin.getByRole('searchbox', { name: /Search/ }).fill(`${word} Donated`);

  // This month's report counts them, and prints without the console around it.
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Monthly Report' })
    .click();
  await reportLoading;
  await admin.clock.runFor(1_000);
  releaseReport();
  await expect(admin.getByRole('heading', { level: 1, name: 'Monthly Report' })).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/monthly-report$/);
  const figures = admin.getByRole('table', { name: /^Figures for/ });
  await expect(figures.getByRole('columnheader', { name: 'Disposed' })).toBeVisible();
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(figures).toBeVisible();
  await context.close();
});
