import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAdmin } from './sign-in';

const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';

/**
 * A made-up word no other test uses (tests share one server and run in
 * parallel), long enough that a one-letter typo still matches it.
 */
export function uniqueWord(): string {
  let word = '';
  for (let index = 0; index < 5; index += 1) {
    word += CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)];
    word += VOWELS[Math.floor(Math.random() * VOWELS.length)];
  }
  return word[0]!.toUpperCase() + word.slice(1);
}

/** The word with one letter left out: what a hurried person types. */
export const withTypo = (word: string) => word.slice(0, 4) + word.slice(5);

/**
 * A found date that (almost surely) no other test's item has, in the past, so
 * filtering on it shows only this test's items.
 */
export function uniquePastDate(): string {
  const start = Date.UTC(2001, 0, 1);
  const days = Math.floor(Math.random() * 365 * 18);
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day before an ISO date. */
export function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A real PNG photo for the upload field. */
export async function samplePhoto(name = 'item-photo.png') {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Uploads a photo through the API as the signed-in page; returns the stored (detail) URL. */
export async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const photo = await samplePhoto();
  const response = await request.post('/api/upload', { multipart: { image: photo } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

export interface FoundItemFields {
  itemName: string;
  color?: string;
  item_description?: string;
  found_date?: string;
  found_time?: string | null;
  found_location?: string;
  imageUrl?: string | null;
}

/** A member reports a found item through the API; returns its ids. */
export async function reportFoundItem(
  request: APIRequestContext,
  fields: FoundItemFields,
): Promise<{ _id: string; reportId: string }> {
  const response = await request.post('/api/found-reports', {
    data: {
      color: 'Dark blue',
      item_description: 'Found on a bench, has a small sticker on the back.',
      found_date: uniquePastDate(),
      found_time: '10:30',
      found_location: 'Central library, ground floor',
      imageUrl: null,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; reportId: string };
}

/** An admin session of its own (another browser context), for what only security does. */
export async function openAdmin(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAdmin(page);
  return {
    /** PATCH /api/found-reports/{reportId}/store: the item becomes a recovered item. */
    async store(reportId: string) {
      const response = await page.request.patch(`/api/found-reports/${encodeURIComponent(reportId)}/store`, {
        data: {},
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    close: () => context.close(),
  };
}

/** Reports and stores found items, ready to be seen by members. */
export async function storedItems(
  member: Page,
  admin: { store: (reportId: string) => Promise<void> },
  items: FoundItemFields[],
): Promise<{ _id: string; reportId: string }[]> {
  const created = [];
  for (const fields of items) {
    const report = await reportFoundItem(member.request, fields);
    await admin.store(report.reportId);
    created.push(report);
  }
  return created;
}

/** Presses Tab until `target` has focus: reaching a control the way a keyboard user does. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The date as the person's browser shows it (spec: local format). */
export const localDate = (page: Page, iso: string) =>
  page.evaluate((value) => new Date(`${value}T00:00:00`).toLocaleDateString(), iso);

/** Today where the browser is, as YYYY-MM-DD. */
export const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
