import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, processImage } from './process-image';
import { sniffImageType } from './sniff-image-type';
import { containsAscii, photoWithGps, pngWithLyingHeader, solidImage, svgWithScript } from './test-images';

async function pixelAt(webp: Buffer, x: number, y: number) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** Left half red, right half blue: shows which way a picture was turned. */
async function halves(width: number, height: number, orientation: number) {
  const half = (colour: { r: number; g: number; b: number }) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half({ r: 220, g: 0, b: 0 }), left: 0, top: 0 },
      { input: await half({ r: 0, g: 0, b: 220 }), left: width / 2, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

describe('recognising an image by its first bytes', () => {
  it('names JPEG, PNG and WebP and nothing else', async () => {
    expect(sniffImageType(await solidImage(4, 4, 'jpeg'))).toBe('jpeg');
    expect(sniffImageType(await solidImage(4, 4, 'png'))).toBe('png');
    expect(sniffImageType(await solidImage(4, 4, 'webp'))).toBe('webp');
    expect(sniffImageType(svgWithScript)).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('turning an upload into stored variants', () => {
  it('makes a detail variant within 1600 px and a card within 480 px, keeping the shape', async () => {
    const result = await processImage(await solidImage(4000, 1000, 'png'));
    expect(result.detail).toMatchObject({ width: 1600, height: 400 });
    expect(result.card).toMatchObject({ width: 480, height: 120 });
    for (const variant of [result.detail, result.card]) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe('webp');
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it('turns the pixels as the EXIF orientation says, then forgets the orientation', async () => {
    // Orientation 6: the camera was turned; the picture is shown turned 90° clockwise.
    const result = await processImage(await halves(400, 200, 6));
    expect(result.detail).toMatchObject({ width: 200, height: 400 });
    const top = await pixelAt(result.detail.data, 100, 50);
    const bottom = await pixelAt(result.detail.data, 100, 350);
    expect(top.r).toBeGreaterThan(180);
    expect(bottom.b).toBeGreaterThan(180);
    expect((await sharp(result.detail.data).metadata()).orientation).toBeUndefined();
  });

  it('drops EXIF, GPS and the colour profile', async () => {
    const tagged = await sharp(await photoWithGps(600, 400))
      .withIccProfile('p3')
      .keepExif()
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.icc).toBeDefined();
    expect(before.exif).toBeDefined();
    const { detail, card } = await processImage(tagged);
    for (const variant of [detail, card]) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(containsAscii(variant.data, 'WGS-84')).toBe(false);
    }
  });

  it('accepts 16-bit and greyscale pictures with their colours intact', async () => {
    const deep = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const colour = await pixelAt((await processImage(deep)).card.data, 32, 32);
    expect(colour.r).toBeGreaterThan(180);
    expect(colour.g).toBeLessThan(70);

    const grey = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .greyscale()
      .jpeg()
      .toBuffer();
    const shade = await pixelAt((await processImage(grey)).card.data, 32, 32);
    expect(Math.abs(shade.r - 128)).toBeLessThan(8);
  });

  it('refuses decompression bombs and lying headers from the header alone', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    await expect(processImage(await pngWithLyingHeader(side, side))).rejects.toThrow(
      'Please select a valid image file',
    );
    await expect(processImage(await pngWithLyingHeader(100_000, 100_000))).rejects.toThrow(
      'Please select a valid image file',
    );
  });

  it('refuses a cut-off photo rather than storing half a picture', async () => {
    const photo = await photoWithGps(800, 600);
    await expect(processImage(photo.subarray(0, Math.floor(photo.length * 0.7)))).rejects.toThrow(
      'Please select a valid image file',
    );
  });

  it('handles several uploads at once', async () => {
    const photo = await photoWithGps(1200, 900);
    const results = await Promise.all(Array.from({ length: 5 }, () => processImage(photo)));
    for (const result of results) expect(result.detail).toMatchObject({ width: 1200, height: 900 });
  });
});
