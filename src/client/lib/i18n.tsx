import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import type { CataloguePart } from '#shared/i18n/catalogue-parts';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '#shared/i18n/languages';
import { parseMessageRef, type MessageKey, type MessageValues } from '#shared/i18n/message-key';

/**
 * The app's texts come from the catalogues (src/shared/i18n, decision 0041),
 * compiled at build into one module per language and part: a language is
 * fetched only once chosen, and the part of the screens beyond the first only
 * when one of them is opened.
 */
export const i18n = setupI18n({
  // A key missing from the catalogue is a defect the catalogue test catches; the
  // page shows the key rather than nothing.
  missing: (_language, key) => key,
});

type LoadPart = () => Promise<{ default: Messages }>;
const parts: Record<Language, Record<Exclude<CataloguePart, 'server'>, LoadPart>> = {
  en: {
    first: () => import('virtual:messages-en-first'),
    app: () => import('virtual:messages-en-app'),
    admin: () => import('virtual:messages-en-admin'),
  },
  bn: {
    first: () => import('virtual:messages-bn-first'),
    app: () => import('virtual:messages-bn-app'),
    admin: () => import('virtual:messages-bn-admin'),
  },
};

const loading = new Map<string, Promise<void>>();
/** Once a screen beyond the first ones (or the admin console) was opened, a change of language brings that part too. */
let appPartWanted = false;
let adminPartWanted = false;

function loadPart(language: Language, part: Exclude<CataloguePart, 'server'>): Promise<void> {
  const id = `${language}/${part}`;
  let load = loading.get(id);
  if (!load) {
    load = parts[language][part]().then((module) => i18n.load(language, module.default));
    // A failed fetch (offline for a moment) is tried again by the next screen that needs it.
    load.catch(() => loading.delete(id));
    loading.set(id, load);
  }
  return load;
}

/** The language the app shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

function cookieLanguage(): string | undefined {
  const match = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1];
}

/**
 * The language to start in: the one the server wrote on the page (the person's
 * choice, their profile's, or their browser's `Accept-Language`); the
 * development server sends the page as it is, so the cookie comes first.
 */
export function pageLanguage(): Language {
  const chosen = cookieLanguage();
  if (isLanguage(chosen)) return chosen;
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function activate(language: Language) {
  i18n.activate(language, [INTL_LOCALE[language]]);
  document.documentElement.lang = language;
}

/** Before the app draws: the first part of the page's language. */
export async function startLanguage(language: Language = pageLanguage()): Promise<void> {
  await loadPart(language, 'first');
  activate(language);
}

/** For a screen beyond the first ones (the router awaits it with the screen's module). */
export function loadAppMessages(): Promise<void> {
  appPartWanted = true;
  return loadPart(currentLanguage(), 'app');
}

/** For a screen of the admin console: its own part besides the app's. */
export function loadAdminMessages(): Promise<void> {
  adminPartWanted = true;
  return Promise.all([loadAppMessages(), loadPart(currentLanguage(), 'admin')]).then(() => undefined);
}

/** Shows the app in another language at once; the choice is kept by `saveLanguage`. */
export async function showLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadPart(language, 'first'),
    appPartWanted ? loadPart(language, 'app') : undefined,
    adminPartWanted ? loadPart(language, 'admin') : undefined,
  ]);
  activate(language);
}

/** For the prerender at build: the messages of the screens it draws, already compiled. */
export function provideMessages(language: Language, messages: Messages) {
  i18n.load(language, messages);
  i18n.activate(language, [INTL_LOCALE[language]]);
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A text in the current language, outside a component (a toast raised by a callback). */
export const t: Translate = (key, values) => i18n._(key, values);

/**
 * A text that may be a catalogue reference (a zod schema's message, see
 * `messageRef`) or a text already written (a server's message): the first is
 * written in the current language, the second shown as it is.
 */
export function textOf(text: string): string {
  const ref = parseMessageRef(text);
  return ref && i18n.messages[ref.key] !== undefined ? i18n._(ref.key, ref.values) : text;
}

/** A text the server named by its key (an error's), in the current language; undefined when unknown here. */
export function messageOf(key: string | undefined, values?: MessageValues): string | undefined {
  return key !== undefined && i18n.messages[key] !== undefined ? i18n._(key, values) : undefined;
}

/** `t` for a component: the component is drawn again when the language changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return _;
}

/** The current language, for a component that draws something by it (a date, the switch). */
export function useLanguage(): Language {
  const { i18n: active } = useLingui();
  return isLanguage(active.locale) ? active.locale : DEFAULT_LANGUAGE;
}

interface TextProps {
  id: MessageKey;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `Read the <0>terms</0>` with `{ 0: <Link … /> }`. */
  components?: Record<string, ReactElement>;
}

/** A text with markup inside it (a link in a sentence); a plain text is `t(key)`. */
export function Text({ id, values, components }: TextProps) {
  return <Trans id={id} values={values} components={components} />;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
