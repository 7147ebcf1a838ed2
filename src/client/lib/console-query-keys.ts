/**
 * The query keys of the nouns only the console shows, beside query-keys.ts and built the
 * same way: every key of a noun starts with its `all`.
 */
import { foundReportKeys, lostReportKeys, notificationKeys } from './query-keys';

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

/** What the console's ID box lists for a typed ID: any change to items, lost reports or claims may alter it. */
export const idLookupKeys = {
  all: [...foundReportKeys.all, 'id-lookup'] as const,
  of: (typed: string) => [...idLookupKeys.all, typed] as const,
};

/** One lost report as the console opens it by its ID. */
export const lostReportDetailsKey = (reportId: string) =>
  [...lostReportKeys.all, 'details', reportId] as const;

/**
 * What only the console shows of found items, under `foundReportKeys.all` so every change to
 * found reports refreshes it: an item's page and history, labels, the Disposition queue and
 * the disposed register.
 */
export const consoleItemKeys = {
  details: (id: string) => [...foundReportKeys.all, 'details', id] as const,
  /** An item's history: every change to found reports may have added to it. */
  history: (id: string) => [...foundReportKeys.all, 'history', id] as const,
  /** Shelf labels of the chosen items, in the order chosen. */
  labels: (reportIds: string[]) => [...foundReportKeys.all, 'labels', reportIds.join(',')] as const,
  /** Items past the holding period, and how many there are. */
  dispositionQueue: () => [...foundReportKeys.all, 'disposition-queue', 'list'] as const,
  dispositionCount: () => [...foundReportKeys.all, 'disposition-queue', 'count'] as const,
  /** The register of disposed items, kept for audits. */
  disposedItems: () => [...foundReportKeys.all, 'disposed-items'] as const,
};

/** A console account's alert settings (decision 0070), beside its notifications. */
export const alertSettingsKeys = {
  all: [...notificationKeys.all, 'alert-settings'] as const,
};

/** The staff templates as admins keep them, every language at once (decision 0075). */
export const claimMessageTemplateKeys = {
  all: ['claim-message-templates'] as const,
  list: () => [...claimMessageTemplateKeys.all, 'list'] as const,
};
