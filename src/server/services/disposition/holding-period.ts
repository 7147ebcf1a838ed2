const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now`: what was stored (or reported) before it is past the period. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
