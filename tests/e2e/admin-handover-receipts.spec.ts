import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { uniqueWord } from './support/member-items';
import { signInAdmin } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** An item entered at the desk and handed over to its owner, through the API. */
async function handedOverItem(page: Page) {
  const university = (await (await page.request.get('/api/university')).json()) as {
    faculties: { departments: string[] }[];
  };
  const department = university.faculties[0]!.departments[0]!;
  const itemName = `${uniqueWord()} Calculator`;
  const entry = await page.request.post('/api/found-reports/manual-entry', {
    data: {
      itemName,
      color: 'Black',
      item_description: 'A scientific calculator with a cracked cover',
      found_date: new Date().toISOString().slice(0, 10),
      found_time: null,
      found_location: 'Exam hall 3',
      imageUrl: null,
      founder: {
        name: 'Invigilator On Duty',
        email: 'invigilator@diu.edu.bd',
        universityId: 'EMP-4001',
        phone: '01712345678',
        department,
      },
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const { reportId } = (await entry.json()) as { reportId: string };
  const receiver = { name: 'Nusrat Jahan Owner', email: 'nusrat.owner@diu.edu.bd' };
  const handover = await page.request.patch(`/api/found-reports/${reportId}/handover`, {
    data: { receiver: { ...receiver, universityId: '221-15-5001', phone: '01812345678', department } },
  });
  expect(handover.status(), await handover.text()).toBe(200);
  return { itemName, reportId, receiver };
}

for (const { name, viewport } of [
  { name: 'on a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'on a 390 px phone', viewport: { width: 390, height: 844 } },
]) {
  test(`a handover receipt can be printed again from the item, its history and Resolved Items ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAdmin(page);
    const { itemName, reportId, receiver } = await handedOverItem(page);
    const receipt = page.getByRole('article', { name: `Handover receipt for ${reportId}` });
    const printReceipt = `Print Receipt of ${reportId}`;

    // From the item's own page (what its label's QR code opens).
    await page.goto(`/admin/items/${reportId}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(itemName) })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: printReceipt }).first().click();
    await expect(page).toHaveURL(/\/admin\/handover-receipt\//);
    await expect(receipt).toContainText(itemName);
    await expect(receipt).toContainText(receiver.name);
    await expectAccessible(page);
    // Each paper copy says when it was printed.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt.getByText(/^Printed on .+ at \d{2}:\d{2} (AM|PM)\.$/)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // From the handover in the item's history.
    await page.getByRole('link', { name: 'Open Item' }).click();
    const history = page.getByRole('region', { name: 'History' });
    const handedOver = history.getByRole('listitem').filter({ hasText: 'Handed over' });
    await expect(handedOver).toContainText(`To ${receiver.name}`);
    await handedOver.getByRole('link', { name: printReceipt }).click();
    await expect(receipt).toContainText(receiver.email);

    // From Resolved Items.
    await page.goto(`/admin/resolved-items?q=${reportId}`);
    await page.getByRole('button', { name: `View details of ${itemName} (${reportId})` }).click();
    const details = page.getByRole('dialog', { name: 'Resolved Item Details' });
    await expectAccessible(page);
    await details.getByRole('link', { name: printReceipt }).last().click();
    await expect(details).toBeHidden();
    await expect(receipt).toContainText(itemName);
  });
}
