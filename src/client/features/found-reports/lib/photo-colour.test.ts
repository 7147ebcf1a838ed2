import { describe, expect, it } from 'vitest';
import { colourOfPixels, nameOfPixel, SAMPLE_SIDE } from './photo-colour';

/** A square photo: `middle` in its middle half, `edge` around it. */
function photo(middle: [number, number, number], edge: [number, number, number] = middle) {
  const data = new Uint8ClampedArray(SAMPLE_SIDE * SAMPLE_SIDE * 4);
  for (let y = 0; y < SAMPLE_SIDE; y += 1)
    for (let x = 0; x < SAMPLE_SIDE; x += 1) {
      const inside = x >= 12 && x < 36 && y >= 12 && y < 36;
      data.set([...(inside ? middle : edge), 255], (y * SAMPLE_SIDE + x) * 4);
    }
  return data;
}

describe('the colour of a photo', () => {
  it.each([
    [[15, 15, 18], 'black'],
    [[245, 245, 240], 'white'],
    [[128, 130, 132], 'grey'],
    [[200, 30, 40], 'red'],
    [[240, 140, 30], 'orange'],
    [[110, 70, 40], 'brown'],
    [[235, 215, 40], 'yellow'],
    [[40, 150, 70], 'green'],
    [[30, 80, 200], 'blue'],
    [[20, 30, 90], 'blue'],
    [[120, 50, 170], 'purple'],
    [[240, 150, 190], 'pink'],
  ] as const)('names %j %s', ([red, green, blue], name) => {
    expect(nameOfPixel(red, green, blue)).toBe(name);
  });

  it('weighs the middle, where the thing is, over a table around it', () => {
    // A blue wallet on a grey desk: the middle half is a quarter of the photo, counted three times.
    expect(colourOfPixels(photo([30, 80, 200], [140, 140, 140]))).toBe('blue');
    expect(colourOfPixels(photo([15, 15, 18], [245, 245, 240]))).toBe('black');
    expect(colourOfPixels(photo([245, 245, 240], [110, 70, 40]))).toBe('brown');
  });

  it('suggests nothing for a see-through photo', () => {
    expect(colourOfPixels(new Uint8ClampedArray(SAMPLE_SIDE * SAMPLE_SIDE * 4))).toBeNull();
  });
});
