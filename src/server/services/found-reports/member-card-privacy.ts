import type { UniversityConfig } from '#shared/university/university-config';
import { hideContacts } from '#server/lib/contacts-in-text';
import { readPhrases, wordsOf } from '#server/services/vocabulary/read-item-kinds';

/** What of a stored item a member's card shows; the rest of the card is the same for everyone. */
interface ItemView {
  itemName: string;
  description: string;
  imageUrl: string | null;
  found_location: string;
  /** Set on a sensitive item's card: the kind of thing it is (the university's sensitiveItems). */
  sensitive?: string;
}

/** The university's sensitive kind an item's name says it is (an "ID card", a "Visa card"), if any. */
export function sensitiveKindOf(itemName: string, university: UniversityConfig): string | undefined {
  const kinds = new Set(university.sensitiveItems.map((item) => item.kind));
  for (const { meanings } of readPhrases(wordsOf(itemName)))
    for (const meaning of meanings ?? []) {
      if (meaning.kind !== 'item') continue;
      if (kinds.has(meaning.item.id)) return meaning.item.id;
      if (meaning.item.broader && kinds.has(meaning.item.broader)) return meaning.item.broader;
    }
  return undefined;
}

/**
 * A stored item as members see it (gallery, search, its page, a possible
 * match): a sensitive one (an ID or bank card, a passport) as a generic card,
 * without its photo or description, which name and show its owner; any other
 * with the contacts written on it hidden. Staff read items elsewhere, whole.
 * Its owner learns of it by the alerts (decision 0048) and proves it at the office.
 */
export function memberView<T extends ItemView>(item: T, university: UniversityConfig): T {
  const kind = sensitiveKindOf(item.itemName, university);
  if (kind) {
    const name = university.sensitiveItems.find((sensitive) => sensitive.kind === kind)!.name;
    return { ...item, itemName: name.en, description: '', imageUrl: null, sensitive: kind };
  }
  return {
    ...item,
    itemName: hideContacts(item.itemName, university),
    description: hideContacts(item.description, university),
    found_location: hideContacts(item.found_location, university),
  };
}
