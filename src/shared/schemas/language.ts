import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** A change of language: 'en' (English) or 'bn' (Bangla). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES).describe("'en' for English, 'bn' for Bangla."),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
