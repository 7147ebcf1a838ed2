import type { UniversityConfig } from '#shared/university/university-config';

/** An ID as compared: letters and digits only, lower case ("221-15-1234" → "221151234"). */
export const normalizeUniversityId = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The university IDs written in a text, by the university's pattern, each once and normalized. */
export function universityIdsIn(text: string, university: UniversityConfig): string[] {
  if (!university.universityId) return [];
  const pattern = new RegExp(university.universityId.pattern, 'gu');
  return [
    ...new Set([...text.normalize('NFKC').matchAll(pattern)].map((match) => normalizeUniversityId(match[0]))),
  ];
}
