/** The languages the app speaks; English is the spec's and the default. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a browser's choice (also set from a member's profile when they sign in). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The locale each language formats numbers, dates and plurals with: Bangla with
 * Bangla digits and month names; English keeps the spec's en-GB day format
 * (22/11/2026) and its 12-hour times are formatted apart (src/client/lib/dates.ts).
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
