import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogues } from '#shared/i18n/catalogues';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '#shared/i18n/languages';
import {
  messageRef,
  parseMessageRef,
  type MessageKey,
  type MessageRef,
  type MessageValues,
} from '#shared/i18n/message-key';
import { writeLogMessage, type LogMessage } from '#shared/i18n/log-message';

/** One Lingui instance per language, each with its whole catalogue compiled once, when first used. */
const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const messages: Messages = {};
    for (const [namespace, texts] of Object.entries(catalogues[language])) {
      for (const [key, text] of Object.entries(texts as Record<string, string>)) {
        messages[`${namespace}.${key}`] = compileMessageOrThrow(text);
      }
    }
    instance = setupI18n({
      locale: language,
      locales: [INTL_LOCALE[language]],
      messages: { [language]: messages },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** A text of the catalogues in a language: what the server writes for someone (a mail, a page). */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return instanceFor(language)._(key, values);
}

/** The English text: what an error's `message` says beside its key, and what logs read. */
export const english = (key: MessageKey, values?: MessageValues) => translate('en', key, values);

export const textOfRef = (language: Language, ref: MessageRef) => translate(language, ref.key, ref.values);

/** A catalogue text and its values, for an error or a notice to carry until it is written for someone. */
export const text = (key: MessageKey, values?: MessageValues): MessageRef =>
  values ? { key, values } : { key };

/**
 * A stored text in a reader's language: a `messageRef` string as written by
 * `storedText`, or a text written before texts were stored so (shown as it is).
 */
export function readStoredText(language: Language, stored: string): string {
  const ref = refOf(stored);
  return ref ? textOfRef(language, ref) : stored;
}

/** A text to keep in a row until someone reads it, in their language then. */
export const storedText = (ref: MessageRef) => messageRef(ref.key, ref.values);

export const isMessageKey = (key: string): key is MessageKey => instanceFor('en').messages[key] !== undefined;

/** A log line in a language (decision 0077); a line whose key the catalogue has not got is null. */
export const logLine = (language: Language, message: LogMessage): string | null =>
  writeLogMessage(
    message,
    (key, values) => (isMessageKey(key) ? translate(language, key, values) : undefined),
    INTL_LOCALE[language],
  ) ?? null;

/** A log line's English words: what the log's search and its CSV read. */
export function englishLogLine(message: LogMessage): string {
  const line = logLine('en', message);
  if (line === null) throw new Error(`A log line names a text the catalogue has not got: ${message.key}`);
  return line;
}

/** A text that may be a `messageRef` string (a zod schema's message), as a reference when it is one. */
export function refOf(text: string): MessageRef | null {
  const ref = parseMessageRef(text);
  return ref && isMessageKey(ref.key) ? { key: ref.key, values: ref.values } : null;
}

/**
 * The language a request's page or answer is in: the browser's kept choice (the
 * cookie, which a member's profile sets at sign-in), else the best match of its
 * `Accept-Language`, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  // "bn-BD" asks for Bangla as "bn" does: the negotiator compares whole tags, so each is cut to its language.
  const languages = header
    .split(',')
    .map((part) => part.trim().replace(/^([A-Za-z]+)-[^;]*/, '$1'))
    .join(',');
  const found = negotiate(languages, [...LANGUAGES]);
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}

/** A year: the choice outlives sessions, and the browser's script reads it (not httpOnly). */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
  });
}
