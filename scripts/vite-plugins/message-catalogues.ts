import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { namespacesOf, type CataloguePart } from '#shared/i18n/catalogue-parts';
import { isLanguage, type Language } from '#shared/i18n/languages';

/** `import('virtual:messages-bn-first')`: one part of one language's catalogue, compiled. */
const PREFIX = 'virtual:messages-';
const RESOLVED_PREFIX = `\0${PREFIX}`;
const CATALOGUES_DIR = path.resolve(import.meta.dirname, '../../src/shared/i18n');
const PARTS: readonly CataloguePart[] = ['first', 'app', 'admin'];

export const catalogueFile = (language: Language, namespace: string) =>
  path.join(CATALOGUES_DIR, language, `${namespace}.json`);

/**
 * A part of a language's catalogue with every message parsed at build into the
 * form Lingui's runtime reads, so the browser ships no ICU parser; a message
 * that does not parse fails the build, naming its key.
 */
export async function compileCataloguePart(
  language: Language,
  part: CataloguePart,
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<Record<string, CompiledMessage>> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const namespace of namespacesOf(part)) {
    const messages = JSON.parse(await read(catalogueFile(language, namespace))) as Record<string, string>;
    for (const [key, message] of Object.entries(messages)) {
      try {
        compiled[`${namespace}.${key}`] = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${language}/${namespace}.json: "${key}" is no valid ICU message: ${String(error)}`);
      }
    }
  }
  return compiled;
}

/** Serves `virtual:messages-<language>-<part>` to the client build and the development server. */
export function messageCatalogues(): Plugin {
  return {
    name: 'message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [language, part] = id.slice(RESOLVED_PREFIX.length).split('-');
      if (!isLanguage(language) || !PARTS.includes(part as CataloguePart)) {
        throw new Error(`No catalogue part ${id.slice(1)}.`);
      }
      const compiled = await compileCataloguePart(language, part as CataloguePart, (file) => {
        this.addWatchFile(file);
        return readFile(file, 'utf8');
      });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
