import type { Language } from '#shared/i18n/languages';
import { api } from './api-client';

/** Keeps the choice in the browser's cookie and, for a signed-in member, in their profile. */
export const saveLanguage = (language: Language) =>
  api<void>('/language', { method: 'PUT', body: { language }, handleAuthErrors: false });
