import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { MAX_IMAGE_BYTES } from '#shared/constants/limits';
import { images } from '#server/db/schema';
import { UPLOADS_PER_WINDOW } from '#server/services/images/create-image';
import {
  containsAscii,
  htmlPage,
  multipartBody,
  photoWithGps,
  pngWithLyingHeader,
  solidImage,
  svgWithScript,
} from '#server/services/images/test-images';

const IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})\/detail\.webp$/;

describe.each(databaseKinds)('POST /api/upload on %s', (kind) => {
  let t: TestApp;
  let member: { cookie: string };
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.signInMember();
    photo = await photoWithGps(2400, 1800, 6);
  });
  afterAll(async () => t?.close());

  const upload = (file: Buffer, cookie: string | undefined, part?: Parameters<typeof multipartBody>[1]) => {
    const { payload, headers } = multipartBody(file, part);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload,
    });
  };

  const storedCount = async () => {
    const [row] = await t.db.select({ n: count() }).from(images);
    return row!.n;
  };

  async function expectRefused(response: Awaited<ReturnType<typeof upload>>, before: number) {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select a valid image file');
    expect(await storedCount()).toBe(before);
  }

  it('refuses an anonymous upload with 401 and stores nothing', async () => {
    const before = await storedCount();
    const response = await upload(photo, undefined);
    expect(response.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('stores a member’s photo as two WebP variants and answers with their URLs', async () => {
    const response = await upload(photo, member.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const id = IMAGE_URL.exec(body.url)?.[1];
    expect(id).toBeDefined();
    expect(body.cardUrl).toBe(`/api/images/${id}/card.webp`);
    // EXIF orientation 6 (camera held upright): the stored picture is portrait.
    expect({ width: body.width, height: body.height }).toEqual({ width: 1200, height: 1600 });

    const [row] = await t.db.select().from(images).where(eq(images.id, id!));
    expect(row).toMatchObject({
      cardWidth: 360,
      cardHeight: 480,
      detailWidth: 1200,
      detailHeight: 1600,
      uploadedByAdminId: null,
    });
    expect(row!.uploadedByMemberId).not.toBeNull();
    expect((await sharp(row!.detail).metadata()).format).toBe('webp');
    expect((await sharp(row!.card).metadata()).format).toBe('webp');
  });

  it('lets a member with an incomplete profile upload (their profile photo comes first)', async () => {
    const incomplete = await t.signInMember({ complete: false });
    const response = await upload(await solidImage(64, 64, 'png'), incomplete.cookie);
    expect(response.statusCode).toBe(200);
  });

  it('lets an admin upload and records them as the uploader', async () => {
    const admin = await t.signInAdmin();
    const response = await upload(await solidImage(300, 200, 'webp'), admin.cookie, {
      filename: 'item.webp',
      type: 'image/webp',
    });
    expect(response.statusCode).toBe(200);
    const id = IMAGE_URL.exec(response.json().url)![1]!;
    const [row] = await t.db.select().from(images).where(eq(images.id, id));
    expect(row!.uploadedByAdminId).toBe(admin.record.id);
    expect(row!.uploadedByMemberId).toBeNull();
    // Small pictures are never enlarged.
    expect(row).toMatchObject({ detailWidth: 300, detailHeight: 200, cardWidth: 300, cardHeight: 200 });
  });

  it('keeps transparency of a PNG', async () => {
    const response = await upload(await solidImage(100, 100, 'png', true), member.cookie, {
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const id = IMAGE_URL.exec(response.json().url)![1]!;
    const [row] = await t.db.select({ detail: images.detail }).from(images).where(eq(images.id, id));
    expect((await sharp(row!.detail).metadata()).hasAlpha).toBe(true);
  });

  it('removes all metadata, GPS included, from both stored variants', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(containsAscii(photo, 'WGS-84')).toBe(true);

    const response = await upload(photo, member.cookie);
    expect(response.statusCode).toBe(200);
    const id = IMAGE_URL.exec(response.json().url)![1]!;
    const [row] = await t.db.select().from(images).where(eq(images.id, id));
    for (const stored of [row!.detail, row!.card]) {
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const text of ['GPS', 'WGS-84', 'Exif', 'TestCam'])
        expect(containsAscii(stored, text)).toBe(false);
    }
  });

  it('refuses a file just over 10 MB with 413 and stores nothing', async () => {
    const before = await storedCount();
    const oversize = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length)]);
    const response = await upload(oversize, member.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 10MB');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file just over 10 MB sent over a real connection, as a browser sends it', async () => {
    const before = await storedCount();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (file: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${address}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: member.cookie },
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const justOver = await send(Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length)]));
    expect(justOver).toEqual({
      status: 413,
      body: {
        message: 'File size must be less than 10MB',
        code: 'IMAGE_TOO_LARGE',
        messageKey: 'toasts.imageTooLarge',
      },
    });
    expect(await storedCount()).toBe(before);
    // Exactly 10 MB is allowed (the padding after the JPEG's end is ignored by the decoder).
    const atLimit = await send(Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES - photo.length)]));
    expect(atLimit.status).toBe(200);
  });

  it('refuses a request declaring far more than 10 MB before reading it', async () => {
    const before = await storedCount();
    const response = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 200 * 1024), member.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 10MB');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an SVG with a script, even when it claims to be a PNG', async () => {
    const before = await storedCount();
    await expectRefused(
      await upload(svgWithScript, member.cookie, { filename: 'photo.svg', type: 'image/svg+xml' }),
      before,
    );
    await expectRefused(
      await upload(svgWithScript, member.cookie, { filename: 'photo.png', type: 'image/png' }),
      before,
    );
  });

  it('refuses a PNG whose header lies about its size', async () => {
    const before = await storedCount();
    // A decompression bomb's header (10 gigapixels) and a header larger than its pixel data.
    for (const [width, height] of [
      [100_000, 100_000],
      [3000, 3000],
    ] as const) {
      const lying = await pngWithLyingHeader(width, height);
      await expectRefused(
        await upload(lying, member.cookie, { filename: 'x.png', type: 'image/png' }),
        before,
      );
    }
  });

  it('refuses a real image with more pixels than the limit', async () => {
    const before = await storedCount();
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expectRefused(await upload(huge, member.cookie, { filename: 'x.png', type: 'image/png' }), before);
  });

  it('refuses files that are not images, a cut-off photo and a mislabelled one', async () => {
    const before = await storedCount();
    await expectRefused(
      await upload(htmlPage, member.cookie, { filename: 'a.jpg', type: 'image/jpeg' }),
      before,
    );
    await expectRefused(
      await upload(Buffer.from('just some text'), member.cookie, { filename: 'a.txt', type: 'text/plain' }),
      before,
    );
    await expectRefused(await upload(photo.subarray(0, photo.length / 2), member.cookie), before);
    // WebP magic bytes in front of a PNG body: the decoder disagrees with the header.
    const png = await solidImage(32, 32, 'png');
    const fakeWebp = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), png]);
    await expectRefused(
      await upload(fakeWebp, member.cookie, { filename: 'a.webp', type: 'image/webp' }),
      before,
    );
  });

  it('refuses a body without the image field', async () => {
    const before = await storedCount();
    await expectRefused(await upload(photo, member.cookie, { field: 'photo' }), before);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    await expectRefused(json, before);
  });

  it('refuses an upload from another site', async () => {
    const { payload, headers } = multipartBody(photo);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, cookie: member.cookie, origin: 'https://evil.example' },
      payload,
    });
    expect(response.statusCode).toBe(403);
  });

  it('slows down a person who uploads too many images in a short time', async () => {
    const busy = await t.signInMember();
    const small = await solidImage(8, 8, 'webp');
    await t.db.insert(images).values(
      Array.from({ length: UPLOADS_PER_WINDOW }, () => ({
        card: small,
        detail: small,
        cardWidth: 8,
        cardHeight: 8,
        detailWidth: 8,
        detailHeight: 8,
        uploadedByMemberId: busy.record.id,
      })),
    );
    const response = await upload(small, busy.cookie, { filename: 'a.webp', type: 'image/webp' });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Too many uploads/);
    // Others are not affected.
    expect((await upload(small, member.cookie, { filename: 'a.webp', type: 'image/webp' })).statusCode).toBe(
      200,
    );
  });
});
