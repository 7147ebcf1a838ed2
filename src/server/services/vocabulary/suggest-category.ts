import { CATEGORY_CHIPS, type CategoryChip } from '#shared/constants/category-chips';
import { readPhrases, wider, wordsOf } from './read-item-kinds';

/** The kind of thing each category chip names, read from its own words ("Student ID" is an ID card). */
const chipKinds: { chip: CategoryChip; kind: string }[] = CATEGORY_CHIPS.flatMap((chip) => {
  const phrases = readPhrases(wordsOf(chip));
  const meaning = phrases.length === 1 ? phrases[0]!.meanings?.find((m) => m.kind === 'item') : undefined;
  return meaning?.kind === 'item' ? [{ chip, kind: meaning.item.id }] : [];
});

/**
 * The category an item's name falls under, by the synonym data: the chip of
 * the first kind the name names, or of the nearest wider kind that has one
 * ("Galaxy A52" is a Phone, "gold ring" a Ring, "মানিব্যাগ" a Wallet). Where
 * two chips name one kind, the chip whose own words the name uses wins, then
 * the chips' order. Null when the name names no kind a chip has.
 */
export function suggestCategory(name: string): CategoryChip | null {
  const words = wordsOf(name);
  const phrases = readPhrases(words).filter((phrase) => phrase.meanings?.some((m) => m.kind === 'item'));
  for (const phrase of phrases) {
    for (const meaning of phrase.meanings!) {
      if (meaning.kind !== 'item') continue;
      for (const kind of wider(meaning.item.id)) {
        const chips = chipKinds.filter((entry) => entry.kind === kind.id).map((entry) => entry.chip);
        if (chips.length === 0) continue;
        const said = chips.find((chip) => wordsOf(chip).join(' ') === phrase.phrase);
        return said ?? chips[0]!;
      }
    }
  }
  return null;
}
