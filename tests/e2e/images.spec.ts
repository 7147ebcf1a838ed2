import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { openAdmin, storedItems, uniqueWord } from './support/member-items';
import { signInAdmin, signInMember } from './support/sign-in';

/** A phone-like photo with a GPS position in its EXIF. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    // Noise does not compress, so the file is big enough to watch it upload.
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({
      exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 52/1 0/1', GPSMapDatum: 'WGS-84' } },
    })
    .toBuffer();
}

async function openReportLost(page: Page) {
  await signInMember(page, { completeProfile: true, open: '/user/report-lost' });
  await expect(page.getByRole('heading', { name: 'Report a Lost Item' })).toBeVisible();
  return page.getByLabel('Photo (optional)');
}

test('a member uploads a photo with a visible progress bar, sees the preview without GPS data, and removes it', async ({
  page,
}) => {
  const input = await openReportLost(page);
  await expect(page.getByText('PNG, JPG up to 10MB')).toBeVisible();
  const photo = await photoWithGps(1200, 900);

  // A slow uplink, so the upload takes long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: Math.round(photo.length / 3),
  });

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });

  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Uploading image...')).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 })
    .toBeGreaterThan(0);

  const response = await uploaded;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as { url: string; cardUrl: string };

  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(progress).toBeHidden();
  const preview = page.getByRole('img', { name: 'Uploaded photo preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', result.cardUrl);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  // The toast is the toaster's, checked where it is owned; this checks the upload field.
  await expect(page.getByText('Image uploaded successfully!')).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page);

  // What everyone can download holds the picture and nothing about where it was taken.
  const served = await page.request.get(result.url);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await served.body();
  const metadata = await sharp(bytes).metadata();
  expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
    width: 1200,
    height: 900,
    exif: undefined,
  });
  expect(bytes.includes(Buffer.from('WGS-84'))).toBe(false);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(preview).toBeHidden();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(page.getByText('Click to upload a photo')).toBeVisible();
});

test('the browser refuses a file that is not an image, and one over 10 MB, without uploading', async ({
  page,
}) => {
  const input = await openReportLost(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload')) uploads += 1;
  });

  // Chosen with the keyboard: the field takes focus and opens the file chooser. Listening for the
  // chooser turns on its interception without waiting for it: the round trips of focusing come
  // after, so Space cannot reach the field before Chromium hands its chooser to the test.
  const chooser = page.waitForEvent('filechooser');
  await input.focus();
  await expect(input).toBeFocused();
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a valid image file' })).toBeVisible();
  await expect(input).toHaveValue('');

  const big = Buffer.concat([await photoWithGps(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(page.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' })).toBeVisible();
  await expect(input).toHaveValue('');
  expect(uploads).toBe(0);
  await expectAccessible(page);
});

test('the server refuses an SVG named like a PNG, and a failed upload says so', async ({ page }) => {
  const input = await openReportLost(page);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: svg });
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a valid image file' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toHaveCount(0);

  // The connection drops during the upload.
  await page.route('**/api/upload', (route) => route.abort('connectionreset'));
  await input.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(100, 100),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to upload image. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
});

test('item cards show the small variant of a photo, and the default picture when the photo is missing or broken', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInMember(page, { completeProfile: true });
  const upload = await page.request.post('/api/upload', {
    multipart: {
      image: { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(1600, 1200) },
    },
  });
  expect(upload.status()).toBe(200);
  const { url, cardUrl } = (await upload.json()) as { url: string; cardUrl: string };

  const word = uniqueWord();
  const admin = await openAdmin(browser, baseURL!);
  await storedItems(page, admin, [
    { itemName: `${word} camera`, imageUrl: url },
    { itemName: `${word} wallet`, imageUrl: '/api/images/00000000-0000-4000-8000-000000000000/detail.webp' },
    { itemName: `${word} scarf`, imageUrl: null },
  ]);
  await admin.close();

  await page.goto(`/user/search-results?q=${word}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  const loaded = (name: string) =>
    page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  const camera = page.getByRole('img', { name: `${word} camera` });
  await expect(camera).toHaveAttribute('src', cardUrl);
  await expect(camera).toHaveAttribute('loading', 'lazy');
  await expect(camera).toHaveAttribute('decoding', 'async');
  await expect(camera).toHaveAttribute('width', /^\d+$/);
  await expect(camera).toHaveAttribute('height', /^\d+$/);
  await camera.scrollIntoViewIfNeeded();
  await expect.poll(() => camera.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  for (const name of [`${word} wallet`, `${word} scarf`]) {
    const image = page.getByRole('img', { name });
    await image.scrollIntoViewIfNeeded();
    await expect(image).not.toHaveAttribute('src', /\/api\/images\//);
    await expect.poll(() => loaded(name)).toBe(true);
  }
  await expectAccessible(page);
});

test('on manual entry the browser lets a large file through, and the server answers that it is over 10 MB', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/admin-entry');
  const input = page.getByLabel('Item Photo (optional)');
  const big = Buffer.concat([await photoWithGps(200, 200), Buffer.alloc(11 * 1024 * 1024)]);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  expect((await answered).status()).toBe(413);
  await expect(page.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' })).toBeVisible();
  await expect(input).toHaveValue('');
});

test('a text file named like a photo is refused once, under the field, not again in a toast', async ({
  page,
}) => {
  const input = await openReportLost(page);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('my notes') });
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a valid image file' })).toBeVisible();

  // Toasts show in the order they are raised: once the next upload's toast is up, a toast for
  // the refusal would be on screen too.
  await input.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(80, 60),
  });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(page.getByText('Failed to upload image. Please try again.')).toHaveCount(0);
  await expect(page.getByText('Please select a valid image file')).toHaveCount(0);
});
