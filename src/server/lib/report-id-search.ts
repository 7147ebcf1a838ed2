/** The prefix of a list's own IDs: LST for lost reports, FND for found items. */
export type ReportIdPrefix = 'LST' | 'FND';

/** Which IDs a part of an ID typed in a search box stands for. */
export interface ReportIdSearch {
  /** The one ID it names with its zeros left out: FND232 is FND000232. */
  exact: string;
  /** IDs that begin with what was typed: FND232 finds FND232000 to FND232999. */
  from: string;
  to: string;
}

const DIGITS = 6;
const PART_OF_AN_ID = /^#?(LST|FND)?(\d{1,6})$/i;

/**
 * What a search for part of an ID means, or null when the text is not one:
 * its digits, with or without its letters (which must be the list's own) and
 * the # the activity log writes before them. Both readings are kept, the
 * number with its zeros left out and the beginning of a longer one, since a
 * person reading 'FND232' off a label and one typing the first digits of
 * 'FND232014' write the same thing.
 */
export function reportIdSearch(text: string, prefix: ReportIdPrefix): ReportIdSearch | null {
  const match = PART_OF_AN_ID.exec(text.trim());
  if (!match) return null;
  const [, letters, digits] = match;
  if (letters && letters.toUpperCase() !== prefix) return null;
  const rest = DIGITS - digits!.length;
  return {
    exact: `${prefix}${digits!.padStart(DIGITS, '0')}`,
    from: `${prefix}${digits}${'0'.repeat(rest)}`,
    to: `${prefix}${digits}${'9'.repeat(rest)}`,
  };
}
