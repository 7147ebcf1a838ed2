import { z } from 'zod';

/**
 * A kind of thing members never see the photo or description of (an ID card,
 * a bank card): `kind` is a kind of the vocabulary (services/vocabulary), and
 * `name` what the generic card calls it in each language.
 */
export const sensitiveItemSchema = z.object({
  kind: z.string().min(1),
  name: z.object({ en: z.string().min(1), bn: z.string().min(1) }),
});

/** The kinds kept private where a university says nothing. */
export const DEFAULT_SENSITIVE_ITEMS: z.infer<typeof sensitiveItemSchema>[] = [
  { kind: 'id-card', name: { en: 'ID card', bn: 'আইডি কার্ড' } },
  { kind: 'bank-card', name: { en: 'Bank card', bn: 'ব্যাংক কার্ড' } },
  { kind: 'passport', name: { en: 'Passport', bn: 'পাসপোর্ট' } },
  { kind: 'national-id-card', name: { en: 'National ID card', bn: 'জাতীয় পরিচয়পত্র' } },
];

export type SensitiveItem = z.infer<typeof sensitiveItemSchema>;
