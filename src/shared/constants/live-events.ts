/**
 * What a person's live event stream (GET /api/events) says has changed. An
 * event carries no data: the page reads what changed through the API again.
 */
export const LIVE_EVENTS = {
  /** Sent first on every connection: the stream is live. */
  ready: 'ready',
  /** The person's notifications were added, read or removed (the bell, the list, possible matches; a console account's alerts). */
  notifications: 'notifications',
  /** One of the person's claims was filed, decided, withdrawn or closed. */
  claims: 'claims',
  /** A message was written on a claim's conversation: the claimant's, and every admin's (the office's side). */
  claimMessages: 'claim-messages',
  /** One of the person's lost reports was matched against the items in storage, closed or opened again. */
  lostReports: 'lost-reports',
  /** Events may have been missed (a server lost the database's notices): read everything again. */
  resync: 'resync',
} as const;

export type LiveEvent = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

/** How long a browser waits before it opens a dropped stream again (the stream's `retry`). */
export const LIVE_RETRY_MS = 3000;
