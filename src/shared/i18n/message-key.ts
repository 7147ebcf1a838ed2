import type { englishCatalogue } from './catalogues';

type English = typeof englishCatalogue;

/** A text of the catalogues, `namespace.key`: what every screen, mail and error names a text by. */
export type MessageKey = {
  [N in keyof English]: `${N & string}.${keyof English[N] & string}`;
}[keyof English];

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

/** A text and its values, as an error or a notice carries it until it is written in someone's language. */
export interface MessageRef {
  key: MessageKey;
  values?: MessageValues;
}

const KEY = /^[a-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;

/**
 * A text as one string, for where only a string fits (a zod schema's message):
 * the key, then its values as JSON after a space. `parseMessageRef` reads it back.
 */
export function messageRef(key: MessageKey, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}

/** The key and values of a string `messageRef` wrote; null for any other text (shown as it is). */
export function parseMessageRef(text: string): { key: string; values: MessageValues } | null {
  const space = text.indexOf(' ');
  const key = space === -1 ? text : text.slice(0, space);
  if (!KEY.test(key)) return null;
  if (space === -1) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(text.slice(space + 1));
    if (values && typeof values === 'object' && !Array.isArray(values)) {
      return { key, values: values as MessageValues };
    }
  } catch {
    // Not a reference after all: a text that begins with a word and a dot.
  }
  return null;
}
