/**
 * Image files for tests, made on the fly: real photos, and files that lie about
 * what they are. Test support only; no route imports it.
 */
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A camera-like JPEG: noisy pixels, an EXIF orientation, camera make and a GPS position. */
export async function photoWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) {
    // Smooth gradients with a little noise compress like a photo, not like a flat colour.
    pixels[i] = (((i / channels) % width) * 255) / width + ((i * 2654435761) % 23);
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '23/1 52/1 4412/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '90/1 19/1 2020/100',
          // ASCII, so a test can also look for it in the raw bytes.
          GPSMapDatum: 'WGS-84',
        },
      },
    })
    .toBuffer();
}

export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'webp' | 'jpeg',
  alpha = false,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : { r: 200, g: 40, b: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A valid small PNG whose IHDR chunk (with a correct checksum) claims another size. */
export async function pngWithLyingHeader(claimedWidth: number, claimedHeight: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage(16, 16, 'png'));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), data (13), crc (4).
  const ihdrType = 12;
  png.writeUInt32BE(claimedWidth, 16);
  png.writeUInt32BE(claimedHeight, 20);
  png.writeUInt32BE(crc32(png.subarray(ihdrType, ihdrType + 4 + 13)), ihdrType + 4 + 13);
  return png;
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** Whether the bytes hold this text anywhere (an EXIF GPS block carries its tag names as ASCII). */
export const containsAscii = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  file: Buffer,
  { field = 'image', filename = 'photo.jpg', type = 'image/jpeg' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----clf${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo carrying a GPS position through POST /api/upload as `cookie`'s holder; its URL. */
export async function uploadedPhotoWithGps(app: FastifyInstance, cookie: string): Promise<string> {
  const { payload, headers } = multipartBody(await photoWithGps(400, 300));
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, cookie },
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`The upload answered ${response.statusCode}: ${response.body}`);
  return response.json<{ url: string }>().url;
}
