/**
 * The query keys of every domain noun, built in one place (the console's own nouns in
 * console-query-keys.ts, so a member's first visit does not carry them). Each query's `queryOptions`
 * takes its key from here and each change invalidates through the same factory, so a
 * key and its invalidation cannot drift apart. Every key of a noun starts with its
 * `all`, so invalidating `all` refreshes everything cached about that noun, and a
 * change made in one feature can refresh what another shows without importing it.
 */

/** A found-date filter (inclusive); missing ends are open. */
export interface FoundDateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Recovered Items' filters beside the dates (decision 0071): a category chip, a colour name, words of a place. */
export interface RecoveredFilters extends FoundDateRange {
  category?: string | undefined;
  color?: string | undefined;
  place?: string | undefined;
}

const range = ({ from, to }: FoundDateRange) => ({ from: from ?? null, to: to ?? null });

// In a module of its own: the first screen needs only this key, and the rest load with the screens that use them.
// Desks, belongings, pickups, the profile and password resets have modules of their own for the same
// reason: no first screen shows them.
export { sessionKeys } from './session-keys';

/**
 * Members' lists, the search and the admins' lists alike: a claim, a store or a
 * handover changes what every one of them shows.
 */
export const foundReportKeys = {
  all: ['found-reports'] as const,
  // A filter left undefined is one not set: the key's hash leaves it out.
  storedForMembers: (filters: RecoveredFilters) =>
    [...foundReportKeys.all, 'stored-for-members', filters] as const,
  search: (q: string, dates: FoundDateRange) =>
    [...foundReportKeys.all, 'search', { q, ...range(dates) }] as const,
  /** One stored item by its report ID, as an alert links to it. */
  item: (reportId: string) => [...foundReportKeys.all, 'item', reportId] as const,
  /** The stored items that may be the member's lost things, by lost report. */
  possibleMatches: () => [...foundReportKeys.all, 'possible-matches'] as const,
};

/** A member's alerts (the bell) and whether they also come by email. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  emailAlerts: () => [...notificationKeys.all, 'email-alerts'] as const,
  /** What an unsubscribe link says of its member's email alerts, by the link. */
  unsubscribeLink: (member: string, token: string) =>
    [...notificationKeys.all, 'unsubscribe-link', member, token] as const,
  /** This browser's push subscription and the member's devices with push on. */
  pushDevice: () => [...notificationKeys.all, 'push', 'this-device'] as const,
  pushDevices: () => [...notificationKeys.all, 'push', 'devices'] as const,
};

export const lostReportKeys = {
  all: ['lost-reports'] as const,
};

/**
 * What a member follows on "My items": their claims, lost reports and found
 * reports. A claim, a withdrawal or a closed report refreshes the whole page.
 */
export const myItemsKeys = {
  all: ['my-items'] as const,
  claims: () => [...myItemsKeys.all, 'claims'] as const,
  lostReports: () => [...myItemsKeys.all, 'lost-reports'] as const,
  foundReports: () => [...myItemsKeys.all, 'found-reports'] as const,
};

/**
 * The conversations on claims: one claim's thread, and what staff often write on it.
 * A decision on the claim may make its thread read-only, so claim changes refresh these too.
 */
export const claimConversationKeys = {
  all: ['claim-conversations'] as const,
  thread: (claimId: string) => [...claimConversationKeys.all, 'thread', claimId] as const,
  templates: (claimId: string) => [...claimConversationKeys.all, 'templates', claimId] as const,
  /** The staff inbox (threads the office owes an answer) and its count: every message may change them. */
  unanswered: () => [...claimConversationKeys.all, 'unanswered'] as const,
};
