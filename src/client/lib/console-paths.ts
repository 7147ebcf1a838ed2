/**
 * The console's pages: a module of their own beside paths.ts (as console-query-keys.ts is
 * beside query-keys.ts), so a member's first screens never carry them. The sign-in flow's
 * two ways in (`paths.admin.root`, `paths.admin.dashboard`) stay in paths.ts.
 */
export const consolePaths = {
  profile: '/admin/profile',
  manageAdmin: '/admin/manage-admin',
  desks: '/admin/desks',
  /** The staff templates the claim conversation offers (decision 0075). */
  claimMessageTemplates: '/admin/message-templates',
  lostReports: '/admin/lost-reports',
  foundReports: '/admin/found-reports',
  manualEntry: '/admin/admin-entry',
  /** The desk's 30-second intake: one item after another (decision 0064). */
  quickIntake: '/admin/quick-intake',
  recoveredItems: '/admin/recovered-items',
  claimedItems: '/admin/claimed-items',
  /** The staff inbox: claims whose claimant waits for the office's answer (decision 0075). */
  staffInbox: '/admin/inbox',
  resolvedItems: '/admin/resolved-items',
  handoverReceipt: (id: string) => `/admin/handover-receipt/${encodeURIComponent(id)}`,
  /** One found item's page, by its item ID: what a shelf label's QR code opens. */
  item: (reportId: string) => `/admin/items/${encodeURIComponent(reportId)}`,
  /** Printable shelf labels of the chosen items. */
  labels: (reportIds: string[]) => `/admin/labels?items=${reportIds.map(encodeURIComponent).join(',')}`,
  dispositionQueue: '/admin/disposition-queue',
  /** The register of disposed items, for audits. */
  disposedItems: '/admin/disposed-items',
  /** A month's figures per desk, printable on A4. */
  monthlyReport: '/admin/monthly-report',
  /** A day's pickups at the desks, today unless another day is asked for. */
  pickups: '/admin/pickups',
  /** The console account's notifications (staff alerts) and its alert settings. */
  notifications: '/admin/notifications',
  /** What a pickup pass's QR code opens: the handover of its claim's item. */
  pass: (claimId: string) => `/admin/pass/${encodeURIComponent(claimId)}`,
} as const;
