import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/decisions/README.md lists every record with its status, so none is found only by chance. */
describe('the index of decision records', () => {
  it('links every record in docs/decisions/', () => {
    const index = readFileSync('docs/decisions/README.md', 'utf8');
    const records = readdirSync('docs/decisions').filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
