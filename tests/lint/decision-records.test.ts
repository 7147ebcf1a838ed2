import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md is the list a newcomer reads to know which records still hold: every
 * record is in it once, with a status, and a record that a later one changed says so at its top,
 * before its first section, naming that later record.
 */
const folder = 'docs/decisions';
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
/** One line a record: "- [0042](0042-name.md) What was decided — _status_" (a list, so a new line never re-pads the others). */
const rows = readFileSync(path.join(folder, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('- ['))
  .map((line) => {
    const [, number = '', file = '', status = ''] = /^- \[(\d{4})\]\(([^)]+)\) .+ — _(.+)_$/.exec(line) ?? [];
    return { number, file, status };
  });

/** The record's text before its first section: its title and any status line under it. */
const topOf = (file: string) => readFileSync(path.join(folder, file), 'utf8').split(/^## /m)[0]!;

/** The later records a status names as having changed this one ("superseded by 0042", "changed by 0023 and 0027"). */
function laterRecords(status: string): string[] {
  const clauses = status.match(/(?:superseded|changed|amended) by [^;]*/g) ?? [];
  return clauses.flatMap((clause) => clause.match(/\b\d{4}\b/g) ?? []);
}

/** The earlier records a status says this one changed ("supersedes the throttle table of 0010", "amends 0020 and 0053"). */
function earlierRecords(status: string): string[] {
  const clauses = status.match(/(?:supersedes|changes|amends) [^;]*/g) ?? [];
  return clauses.flatMap((clause) => clause.match(/\b\d{4}\b/g) ?? []);
}

describe('the index of decision records', () => {
  it('lists every record once, by its number and file, and nothing else', () => {
    expect(rows.map((row) => row.file).sort()).toEqual(records);
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it('gives each a status: accepted, or superseded in part or whole', () => {
    const without = rows.filter((row) => !/^(accepted|partly superseded|superseded)\b/.test(row.status));
    expect(without.map((row) => `${row.number}: "${row.status}"`)).toEqual([]);
  });

  it('has every record that a later one changed say so at its top, naming the later record', () => {
    const silent = rows.flatMap((row) =>
      laterRecords(row.status)
        .filter((later) => !topOf(row.file).includes(later))
        .map((later) => `${row.number} does not name ${later} at its top`),
    );
    expect(silent).toEqual([]);
  });

  it("has every record that changes an earlier one named at the earlier one's top", () => {
    const fileOf = new Map(rows.map((row) => [row.number, row.file]));
    const silent = rows.flatMap((row) =>
      earlierRecords(row.status)
        .filter((earlier) => !topOf(fileOf.get(earlier) ?? '').includes(row.number))
        .map((earlier) => `${earlier} does not name ${row.number}, which changes it, at its top`),
    );
    expect(silent).toEqual([]);
  });
});
