import type { UniversityConfig } from '#shared/university/university-config';

/**
 * Email addresses as people write them on things: what matching reads to find
 * a member, and what members' cards hide from everyone else.
 */
export const EMAIL_IN_TEXT = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}/g;

/**
 * Phone numbers as people write them: 10 to 15 digits, Latin or Bangla, a
 * space, dot, dash or bracket allowed between any two. Dates and university
 * IDs are shorter.
 */
export const PHONE_IN_TEXT = /(?<![0-9০-৯])\+?[0-9০-৯](?:[\s().-]?[0-9০-৯]){9,14}(?![0-9০-৯])/g;

const BANGLA_ZERO = '০'.codePointAt(0)!;

/** Bangla digits as Latin ones ("০১৭" is "017"), so a number compares alike however it was written. */
export const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.codePointAt(0)! - BANGLA_ZERO));

/** What stands on a member's card where an item carried someone's contact or ID. */
export const HIDDEN_CONTACT = '•••';

/**
 * A found item's text as members other than its owner may read it: email
 * addresses, phone numbers and university IDs written on it are hidden, so a
 * card in the gallery never hands anyone's number to the whole campus.
 */
export function hideContacts(text: string, university: UniversityConfig): string {
  let hidden = text
    .normalize('NFKC')
    .replace(EMAIL_IN_TEXT, HIDDEN_CONTACT)
    .replace(PHONE_IN_TEXT, HIDDEN_CONTACT);
  if (university.universityId)
    hidden = hidden.replace(new RegExp(university.universityId.pattern, 'gu'), HIDDEN_CONTACT);
  return hidden;
}

/**
 * A member's search text less what `hideContacts` hides on cards: a search for
 * a phone number, an email address or an ID written on an item would tell the
 * searcher which item carries it (decision 0067), so those words are not searched.
 */
export function withoutContacts(text: string, university: UniversityConfig): string {
  let left = text.replace(EMAIL_IN_TEXT, ' ').replace(PHONE_IN_TEXT, ' ');
  if (university.universityId) left = left.replace(new RegExp(university.universityId.pattern, 'gu'), ' ');
  return left;
}
