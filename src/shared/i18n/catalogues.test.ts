import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CHIP_KEYS, CATEGORY_CHIPS } from '../constants/category-chips';
import { MESSAGES } from '../constants/messages';
import { CATALOGUE_PARTS, NAMESPACES } from './catalogue-parts';
import { catalogues } from './catalogues';
import { LANGUAGES } from './languages';

const here = import.meta.dirname;
const srcDir = path.resolve(here, '../..');

type Catalogue = Record<string, Record<string, string>>;
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(here, language, `${namespace}.json`), 'utf8')) as Record<string, string>;

/** Every source file that may name a text: the app's code, not the catalogues or the tests. */
function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, into);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(full);
  }
  return into;
}

/** The names of a compiled message's placeholders, however deep in plurals and selects. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, inner] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(inner)) argumentsOf(inner as CompiledMessage, into);
      }
    }
  }
  return into;
}

/** Texts that read the same in both languages: the product's name, codes and formats. */
const SAME_IN_BOTH = new Set(['common.appName', 'common.pageTitle']);

describe('the message catalogues', () => {
  it('has a file per namespace in each language, and no file that is no namespace', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(here, language))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual([...NAMESPACES].sort());
    }
    expect(Object.keys(catalogues.en).sort()).toEqual([...NAMESPACES].sort());
  });

  it('has every English key in Bangla, and no Bangla key English lacks', () => {
    for (const namespace of NAMESPACES) {
      const english = Object.keys(read('en', namespace)).sort();
      const bangla = Object.keys(read('bn', namespace)).sort();
      expect(bangla, `bn/${namespace}.json`).toEqual(english);
    }
  });

  it('has only messages that parse, with the same placeholders in both languages', () => {
    for (const namespace of NAMESPACES) {
      const english = read('en', namespace);
      const bangla = read('bn', namespace);
      for (const [key, text] of Object.entries(english)) {
        const name = `${namespace}.${key}`;
        const englishArgs = argumentsOf(compileMessageOrThrow(text));
        const banglaArgs = argumentsOf(compileMessageOrThrow(bangla[key] ?? ''));
        expect([...banglaArgs].sort(), name).toEqual([...englishArgs].sort());
      }
    }
  });

  it('writes every Bangla text in Bangla', () => {
    for (const namespace of NAMESPACES) {
      const english = read('en', namespace);
      const bangla = read('bn', namespace);
      for (const [key, text] of Object.entries(bangla)) {
        const name = `${namespace}.${key}`;
        if (SAME_IN_BOTH.has(name)) continue;
        expect(text, name).not.toBe(english[key]);
        expect(text, name).toMatch(/[\u0980-\u09FF]/u);
      }
    }
  });

  it('has no key that no source file names', () => {
    const sources = sourceFiles(srcDir)
      .filter((file) => !file.startsWith(here))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(read('en', namespace))) {
        const name = `${namespace}.${key}`;
        if (!new RegExp(`['"\`]${name.replace('.', '\\.')}['"\`]`).test(sources)) unused.push(name);
      }
    }
    expect(unused).toEqual([]);
  });

  it('names only keys the catalogue has', () => {
    const known = new Set(
      NAMESPACES.flatMap((namespace) =>
        Object.keys(read('en', namespace)).map((key) => `${namespace}.${key}`),
      ),
    );
    const namespaces = NAMESPACES.join('|');
    const named = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z][A-Za-z0-9]*)['"\`]`, 'g');
    const missing = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(named)) {
        if (!known.has(match[1]!)) missing.add(`${path.relative(srcDir, file)}: ${match[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('puts each namespace in one part', () => {
    for (const part of Object.values(CATALOGUE_PARTS))
      expect(['first', 'app', 'admin', 'server']).toContain(part);
  });

  it('keeps the chips of the search home as the spec names them', () => {
    const english = catalogues.en as Catalogue;
    for (const chip of CATEGORY_CHIPS) {
      const [namespace, key] = CATEGORY_CHIP_KEYS[chip].split('.') as [string, string];
      expect(english[namespace]![key]).toBe(chip);
    }
  });

  it('keeps the spec’s toasts (its error catalogue) letter for letter in English', () => {
    const english = catalogues.en as Catalogue;
    for (const [key, message] of Object.entries(MESSAGES)) {
      if (typeof message !== 'string') continue;
      const written = english.toasts![key] ?? english.common![key] ?? english.auth![key];
      if (written !== undefined) expect(written, key).toBe(message);
    }
    expect(english.toasts!.passwordResetSent!.replace('{email}', 'a@diu.edu.bd')).toBe(
      MESSAGES.passwordResetSent('a@diu.edu.bd'),
    );
    expect(english.auth!.welcome!.replace('{name}', 'Rahim')).toBe(MESSAGES.welcome('Rahim'));
  });
});
