import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors';
import { decodeCursor, encodeCursor, splitPage } from './paging';

const at = '2026-01-02T03:04:05.123456Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('page cursors', () => {
  it('round-trip a list cursor and a search cursor', () => {
    expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
    expect(decodeCursor(encodeCursor({ at, id, score: '1.25e-3' }))).toEqual({ at, id, score: '1.25e-3' });
    expect(decodeCursor(encodeCursor({ at, id: '42' }), { numericId: true })).toEqual({ at, id: '42' });
    expect(decodeCursor(undefined)).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a SQL fragment', Buffer.from(`${at}|' OR 1=1 --`).toString('base64url')],
    ['a bad time', Buffer.from(`yesterday|${id}`).toString('base64url')],
    ['extra parts', Buffer.from(`${at}|${id}|1|2`).toString('base64url')],
    ['a bad score', Buffer.from(`${at}|${id}|NaN`).toString('base64url')],
    ['an impossible time', Buffer.from(`2024-13-45T25:61:61.000000Z|${id}`).toString('base64url')],
    ['year zero', Buffer.from(`0000-01-01T00:00:00.000000Z|${id}`).toString('base64url')],
    ['an infinite score', Buffer.from(`${at}|${id}|1e999999`).toString('base64url')],
    ['a score too long to be one', Buffer.from(`${at}|${id}|${'9'.repeat(400)}`).toString('base64url')],
  ])('refuses %s with a 400', (_name, value) => {
    expect(() => decodeCursor(value)).toThrow(AppError);
    try {
      decodeCursor(value);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(400);
    }
  });

  it.each([
    ['a 19-digit id past the largest bigint', '9999999999999999999'],
    ['a 20-digit id', '12345678901234567890'],
  ])('refuses %s in a numeric cursor with a 400', (_name, numericId) => {
    expect(() => decodeCursor(encodeCursor({ at, id: numericId }), { numericId: true })).toThrow(
      'The page cursor is not valid',
    );
  });

  it('splits off the look-ahead row', () => {
    expect(splitPage([1, 2, 3], 2)).toEqual({ rows: [1, 2], last: 2, hasMore: true });
    expect(splitPage([1, 2], 2)).toEqual({ rows: [1, 2], last: 2, hasMore: false });
    expect(splitPage([], 2)).toEqual({ rows: [], last: undefined, hasMore: false });
  });
});
