import { kindsAreRelated } from '#server/services/vocabulary/read-item-kinds';
import { groupWords, type ItemTerms, type NameToken } from './item-terms';

/** A lost report and a stored item at least this alike are suggested to the member (0..1). */
export const MATCH_THRESHOLD = 0.6;
/** Two words at least this alike by trigrams are the same word mistyped ("walet", "wallet"). */
export const TYPO_SIMILARITY = 0.5;

/** One side of a comparison: what matching read, and the stemmed words the database gave. */
export interface MatchSide {
  terms: ItemTerms;
  /** Stemmed words (to_tsvector, the search's configuration) of the place. */
  placeStems: string[];
  /** The campus places the place names, in any language (placesNamed): a lost "লাইব্রেরি" is a found "Central Library". */
  places: string[];
  /** Stemmed words of name and description together. */
  textStems: string[];
  /** The day it was lost or found (YYYY-MM-DD). */
  date: string;
}

/** Words of a place that say nothing about which place it is. */
const GENERIC_PLACE_WORDS: readonly string[] = [
  'the',
  'near',
  'room',
  'floor',
  'ground',
  'first',
  'second',
  'third',
  'build',
  'building',
  'campus',
  'area',
  'side',
  'front',
  'back',
  'insid',
  'inside',
  'outsid',
  'outside',
  'level',
  'diu',
  'daffodil',
  'smart',
  'citi',
  'city',
];

const genericPlace = new Set(GENERIC_PLACE_WORDS);

/** pg_trgm's measure for one word: shared trigrams over all trigrams, the word padded as pg_trgm pads it. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (word: string) => {
    const padded = `  ${word} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
    return set;
  };
  const left = grams(a);
  const right = grams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

function tokensMatch(a: NameToken, b: NameToken): boolean {
  // One kind may hold another: a lost "jewellery" may be a found ring, a lost ring is never a found necklace.
  if (a.group && b.group) return kindsAreRelated(a.group, b.group);
  if (!a.group && !b.group) return a.text === b.text || trigramSimilarity(a.text, b.text) >= TYPO_SIMILARITY;
  // A mistyped word against a known kind of thing: "walet" against the wallet group.
  const [grouped, plain] = a.group ? [a, b] : [b, a];
  return groupWords(grouped.group!).some(
    (word) => !word.includes(' ') && trigramSimilarity(word, plain.text) >= TYPO_SIMILARITY,
  );
}

/** How far two names say the same thing (0..1): shared meanings over the shorter and the longer name. */
export function nameScore(a: NameToken[], b: NameToken[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const matched = short.filter((token) => long.some((other) => tokensMatch(token, other))).length;
  return (matched / short.length + matched / long.length) / 2;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function overlap(a: string[], b: string[]): number {
  const right = new Set(b);
  return new Set(a.filter((word) => right.has(word))).size;
}

/** Whether two reports name one place: a word of it in common (not a generic one), or a campus place in any language. */
export function samePlace(
  lost: Pick<MatchSide, 'placeStems' | 'places'>,
  found: Pick<MatchSide, 'placeStems' | 'places'>,
): boolean {
  const specific = (stems: string[]) => stems.filter((stem) => !genericPlace.has(stem));
  return (
    overlap(specific(lost.placeStems), specific(found.placeStems)) > 0 ||
    overlap(lost.places, found.places) > 0
  );
}

export interface MatchScore {
  score: number;
  /** Why a pair can never match, whatever its score. */
  refused?: 'name' | 'date' | 'colour' | 'brand' | 'serial';
}

/**
 * How alike a lost report and a stored item are, 0..1. A pair is refused when
 * the names share nothing, when the item was found more than a day before the
 * loss, when both give colours of different families, or both name different
 * makers. Otherwise: name 0.5, colour 0.2, date 0.1, place 0.1, other words 0.1.
 */
export function scoreMatch(lost: MatchSide, found: MatchSide): MatchScore {
  const name = nameScore(lost.terms.name, found.terms.name);
  if (name < 0.5) return { score: 0, refused: 'name' };

  // Found on or after the day it was lost, with a day's slack for late-night losses and wrong dates.
  const days = daysBetween(lost.date, found.date);
  if (days < -1) return { score: 0, refused: 'date' };

  let colour = 0.5;
  if (lost.terms.colours.size > 0 && found.terms.colours.size > 0) {
    if (![...lost.terms.colours].some((family) => found.terms.colours.has(family))) {
      return { score: 0, refused: 'colour' };
    }
    colour = 1;
  }

  if (lost.terms.brands.size > 0 && found.terms.brands.size > 0) {
    if (![...lost.terms.brands].some((brand) => found.terms.brands.has(brand))) {
      return { score: 0, refused: 'brand' };
    }
  }

  const date = days <= 3 ? 1 : days <= 14 ? 0.7 : days <= 60 ? 0.4 : 0.2;
  const place = samePlace(lost, found) ? 1 : 0;
  const words = Math.min(1, overlap(lost.textStems, found.textStems) / 4);

  const score = 0.5 * name + 0.2 * colour + 0.1 * date + 0.1 * place + 0.1 * words;
  return { score: Math.round(score * 1000) / 1000 };
}

/** A registered belonging and a stored item at least this alike alert the belonging's member (0..1). */
export const BELONGING_THRESHOLD = 0.75;

/** A registered belonging as matching reads it. */
export interface BelongingSide {
  /** Its name, colour, and maker, model and marks as its description. */
  terms: ItemTerms;
  /** Stemmed words of its model and distinctive marks. */
  markStems: string[];
  /** Whether its owner registered its serial number. */
  hasSerialNumber: boolean;
}

/**
 * How alike a registered belonging and a stored item are, 0..1, refused as a
 * lost report would be (names that share nothing, colours of different
 * families, different makers), or when the item states a serial number and
 * the belonging has one: had it been this one's, the item would have named its
 * owner already (named-owners.ts). Otherwise: name 0.4, colour 0.15, maker 0.15,
 * model and marks 0.3 (two of their words on the item are all of it). A
 * belonging has no day or place of loss, so its marks carry the weight those
 * carry for a lost report: kind, colour and maker alone (0.7) alert nobody,
 * or every member with a black backpack would hear of each one handed in.
 */
export function scoreBelonging(
  belonging: BelongingSide,
  found: MatchSide & { statesSerialNumber: boolean },
): MatchScore {
  if (belonging.hasSerialNumber && found.statesSerialNumber) return { score: 0, refused: 'serial' };
  const name = nameScore(belonging.terms.name, found.terms.name);
  if (name < 0.5) return { score: 0, refused: 'name' };
  let colour = 0.5;
  if (belonging.terms.colours.size > 0 && found.terms.colours.size > 0) {
    if (![...belonging.terms.colours].some((family) => found.terms.colours.has(family))) {
      return { score: 0, refused: 'colour' };
    }
    colour = 1;
  }
  let maker = 0.5;
  if (belonging.terms.brands.size > 0 && found.terms.brands.size > 0) {
    if (![...belonging.terms.brands].some((brand) => found.terms.brands.has(brand))) {
      return { score: 0, refused: 'brand' };
    }
    maker = 1;
  }
  const marks = Math.min(1, overlap(belonging.markStems, found.textStems) / 2);
  const score = 0.4 * name + 0.15 * colour + 0.15 * maker + 0.3 * marks;
  return { score: Math.round(score * 1000) / 1000 };
}
