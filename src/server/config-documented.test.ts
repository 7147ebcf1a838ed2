import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

/** Every `VARIABLE` named in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
    );
}

/** Variables the server reads straight from the environment, outside the configuration. */
function variablesReadElsewhere(): string[] {
  const found = new Set<string>();
  const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join('src/server', file), 'utf8');
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) found.add(match[1]!);
  }
  return [...found];
}

describe('the README configuration table', () => {
  it('lists every variable the server reads, and no other', () => {
    const read = new Set([...CONFIG_VARIABLES, ...variablesReadElsewhere()]);
    expect(read.size).toBeGreaterThan(15);
    expect(documentedVariables().sort()).toEqual([...read].sort());
  });
});
