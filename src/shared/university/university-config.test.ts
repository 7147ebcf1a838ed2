import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allDepartments,
  defaultUniversityConfig,
  isUniversityEmail,
  universityConfigSchema,
} from './university-config';

describe('university settings', () => {
  it('has the five faculties and thirty departments of the spec', () => {
    expect(defaultUniversityConfig.faculties.map((faculty) => faculty.shortName)).toEqual([
      'FSIT',
      'FBE',
      'FE',
      'FHLS',
      'FHSS',
    ]);
    const departments = allDepartments(defaultUniversityConfig);
    expect(departments).toHaveLength(30);
    expect(departments.every((name) => name.startsWith('Department of '))).toBe(true);
  });

  it.each([
    ['student@diu.edu.bd', true],
    ['Student@DIU.EDU.BD', true],
    ['teacher@cse.diu.edu.bd', true],
    ['x@notdiu.edu.bd', false],
    ['x@diu.edu.bd.evil.com', false],
    ['x@gmail.com', false],
    ['diu.edu.bd', false],
    ['@diu.edu.bd', false],
    ['x@evil.com#.diu.edu.bd', false],
    ['x@.diu.edu.bd', false],
    ['x@y@diu.edu.bd', false],
    ['x..y@diu.edu.bd', false],
    ['x y@diu.edu.bd', false],
    ['x@-cse.diu.edu.bd', false],
    ["o'brien+lost@cse.diu.edu.bd", true],
  ])('%s belongs to the university: %s', (email, expected) => {
    expect(isUniversityEmail(email, 'diu.edu.bd')).toBe(expected);
  });

  it('accepts Bangladeshi mobile numbers with the configured rule', () => {
    const pattern = new RegExp(defaultUniversityConfig.phone.pattern);
    expect(pattern.test('01712345678')).toBe(true);
    expect(pattern.test('+8801912345678')).toBe(true);
    expect(pattern.test('01212345678')).toBe(false);
    expect(pattern.test('0171234567')).toBe(false);
  });
});

describe('the university settings table in docs/configuration.md', () => {
  it('gives each holding and retention setting with the default the schema applies', () => {
    const page = readFileSync('docs/configuration.md', 'utf8');
    const section = page.split(/^## University settings$/m)[1]?.split(/^##/m)[0] ?? '';
    const documented = Object.fromEntries(
      [...section.matchAll(/^\| `(\w+)` +\| `(\d+)` /gm)].map((match) => [match[1]!, Number(match[2])]),
    );
    const { holdingPeriodDays: _holding, retentionDays: _retention, ...rest } = defaultUniversityConfig;
    const applied = universityConfigSchema.parse(rest);
    expect(documented).toEqual({
      holdingPeriodDays: applied.holdingPeriodDays,
      retentionDays: applied.retentionDays,
    });
    expect(defaultUniversityConfig).toMatchObject(documented);
  });
});
