import { textWords } from '#server/lib/text-words';
import { CAMPUS_PLACES } from './campus-places';
import { ANY_COLOUR, COLOUR_FAMILIES, ITEM_KINDS, MAKERS, type ItemKind, type Names } from './item-kinds';

/** Every name, in every language. */
const namesIn = (names: Names): string[] => Object.values(names).flat();

/** What a known phrase says about a thing. */
export type Meaning =
  | { kind: 'item'; item: ItemKind }
  | { kind: 'maker'; maker: string }
  | { kind: 'colour'; families: string[] }
  | { kind: 'any-colour' }
  | { kind: 'place'; place: string };

/** Every known phrase and what it means; colours first, so "rose gold" is a colour, not a ring. */
const meanings: Map<string, Meaning[]> = (() => {
  const map = new Map<string, Meaning[]>();
  const add = (phrase: string, meaning: Meaning) => map.set(phrase, [...(map.get(phrase) ?? []), meaning]);
  const colourFamilies = new Map<string, string[]>();
  for (const family of COLOUR_FAMILIES)
    for (const name of namesIn(family.names))
      colourFamilies.set(name, [...(colourFamilies.get(name) ?? []), family.id]);
  for (const [name, families] of colourFamilies) add(name, { kind: 'colour', families });
  for (const name of namesIn(ANY_COLOUR)) add(name, { kind: 'any-colour' });
  for (const maker of MAKERS)
    for (const name of namesIn(maker.names)) add(name, { kind: 'maker', maker: maker.id });
  for (const item of ITEM_KINDS) for (const name of namesIn(item.names)) add(name, { kind: 'item', item });
  for (const place of CAMPUS_PLACES)
    for (const name of namesIn(place.names)) add(name, { kind: 'place', place: place.id });
  return map;
})();

const LONGEST_PHRASE = 4;
const kindsById = new Map(ITEM_KINDS.map((item) => [item.id, item]));

/** Lower-case words of letters (with their marks: Bangla's vowel signs) and digits. */
export const wordsOf = textWords;

/**
 * Bangla writes case and the definite article as endings of the word:
 * লাইব্রেরিতে (in the library), মাঠে (on the field), গেটের (of the gate),
 * মানিব্যাগটি (the wallet). Longest first; one is taken off only when what is
 * left is a known name, so an unknown word is never cut.
 */
const BANGLA_ENDINGS = ['গুলো', 'য়ের', 'টির', 'টার', 'েতে', 'তে', 'ের', 'এর', 'টি', 'টা', 'য়', 'ে', 'র'].map(
  (ending) => ending.normalize('NFKC'),
);
const BENGALI = /\p{Script=Bengali}/u;

