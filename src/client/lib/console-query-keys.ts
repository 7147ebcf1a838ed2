/**
 * The query keys of the nouns only the console shows, beside query-keys.ts and built the
 * same way: every key of a noun starts with its `all`.
 */
import { foundReportKeys, notificationKeys } from './query-keys';

export const adminKeys = {
  all: ['admins'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  detail: (email: string) => [...adminKeys.all, 'detail', email.toLowerCase()] as const,
};

/** The dashboard's counts, leaderboard and activity log follow every item's progress. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  leaderboard: () => [...dashboardKeys.all, 'leaderboard'] as const,
  activityLog: () => [...dashboardKeys.all, 'activity-log'] as const,
  /** Everyone the activity log names: the choices of its Admin filter. */
  activityLogAdmins: () => [...dashboardKeys.all, 'activity-log-admins'] as const,
  charts: () => [...dashboardKeys.all, 'charts'] as const,
};

/** The console's reports: one month at one desk or every desk. Every change to found reports may alter them. */
export const reportKeys = {
  all: [...foundReportKeys.all, 'reports'] as const,
  monthly: (month: string | null, desk: string | null) =>
    [...reportKeys.all, 'monthly', { month, desk }] as const,
};

/** A console account's alert settings (decision 0070), beside its notifications. */
export const alertSettingsKeys = {
  all: [...notificationKeys.all, 'alert-settings'] as const,
};
