import {
  namesOfKind,
  readPhrases,
  relatedNames,
  wordsOf,
  type Meaning,
} from '#server/services/vocabulary/read-item-kinds';

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

type ItemMeaning = Extract<Meaning, { kind: 'item' }>;

/** Makers a phrase names: a maker, or the maker of a product ("iPhone": Apple). */
const makersIn = (meanings: Meaning[]): string[] =>
  meanings.flatMap((meaning) => {
    if (meaning.kind === 'maker') return [meaning.maker];
    return meaning.kind === 'item' && meaning.item.maker ? [meaning.item.maker] : [];
  });

export function itemTerms(item: ItemText): ItemTerms {
  const name: (NameToken & { product?: boolean })[] = [];
  const colours = new Set<string>();
  let anyColour = false;
  const brands = new Set<string>();
  const readColours = (meanings: Meaning[]) => {
    for (const meaning of meanings) {
      if (meaning.kind === 'colour') meaning.families.forEach((family) => colours.add(family));
      if (meaning.kind === 'any-colour') anyColour = true;
    }
  };
  for (const { phrase, meanings } of readPhrases(wordsOf(item.itemName))) {
    // A place in a name ("library card", "gym bag") says nothing of which kind of thing it is.
    if (!meanings || meanings.every((meaning) => meaning.kind === 'place')) {
      if (!STOP_WORDS.has(phrase)) name.push({ text: phrase });
      continue;
    }
    readColours(meanings);
    makersIn(meanings).forEach((maker) => brands.add(maker));
    const kind = meanings.find((meaning): meaning is ItemMeaning => meaning.kind === 'item')?.item;
    // A product stands for the kind of thing it is (an iPhone for a phone).
    const group = kind?.maker ? kind.broader : kind?.id;
    if (group) name.push({ text: phrase, group, ...(kind?.maker ? { product: true } : {}) });
  }
  // A product's name says what the item is only when no other word does: an "iPhone charger" is a charger.
  const namesAKind = name.some((token) => token.group && !token.product);
  for (const { meanings } of readPhrases(wordsOf(item.color))) if (meanings) readColours(meanings);
  for (const { meanings } of readPhrases(wordsOf(item.description)))
    makersIn(meanings ?? []).forEach((maker) => brands.add(maker));
  return {
    name: name
      .filter((token) => !(namesAKind && token.product))
      .map(({ product: _product, ...token }) => token),
    colours: anyColour ? new Set() : colours,
    brands,
  };
}

/** Every word or phrase that names what a name names: the full-text search for candidates. */
export function nameSearchTerms(terms: ItemTerms): string[] {
  const found = new Set<string>();
  for (const token of terms.name) {
    found.add(token.text);
    if (token.group) relatedNames(token.group).forEach((name) => found.add(name));
  }
  return [...found];
}

/** Name words as written, long enough for typo matching by trigrams ("wallet" finds a lost "walet"). */
export function typoSearchWords(terms: ItemTerms): string[] {
  return terms.name
    .filter((token) => !token.text.includes(' ') && token.text.length >= 4)
    .map((token) => token.text);
}

/** The names of a kind of thing, for typo matching against it ("moblie" against "mobile"). */
export function groupWords(group: string): readonly string[] {
  return namesOfKind(group);
}
