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
  const entry = await admin.request.post('/api/found-reports/manual-entry', {
    data: {
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
    },
  });
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
  await context.close();
});
