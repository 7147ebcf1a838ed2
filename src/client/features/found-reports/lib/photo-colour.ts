import type { MessageKey } from '#shared/i18n/message-key';

/**
 * The colour of the thing in a photo, read in the browser from its pixels
 * (decision 0064): the photo drawn small, its middle (where a thing held up to
 * the camera is) weighed, each pixel named by lightness, saturation and hue,
 * and the name most pixels share wins. Nothing leaves the phone for it.
 */
export const PHOTO_COLOURS = [
  'black',
  'white',
  'grey',
  'red',
  'orange',
  'brown',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
] as const;
export type PhotoColour = (typeof PHOTO_COLOURS)[number];

/** Each colour's name in the catalogues: the desk's intake and members' colour filter say the same. */
export const PHOTO_COLOUR_KEYS = {
  black: 'items.colourBlack',
  white: 'items.colourWhite',
  grey: 'items.colourGrey',
  red: 'items.colourRed',
  orange: 'items.colourOrange',
  brown: 'items.colourBrown',
  yellow: 'items.colourYellow',
  green: 'items.colourGreen',
  blue: 'items.colourBlue',
  purple: 'items.colourPurple',
  pink: 'items.colourPink',
} as const satisfies Record<PhotoColour, MessageKey>;

/** The side of the square the photo is drawn in: enough for a colour, cheap on a phone. */
export const SAMPLE_SIDE = 48;

/** One pixel's colour name, from its RGB (0–255). */
export function nameOfPixel(red: number, green: number, blue: number): PhotoColour {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.16) return 'black';
  if (chroma < 0.1 || saturation < 0.15)
    return lightness > 0.82 ? 'white' : lightness < 0.28 ? 'black' : 'grey';
  let hue = 0;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 345) return lightness > 0.7 ? 'pink' : 'red';
  if (hue < 42) return lightness < 0.42 || saturation < 0.45 ? 'brown' : 'orange';
  if (hue < 68) return lightness < 0.3 ? 'brown' : 'yellow';
  if (hue < 165) return 'green';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}

const NEUTRAL = new Set<PhotoColour>(['black', 'white', 'grey']);

/**
 * The colour most of a square of RGBA pixels (SAMPLE_SIDE wide) shares, the
 * middle half counting four times and a colour twice a neutral; null when no name has a fifth of the
 * votes (a photo of many colours suggests none) or the photo is see-through.
 */
export function colourOfPixels(data: Uint8ClampedArray, side = SAMPLE_SIDE): PhotoColour | null {
  const votes = new Map<PhotoColour, number>();
  let total = 0;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const at = (y * side + x) * 4;
      if (data[at + 3]! < 128) continue;
      const middle = x >= side / 4 && x < (side * 3) / 4 && y >= side / 4 && y < (side * 3) / 4;
      const name = nameOfPixel(data[at]!, data[at + 1]!, data[at + 2]!);
      // Desks, floors and walls are mostly grey, white or black: a colour counts double against them.
      const weight = (middle ? 4 : 1) * (NEUTRAL.has(name) ? 1 : 2);
      votes.set(name, (votes.get(name) ?? 0) + weight);
      total += weight;
    }
  }
  let best: PhotoColour | null = null;
  let bestVotes = 0;
  for (const [name, count] of votes) {
    if (count > bestVotes) {
      best = name;
      bestVotes = count;
    }
  }
  return best && bestVotes >= total / 5 ? best : null;
}

/** Reads a chosen photo's colour; null when the browser cannot decode it. */
export async function colourOfPhoto(file: Blob): Promise<PhotoColour | null> {
  try {
    const bitmap = await createImageBitmap(file, {
      resizeWidth: SAMPLE_SIDE,
      resizeHeight: SAMPLE_SIDE,
      resizeQuality: 'low',
    });
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE_SIDE;
    canvas.height = SAMPLE_SIDE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    return colourOfPixels(context.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data);
  } catch {
    return null;
  }
}
