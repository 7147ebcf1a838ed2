/**
 * Query keys of a member's alerts. The stored item behind an alert is keyed
 * under 'found-reports', so a claim (which refreshes every found-report key)
 * refreshes it too.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  emailAlerts: ['notifications', 'email-alerts'] as const,
  possibleMatches: ['notifications', 'possible-matches'] as const,
  storedItem: (reportId: string) => ['found-reports', 'item', reportId] as const,
};
