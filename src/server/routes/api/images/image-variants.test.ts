import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { images } from '#server/db/schema';
import { multipartBody, photoWithGps } from '#server/services/images/test-images';

describe.each(databaseKinds)('GET /api/images/{id}/{variant}.webp on %s', (kind) => {
  let t: TestApp;
  let id: string;
  let url: string;
  let cardUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const member = await t.signInMember();
    const { payload, headers } = multipartBody(await photoWithGps(2000, 1500));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, cookie: member.cookie },
      payload,
    });
    ({ url, cardUrl } = response.json());
    id = url.split('/')[3]!;
  });
  afterAll(async () => t?.close());

  it('serves the stored bytes to anyone, cached for a year', async () => {
    const [row] = await t.db.select().from(images).where(eq(images.id, id));
    for (const [path, stored] of [
      [url, row!.detail],
      [cardUrl, row!.card],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toMatch(/^".+"$/);
      expect(Number(response.headers['content-length'])).toBe(stored.length);
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
    const detail = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect({ width: detail.width, height: detail.height }).toEqual({ width: 1600, height: 1200 });
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: cardUrl });
    const again = await t.app.inject({
      method: 'GET',
      url: cardUrl,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The two variants are different files, so they carry different tags.
    const detail = await t.app.inject({ method: 'GET', url });
    expect(detail.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 404 JSON for an unknown image, variant or malformed id', async () => {
    for (const path of [
      '/api/images/2b7e1516-28ae-4d2a-a6d2-0123456789ab/detail.webp',
      `/api/images/${id}/original.webp`,
      `/api/images/${id}/detail.png`,
      `/api/images/${id}/detail`,
      "/api/images/not-a-uuid'--/card.webp",
      '/api/images/12345/card.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().message).toBeTruthy();
    }
  });
});
