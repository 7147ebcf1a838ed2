import type { MessageKey, MessageValues } from './message-key';

/** A catalogue text inside a log line: an outcome's name, a list's name, a part of an exported view. */
export interface LogPart {
  key: MessageKey;
  values?: MessageValues;
}

/** What a log line's placeholder holds: a value as it was (an ID, a shelf, an email), a text, or a list of texts. */
export type LogValue = string | number | LogPart | LogPart[];

/**
 * A line of the activity log as it is kept: its catalogue text and the facts
 * that fill it in, so each reader sees it in their own language (decision 0077).
 */
export interface LogMessage {
  key: MessageKey;
  values?: Record<string, LogValue>;
}

/** A catalogue text in one language, or undefined for a key that language's catalogue has not got. */
export type WriteText = (key: string, values?: MessageValues) => string | undefined;

/**
 * A log line in one language: its parts written first (a list as the language
 * lists, "name, phone"), then the line itself. Undefined when a key is not
 * in the catalogue (a line of a later kind): the reader is shown its stored words.
 */
export function writeLogMessage(message: LogMessage, write: WriteText, locale: string): string | undefined {
  const values: MessageValues = {};
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (typeof value !== 'object') {
      values[name] = value;
      continue;
    }
    const parts = (Array.isArray(value) ? value : [value]).map((part) => write(part.key, part.values));
    if (parts.some((part) => part === undefined)) return undefined;
    values[name] = list.format(parts as string[]);
  }
  return write(message.key, values);
}
