import {
  ANY_COLOUR,
  BRAND_ALIASES,
  BRANDS,
  COLOUR_FAMILIES,
  PRODUCT_WORDS,
  SYNONYM_GROUPS,
} from './match-vocabulary';

/** The texts of a report that matching reads. */
export interface ItemText {
  itemName: string;
  color: string;
  description: string;
}

/** One thing a name says: a kind of thing (a synonym group) or a plain word. */
export interface NameToken {
  /** The word or phrase as written (lower case, singular). */
  text: string;
  /** The synonym group it belongs to, if any. */
  group?: string;
}

export interface ItemTerms {
  name: NameToken[];
  /** Colour families of the colour field and of colour words in the name; empty when unknown. */
  colours: Set<string>;
  /** Makers named in the name or description. */
  brands: Set<string>;
}

type PhraseMeaning =
  | { kind: 'group'; group: string }
  | { kind: 'product'; brand: string; group?: string }
  | { kind: 'brand'; brand: string }
  | { kind: 'colour'; families: string[] }
  | { kind: 'any-colour' };

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'of',
  'with',
  'and',
  'in',
  'on',
  'for',
  'or',
  'its',
  'it',
  'is',
  'to',
]);
const LONGEST_PHRASE = 4;

/** Every known phrase and what it means; colours first, so "rose gold" is a colour, not a ring. */
const phrases: Map<string, PhraseMeaning[]> = (() => {
  const map = new Map<string, PhraseMeaning[]>();
  const add = (phrase: string, meaning: PhraseMeaning) =>
    map.set(phrase, [...(map.get(phrase) ?? []), meaning]);
  const colourFamilies = new Map<string, string[]>();
  for (const [family, words] of Object.entries(COLOUR_FAMILIES)) {
    for (const word of words) colourFamilies.set(word, [...(colourFamilies.get(word) ?? []), family]);
  }
  for (const [word, families] of colourFamilies) add(word, { kind: 'colour', families });
  for (const word of ANY_COLOUR) add(word, { kind: 'any-colour' });
  for (const brand of BRANDS) add(brand, { kind: 'brand', brand: BRAND_ALIASES[brand] ?? brand });
  for (const [word, product] of Object.entries(PRODUCT_WORDS)) add(word, { kind: 'product', ...product });
  for (const [group, words] of Object.entries(SYNONYM_GROUPS)) {
    for (const word of words) add(word, { kind: 'group', group });
  }
  return map;
})();

/** Lower-case words of letters and digits. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** "wallets" → "wallet", "glasses" stays (a known word), "keys" → "key". */
function singular(word: string): string {
  if (phrases.has(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The text's known phrases, longest first, and its other words. */
function readPhrases(text: string): { phrase: string; meanings: PhraseMeaning[] | undefined }[] {
  const words = wordsOf(text).map(singular);
  const read: { phrase: string; meanings: PhraseMeaning[] | undefined }[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length > 0; length -= 1) {
      const phrase = words.slice(i, i + length).join(' ');
      const meanings = phrases.get(phrase);
      if (meanings) {
        read.push({ phrase, meanings });
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      read.push({ phrase: words[i]!, meanings: undefined });
      taken = 1;
    }
    i += taken;
  }
  return read;
}

export function itemTerms(item: ItemText): ItemTerms {
  const name: NameToken[] = [];
  const colours = new Set<string>();
  let anyColour = false;
  const brands = new Set<string>();
  const readColours = (meanings: PhraseMeaning[]) => {
    for (const meaning of meanings) {
      if (meaning.kind === 'colour') meaning.families.forEach((family) => colours.add(family));
      if (meaning.kind === 'any-colour') anyColour = true;
    }
  };
  for (const { phrase, meanings } of readPhrases(item.itemName)) {
    if (!meanings) {
      if (!STOP_WORDS.has(phrase)) name.push({ text: phrase });
      continue;
    }
    readColours(meanings);
    for (const meaning of meanings) {
      if (meaning.kind === 'brand') brands.add(meaning.brand);
      if (meaning.kind === 'product') brands.add(meaning.brand);
    }
    const group = meanings.find((meaning) => meaning.kind === 'group' || meaning.kind === 'product');
    if (group && 'group' in group && group.group) name.push({ text: phrase, group: group.group });
  }
  for (const { meanings } of readPhrases(item.color)) if (meanings) readColours(meanings);
  for (const { meanings } of readPhrases(item.description)) {
    for (const meaning of meanings ?? []) {
      if (meaning.kind === 'brand' || meaning.kind === 'product') brands.add(meaning.brand);
    }
  }
  return { name, colours: anyColour ? new Set() : colours, brands };
}

/** Every word or phrase that names what a name names: the full-text search for candidates. */
export function nameSearchTerms(terms: ItemTerms): string[] {
  const found = new Set<string>();
  for (const token of terms.name) {
    found.add(token.text);
    if (token.group) {
      for (const word of SYNONYM_GROUPS[token.group] ?? []) found.add(word);
      for (const [word, product] of Object.entries(PRODUCT_WORDS))
        if (product.group === token.group) found.add(word);
    }
  }
  return [...found];
}

/** Name words as written, long enough for typo matching by trigrams ("wallet" finds a lost "walet"). */
export function typoSearchWords(terms: ItemTerms): string[] {
  return terms.name
    .filter((token) => !token.text.includes(' ') && token.text.length >= 4)
    .map((token) => token.text);
}

/** The words of a synonym group, for typo matching against a group ("moblie" against "mobile"). */
export function groupWords(group: string): readonly string[] {
  return SYNONYM_GROUPS[group] ?? [];
}
