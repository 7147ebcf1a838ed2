import { expect, expectAccessible, test } from './support/fixtures';
import { browserToday, samplePhoto, tabTo, uniqueWord } from './support/member-items';
import { signInMember } from './support/sign-in';

// The keyboard test types a date in the en-US order (month, day, year).
test.use({ locale: 'en-US' });

const kinds = [
  {
    kind: 'Lost',
    path: '/user/report-lost',
    api: '**/api/lost-reports',
    success: 'Lost item report submitted successfully!',
  },
  {
    kind: 'Found',
    path: '/user/report-found',
    api: '**/api/found-reports',
    success: 'Found item report submitted successfully!',
  },
] as const;

for (const { kind, path, api, success } of kinds) {
  test.describe(`report ${kind.toLowerCase()}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInMember(page, { completeProfile: true, open: path });
    });

    test('validates on submit with the spec messages, then again as the person types', async ({ page }) => {
      const submit = page.getByRole('button', { name: 'Submit Report' });
      await submit.click();
      await expect(page.getByText('Item name is required')).toBeVisible();
      await expect(page.getByText('Please enter the color')).toBeVisible();
      await expect(page.getByText('Item description is required')).toBeVisible();
      await expect(page.getByText(`${kind} date is required`)).toBeVisible();
      await expect(page.getByText(`${kind} location is required`)).toBeVisible();
      await expectAccessible(page);

      // Re-validation on change: each message follows what is typed, without submitting again.
      const name = page.getByLabel('Item Name');
      await name.fill('ab');
      await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
      await name.fill('abc');
      await expect(page.getByText('Name must be at least 3 characters')).toHaveCount(0);
      await page.getByLabel('Description').fill('too short');
      await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
      await page.getByLabel(`${kind} Location`).fill('ab');
      await expect(page.getByText('Location must be at least 3 characters')).toBeVisible();
      await page.getByLabel('Color').fill('Red');
      await expect(page.getByText('Please enter the color')).toHaveCount(0);

      const today = await browserToday(page);
      const date = page.getByLabel(`${kind} Date`);
      await expect(date).toHaveAttribute('max', today);
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
      await date.fill(tomorrow);
      await expect(page.getByText(`${kind} date cannot be in the future`)).toBeVisible();
      await date.fill(today);
      await expect(page.getByText(`${kind} date cannot be in the future`)).toHaveCount(0);
    });

    test('submits with a photo, then resets the form, the photo and the file input', async ({ page }) => {
      const itemName = `${uniqueWord()} backpack`;
      await page.getByLabel('Item Name').fill(itemName);
      await page.getByLabel('Color').fill('Navy blue');
      await page.getByLabel('Description').fill('Canvas backpack with a laptop sleeve and a keychain.');
      await page.getByLabel(`${kind} Date`).fill('2026-01-15');
      await page.getByLabel(`${kind} Time (optional)`).fill('14:30');
      await page.getByLabel(`${kind} Location`).fill('Cafeteria, table near the window');

      const fileInput = page.getByLabel('Photo (optional)');
      await fileInput.setInputFiles(await samplePhoto());
      await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toBeVisible();

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(api.slice(2)),
      );
      await page.getByRole('button', { name: 'Submit Report' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        itemName,
        color: 'Navy blue',
        item_description: 'Canvas backpack with a laptop sleeve and a keychain.',
        [`${kind.toLowerCase()}_date`]: '2026-01-15',
        [`${kind.toLowerCase()}_time`]: '14:30',
        [`${kind.toLowerCase()}_location`]: 'Cafeteria, table near the window',
      });
      expect(body.imageUrl).toMatch(/^\/api\/images\/.+/);

      await expect(page.getByText(success)).toBeVisible();
      await expect(page.getByLabel('Item Name')).toHaveValue('');
      await expect(page.getByLabel('Description')).toHaveValue('');
      await expect(page.getByLabel(`${kind} Date`)).toHaveValue('');
      await expect(page.getByLabel(`${kind} Time (optional)`)).toHaveValue('');
      await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toHaveCount(0);
      expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    });

    test('keeps everything when the report fails to submit', async ({ page }) => {
      await page.route(api, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
          : route.continue(),
      );
      const itemName = `${uniqueWord()} calculator`;
      await page.getByLabel('Item Name').fill(itemName);
      await page.getByLabel('Color').fill('Grey');
      await page.getByLabel('Description').fill('Scientific calculator with a cracked cover.');
      await page.getByLabel(`${kind} Date`).fill('2026-02-01');
      await page.getByLabel(`${kind} Location`).fill('Room 402, Academic building');
      await page.getByRole('button', { name: 'Submit Report' }).click();

      await expect(page.getByText('Failed to submit report. Please try again.')).toBeVisible();
      await expect(page.getByLabel('Item Name')).toHaveValue(itemName);
      await expect(page.getByLabel('Color')).toHaveValue('Grey');
      await expect(page.getByLabel(`${kind} Date`)).toHaveValue('2026-02-01');
      await expect(page.getByLabel(`${kind} Location`)).toHaveValue('Room 402, Academic building');
      await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
    });

    test('disables submit while the photo uploads and reads "Submitting Report..." while sending', async ({
      page,
    }) => {
      await page.getByLabel('Item Name').fill(`${uniqueWord()} charger`);
      await page.getByLabel('Color').fill('White');
      await page.getByLabel('Description').fill('Laptop charger, 65 W, with a frayed cable end.');
      await page.getByLabel(`${kind} Date`).fill('2026-03-10');
      await page.getByLabel(`${kind} Location`).fill('Auditorium entrance');

      let releaseUpload: () => void = () => {};
      const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
      await page.route('**/api/upload', async (route) => {
        await uploadHeld;
        await route.continue();
      });
      await page.getByLabel('Photo (optional)').setInputFiles(await samplePhoto());
      await expect(page.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
      releaseUpload();
      await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();

      let releaseSubmit: () => void = () => {};
      const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));
      await page.route(api, async (route) => {
        await submitHeld;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Submit Report' }).click();
      const busy = page.getByRole('button', { name: 'Submitting Report...' });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      releaseSubmit();
      await expect(page.getByText(success)).toBeVisible();
    });

    test('Remove clears the photo and the file input; a non-image is refused', async ({ page }) => {
      const fileInput = page.getByLabel('Photo (optional)');
      await fileInput.setInputFiles(await samplePhoto());
      await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toHaveCount(0);
      expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
      await expect(page.getByText('PNG, JPG up to 10MB')).toBeVisible();

      await fileInput.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByText('Please select a valid image file')).toBeVisible();
    });
  });
}

test('a report can be completed with the keyboard alone', async ({ page }) => {
  await signInMember(page, { completeProfile: true, open: '/user/report-lost' });
  await page.locator('body').click({ position: { x: 1, y: 1 } });

  await tabTo(page, page.getByLabel('Item Name'));
  await page.keyboard.type(`${uniqueWord()} glasses`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Color')).toBeFocused();
  await page.keyboard.type('Brown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Reading glasses in a brown leather case.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Lost Date')).toBeFocused();
  // Month, day and year segments of the date control, typed in turn.
  await page.keyboard.type('01152026');
  await expect(page.getByLabel('Lost Date')).toHaveValue('2026-01-15');
  await tabTo(page, page.getByLabel('Lost Location'));
  await page.keyboard.type('Bus stop near gate 2');
  await tabTo(page, page.getByRole('button', { name: 'Submit Report' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lost item report submitted successfully!')).toBeVisible();
  await expect(page.getByLabel('Item Name')).toHaveValue('');
});

test('the report found screen has no serious accessibility problems', async ({ page }) => {
  await signInMember(page, { completeProfile: true, open: '/user/report-found' });
  await expect(page.getByRole('heading', { name: 'Report a Found Item' })).toBeVisible();
  await expectAccessible(page);
});
