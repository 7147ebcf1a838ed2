import { textWords } from '#server/lib/text-words';
import { ANY_COLOUR, COLOUR_FAMILIES, ITEM_KINDS, MAKERS, type ItemKind, type Names } from './item-kinds';

/** Every name, in every language. */
const namesIn = (names: Names): string[] => Object.values(names).flat();

/** What a known phrase says about a thing. */
export type Meaning =
  | { kind: 'item'; item: ItemKind }
  | { kind: 'maker'; maker: string }
  | { kind: 'colour'; families: string[] }
  | { kind: 'any-colour' };

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
  return map;
})();

const LONGEST_PHRASE = 4;
const kindsById = new Map(ITEM_KINDS.map((item) => [item.id, item]));

/** Lower-case words of letters (with their marks: Bangla's vowel signs) and digits. */
export const wordsOf = textWords;

/** "wallets" → "wallet", "glasses" stays (a known word), "keys" → "key". */
export function singular(word: string): string {
  if (meanings.has(word) || word.length <= 3) return word;
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
  for (let start = 0; start < singulars.length;) {
    let length = Math.min(LONGEST_PHRASE, singulars.length - start);
    for (; length > 1; length -= 1) if (meanings.has(singulars.slice(start, start + length).join(' '))) break;
    const phrase = singulars.slice(start, start + length).join(' ');
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

/** The names of what a phrase means: its kinds and their related names, or a maker's products. */
export function namesMeant(found: Meaning[]): string[] {
  const names = found.flatMap((meaning) => {
    if (meaning.kind === 'item') return relatedNames(meaning.item.id);
    if (meaning.kind === 'maker')
      return ITEM_KINDS.filter((item) => item.maker === meaning.maker).flatMap((item) => namesIn(item.names));
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
