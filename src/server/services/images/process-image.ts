import type { SharpOptions } from 'sharp';
import { AppError, badRequest, text } from '#server/lib/errors';
import { sniffImageType } from './sniff-image-type';

/**
 * Larger than any phone camera (a 48 MP sensor saves 12 MP by default), small
 * enough that a decompression bomb (a tiny file claiming a huge canvas) is
 * refused from its header before any pixels are decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export const VARIANT_SIZES = {
  /** Cards and table thumbnails (shown at up to ~240 CSS px, so 2x screens stay sharp). */
  card: 480,
  /** The detail modal and the report pages. */
  detail: 1600,
} as const;

export type ImageVariant = keyof typeof VARIANT_SIZES;

export interface EncodedVariant {
  data: Buffer;
  width: number;
  height: number;
}

export type ProcessedImage = Record<ImageVariant, EncodedVariant>;

/**
 * sharp (libvips) is loaded with the first image rather than at start: it adds
 * about 20 MB to the process, and a server may run for hours before anyone
 * attaches a photo (issue #14 §5, the server's memory when idle).
 */
let loadingSharp: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (loadingSharp ??= import('sharp'))).default;

/** Every sharp job of one process holds decoded pixels; this bounds how many do at once. */
const MAX_CONCURRENT_JOBS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withJobSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_JOBS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next job, so `running` stays the same.
    if (next) next();
    else running -= 1;
  }
}

const notAnImage = () => badRequest(text('toasts.notAnImage'), 'INVALID_IMAGE');

/**
 * Checks an uploaded file by its content and turns it into the stored WebP
 * variants. The result holds no metadata at all: EXIF (GPS, camera, time), XMP
 * and IPTC are dropped, the EXIF orientation is applied to the pixels first,
 * and an embedded colour profile is converted to sRGB.
 *
 * Throws a 400 'Please select a valid image file' for anything that is not a
 * whole JPEG, PNG or WebP within the pixel limit.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffImageType(input);
  if (!sniffed) throw notAnImage();

  const sharp = await loadSharp();
  return withJobSlot(async () => {
    // failOn 'warning' makes a truncated or corrupt file an error instead of a grey half-picture.
    const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' };
    try {
      const metadata = await sharp(input, options).metadata();
      // The decoder must agree with the magic bytes (a WebP header over a PNG body is a lie).
      if (metadata.format !== sniffed) throw notAnImage();

      // Decode once, at most at detail size; both variants are encoded from these pixels.
      const detailPixels = await sharp(input, options)
        .rotate()
        .resize(VARIANT_SIZES.detail, VARIANT_SIZES.detail, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = {
        raw: {
          width: detailPixels.info.width,
          height: detailPixels.info.height,
          channels: detailPixels.info.channels,
        },
      };
      const [detail, card] = await Promise.all([
        // Effort 2 encodes a 1600 px photo about twice as fast as the default 4 for ~5% more bytes.
        sharp(detailPixels.data, raw).webp({ quality: 80, effort: 2 }).toBuffer({ resolveWithObject: true }),
        sharp(detailPixels.data, raw)
          .resize(VARIANT_SIZES.card, VARIANT_SIZES.card, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75, effort: 4 })
          .toBuffer({ resolveWithObject: true }),
      ]);
      return {
        detail: { data: detail.data, width: detail.info.width, height: detail.info.height },
        card: { data: card.data, width: card.info.width, height: card.info.height },
      };
    } catch (error) {
      // Every decoder complaint (truncated, over the pixel limit, corrupt) means the same thing to the person.
      if (error instanceof AppError) throw error;
      throw notAnImage();
    }
  });
}