/** "wallets" → "wallet", "glasses" stays (a known word), "keys" → "key", "লাইব্রেরিতে" → "লাইব্রেরি". */
export function singular(word: string): string {
  if (meanings.has(word) || word.length <= 3) return word;
  if (BENGALI.test(word)) {
    const stem = BANGLA_ENDINGS.filter((ending) => word.endsWith(ending))
      .map((ending) => word.slice(0, -ending.length))
      .find((rest) => meanings.has(rest));
    return stem ?? word;
  }
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A run of words read as one: a known phrase with its meanings, or a word nobody listed. */
export interface ReadPhrase {
  phrase: string;
  meanings: Meaning[] | undefined;
  /** Where it starts among the words read, and how many words it takes. */
  start: number;
  length: number;
}

/** Words (lower case) read as their known phrases, longest first, and the other words. */
export function readPhrases(words: readonly string[]): ReadPhrase[] {
  const singulars = words.map(singular);
  const read: ReadPhrase[] = [];
  // A phrase is known as written ("sports complex") or with each word singular ("credit cards").
  const known = (start: number, length: number): string | undefined =>
    [words, singulars]
      .map((forms) => forms.slice(start, start + length).join(' '))
      .find((phrase) => meanings.has(phrase));
  for (let start = 0; start < singulars.length;) {
    let length = Math.min(LONGEST_PHRASE, singulars.length - start);
    for (; length > 1; length -= 1) if (known(start, length)) break;
    const phrase = known(start, length) ?? singulars.slice(start, start + length).join(' ');
    read.push({ phrase, meanings: meanings.get(phrase), start, length });
    start += length;
  }
  return read;
}

/** The kind and every wider kind it is one of, nearest first. */
export function wider(id: string): ItemKind[] {
  const chain: ItemKind[] = [];
  for (let item = kindsById.get(id); item && !chain.includes(item); item = kindsById.get(item.broader ?? ''))
    chain.push(item);
  return chain;
}

/** Whether one kind is the other or one of it (a ring is jewellery; an iPhone a phone). */
export const kindsAreRelated = (a: string, b: string): boolean =>
  wider(a).some((item) => item.id === b) || wider(b).some((item) => item.id === a);

/** The names of a kind (a category's own words, for typo matching). */
export const namesOfKind = (id: string): string[] => namesIn(kindsById.get(id)?.names ?? {});

/**
 * Every name of a kind, of the kinds and products it holds, and of the wider
 * kinds it is one of, but not of its siblings: "phone" names an iPhone and a
 * Galaxy, "iphone" names a phone but never a Galaxy.
 */
export function relatedNames(id: string): string[] {
  const related = ITEM_KINDS.filter((item) => kindsAreRelated(item.id, id));
  return [...new Set(related.flatMap((item) => namesIn(item.names)))];
}

const placesById = new Map(CAMPUS_PLACES.map((place) => [place.id, place]));

/** Every name of a campus place, in every language. */
const namesOfPlace = (id: string): string[] => namesIn(placesById.get(id)?.names ?? {});

/** The campus places a text names ('Central Library, 2nd floor', 'লাইব্রেরিতে'), in any language: their ids. */
export function placesNamed(text: string): string[] {
  const ids = readPhrases(wordsOf(text)).flatMap((phrase) =>
    (phrase.meanings ?? []).flatMap((meaning) => (meaning.kind === 'place' ? [meaning.place] : [])),
  );
  return [...new Set(ids)];
}

/** The names of what a phrase means: its kinds and their related names, a maker's products, or a place's names. */
export function namesMeant(found: Meaning[]): string[] {
  const names = found.flatMap((meaning) => {
    if (meaning.kind === 'item') return relatedNames(meaning.item.id);
    if (meaning.kind === 'maker')
      return ITEM_KINDS.filter((item) => item.maker === meaning.maker).flatMap((item) => namesIn(item.names));
    if (meaning.kind === 'place') return namesOfPlace(meaning.place);
    return [];
  });
  return [...new Set(names)];
}

/**
 * A colour filter's names in every language (decision 0075): a typed colour that
 * is a family's own name in any language ('black', 'কালো', 'kalo') stands for all
 * of them, so an item whose colour was typed in Bangla is found by the English name
 * and the other way round. Shades ('navy', 'maroon') stay as they are typed.
 */
export function colourNamesInEveryLanguage(typed: string): string[] {
  const phrase = textWords(typed).join(' ');
  const names = new Set([phrase]);
  for (const family of COLOUR_FAMILIES) {
    const own = [family.id, ...(family.names.bn ?? []), ...(family.names['bn-Latn'] ?? [])];
    if (own.includes(phrase)) for (const name of own) names.add(name);
  }
  return [...names].filter(Boolean);
}

/**
 * A place filter's names in every language (decision 0081): a typed place that is
 * one campus place's name in any language, Bangla ending and all ('library',
 * 'লাইব্রেরিতে', 'laibreri'), stands for all of its names. Anything else
 * ('Central Library', 'Room 402') stays as typed.
 */
export function placeNamesInEveryLanguage(typed: string): string[] {
  const phrases = readPhrases(textWords(typed));
  const meaning = phrases.length === 1 ? phrases[0]!.meanings?.find((m) => m.kind === 'place') : undefined;
  const names = new Set([
    textWords(typed).join(' '),
    ...(meaning?.kind === 'place' ? namesOfPlace(meaning.place) : []),
  ]);
  return [...names].filter(Boolean);
}
