import { sql } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now`: what was stored (or reported) before it is past the period. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The holding period as measured at `now` (the app's clock): which stored items the Disposition queue holds. */
export interface Holding {
  now: Date;
  holdingPeriodDays: number;
}

/** Stored items whose holding period has ended at `now`: the Disposition queue's rows. */
export const pastHolding = ({ now, holdingPeriodDays }: Holding) =>
  sql`f.status = 'stored' AND f.stored_at <= ${daysBefore(now, holdingPeriodDays).toISOString()}::timestamptz`;

/** The day an item stored at `storedAt` reached the end of its holding period. */
export const holdingEndedAt = (storedAt: string, holdingPeriodDays: number): string =>
  new Date(Date.parse(storedAt) + holdingPeriodDays * DAY_MS).toISOString();
