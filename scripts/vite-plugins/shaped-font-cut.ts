import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as harfbuzz from 'harfbuzzjs';
import subsetFont from 'subset-font';

/**
 * A cut of a font holding only the glyphs that given texts are drawn with, found by
 * shaping them (decision 0085). Cutting to letters, as subset-font does, keeps every
 * conjunct those letters can form: for the Bangla first screens' 46 letters that is 56 KB
 * of Noto Sans Bengali, where the 103 glyphs their texts are drawn with take 22 KB. Such a
 * cut draws those texts and nothing else: any other text in its letters may form a conjunct
 * it lacks, so it is declared under a family name of its own, for the texts it was cut for.
 *
 * subset-font does not take glyphs, so the cut is made through HarfBuzz's own subsetter
 * (the WebAssembly build subset-font runs), and subset-font only converts the files.
 */

const require = createRequire(import.meta.url);

/** HarfBuzz's subsetter, as its C API (harfbuzzjs wraps its shaper, not its subsetter). */
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(
    input: number,
    face: number,
    tag: number,
    min: number,
    max: number,
    def: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Keep the glyphs asked for, not every glyph the font's substitutions could reach from them. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tagOf = (tag: string) => [...tag].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0) >>> 0;

async function loadSubsetter(): Promise<SubsetExports> {
  const { instance } = await WebAssembly.instantiate(
    await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  );
  const exports = instance.exports as unknown as SubsetExports;
  exports._initialize();
  return exports;
}

function fontOf(data: Uint8Array, weight: number): harfbuzz.Font {
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(data)));
  font.setVariations([new harfbuzz.Variation('wght', weight)]);
  return font;
}

function bufferOf(text: string): harfbuzz.Buffer {
  const buffer = new harfbuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  return buffer;
}

/**
 * Every glyph drawing `text` takes, the ones its substitutions pass through on the way
 * included: without them the subsetter drops the substitution that leads to the last one.
 */
function glyphsOf(font: harfbuzz.Font, text: string, into: Set<number>) {
  for (const step of harfbuzz.shapeWithTrace(font, bufferOf(text), [], 0, harfbuzz.TracePhase.DONT_STOP)) {
    if (!step.glyphs) continue;
    for (const glyph of step.t as { g: number }[]) into.add(glyph.g);
  }
}

/** How `text` is drawn: each glyph's outline and place, in whole font units. */
function drawingOf(font: harfbuzz.Font, text: string): string {
  const buffer = bufferOf(text);
  harfbuzz.shape(font, buffer, []);
  return buffer
    .getGlyphInfosAndPositions()
    .map((glyph) =>
      [
        font.glyphToPath(glyph.codepoint).replace(/-?\d+(?:\.\d+)?/g, (n) => String(Math.round(Number(n)))),
        glyph.xAdvance,
        glyph.xOffset,
        glyph.yOffset,
      ].join('|'),
    )
    .join(' ');
}

/** Paths may move by a font unit where the cut's narrower weight range rounds its deltas. */
function drawnAlike(a: string, b: string): boolean {
  const numbers = (s: string) => s.match(/-?\d+/g) ?? [];
  const [x, y] = [numbers(a), numbers(b)];
  return (
    a.replace(/-?\d+/g, '#') === b.replace(/-?\d+/g, '#') &&
    x.every((n, i) => Math.abs(Number(n) - Number(y[i])) <= 1)
  );
}

/**
 * `woff2` cut to the glyphs `texts` are drawn with, at weights `min`-`max`, as woff2.
 * Fails when the cut draws any of the texts otherwise than the whole font does.
 */
export async function cutFontToTexts(
  woff2: Buffer,
  texts: string[],
  weights: { min: number; max: number },
): Promise<Buffer> {
  const whole = await subsetFont(woff2, '', { keepAllGlyphs: true, targetFormat: 'truetype' });
  const wholeFont = fontOf(whole, weights.min);
  const glyphs = new Set<number>();
  for (const text of texts) glyphsOf(wholeFont, text, glyphs);

  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  const data = hb.malloc(whole.byteLength);
  new Uint8Array(hb.memory.buffer).set(whole, data);
  const blob = hb.hb_blob_create(data, whole.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  let cut: Buffer;
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const char of new Set(texts.join(''))) hb.hb_set_add(unicodes, char.codePointAt(0)!);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    if (!hb.hb_subset_input_set_axis_range(input, face, tagOf('wght'), weights.min, weights.max, Number.NaN))
      throw new Error('The font has no weight axis to narrow.');
    const subsetFace = hb.hb_subset_or_fail(face, input);
    if (!subsetFace) throw new Error('HarfBuzz could not cut the font.');
    const subsetBlob = hb.hb_face_reference_blob(subsetFace);
    const start = hb.hb_blob_get_data(subsetBlob, 0);
    cut = Buffer.from(
      new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(subsetBlob)),
    );
    hb.hb_blob_destroy(subsetBlob);
    hb.hb_face_destroy(subsetFace);
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }

  for (const weight of [weights.min, Math.round((weights.min + weights.max) / 2), weights.max]) {
    const [wholeAt, cutAt] = [fontOf(whole, weight), fontOf(cut, weight)];
    for (const text of texts) {
      if (!drawnAlike(drawingOf(wholeAt, text), drawingOf(cutAt, text)))
        throw new Error(`The font's cut draws "${text}" at weight ${weight} otherwise than the font does.`);
    }
  }
  return subsetFont(cut, '', { keepAllGlyphs: true, targetFormat: 'woff2' });
}
