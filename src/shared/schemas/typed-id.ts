/**
 * Reading an ID as typed into the console's ID box (decision 0069), without
 * zod: the box's module loads with every console page.
 */
/** What an ID names: a found item (FND), a lost report (LST) or a claim (CLM). */
export const ID_KINDS = ['found', 'lost', 'claim'] as const;
export type IdKind = (typeof ID_KINDS)[number];

export const ID_PREFIX: Record<IdKind, string> = { found: 'FND', lost: 'LST', claim: 'CLM' };

/** The most candidates one lookup lists: enough to pick from, few enough to read at a glance. */
export const MAX_ID_CANDIDATES = 10;

/** The fewest digits a part of an ID needs to be looked for inside IDs; fewer must be the whole number. */
export const MIN_PARTIAL_DIGITS = 2;

/** "#fnd 000-123" as pasted from a history line or read out on the phone, as the ID it names. */
export const asTypedId = (typed: string) => typed.replace(/[\s#_-]/g, '').toUpperCase();

/**
 * An ID or part of one: letters of a kind's prefix (or none), then digits.
 * "232", "fnd23", "LST00012", "CLM000004" and "F 232" are all IDs in part;
 * "watch" is not.
 */
export function parseTypedId(typed: string): { kinds: IdKind[]; digits: string } | null {
  const match = /^([A-Z]{0,3})(\d{1,12})$/.exec(asTypedId(typed));
  if (!match) return null;
  const [, letters = '', digits = ''] = match;
  const kinds = ID_KINDS.filter((kind) => ID_PREFIX[kind].startsWith(letters));
  return kinds.length > 0 ? { kinds, digits } : null;
}
