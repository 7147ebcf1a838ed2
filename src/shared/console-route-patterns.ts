/**
 * The URL patterns of the admin console's pages, beside route-patterns.ts, so a member's first
 * screens never carry them (decision 0073). The console's two ways in from the sign-in flow
 * (`routePatterns.admin`) stay in route-patterns.ts.
 */
export const consoleRoutePatterns = {
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
  /** The staff inbox: claims whose claimant waits for the office's answer (decision 0080). */
  staffInbox: '/admin/inbox',
  resolvedItems: '/admin/resolved-items',
  handoverReceipt: '/admin/handover-receipt/:id',
  /** One found item's page, by its item ID: what a shelf label's QR code opens. */
  item: '/admin/items/:reportId',
  /** Printable shelf labels of the chosen items. */
  labels: '/admin/labels',
  /** A day's pickups at the desks, today unless another day is asked for. */
  pickups: '/admin/pickups',
  /** The console account's notifications (staff alerts) and its alert settings. */
  notifications: '/admin/notifications',
  /** What a pickup pass's QR code opens: the handover of its claim's item. */
  pass: '/admin/pass/:claimId',
  dispositionQueue: '/admin/disposition-queue',
  /** The register of disposed items, for audits. */
  disposedItems: '/admin/disposed-items',
  /** A month's figures per desk, printable on A4. */
  monthlyReport: '/admin/monthly-report',
} as const;
