import type { MessageKey } from '#shared/i18n/message-key';

/**
 * How often a member, an admin, an address or an account may do a thing
 * (decision 0044). Every rule counts in a window that starts at its first
 * use; past `points` in the window the next use is refused until it ends.
 */
export interface LimitRule {
  /** Whose uses are counted together ('everyone': one count for all callers). */
  per: 'actor' | 'address' | 'account' | 'everyone';
  /** Uses allowed in the window (a member's, when `per` is 'actor'). */
  points: number;
  /** An admin's allowance, when admins may do it too: staff work in bulk. */
  adminPoints?: number;
  /** The window, in seconds. */
  seconds: number;
  /** Told to the caller; its text ends "Please try again in …" ({count} {unit}s). */
  message: MessageKey;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_LIMITS = {
  'found-reports': {
    per: 'actor',
    points: 20,
    adminPoints: 500,
    seconds: HOUR,
    message: 'errors.limitFoundReports',
  },
  'lost-reports': {
    per: 'actor',
    points: 10,
    seconds: HOUR,
    message: 'errors.limitLostReports',
  },
  claims: {
    per: 'actor',
    points: 20,
    seconds: DAY,
    message: 'errors.limitClaims',
  },
  /** Claims by one member on one item: each claim after a withdrawal counts again. */
  'claims-per-item': {
    per: 'actor',
    points: 3,
    seconds: DAY,
    message: 'errors.limitClaimsPerItem',
  },
  withdrawals: {
    per: 'actor',
    points: 20,
    seconds: DAY,
    message: 'errors.limitWithdrawals',
  },
  /** Everything else a signed-in person changes (profile, notifications, the desk's work). */
  changes: {
    per: 'actor',
    points: 300,
    adminPoints: 3000,
    seconds: HOUR,
    message: 'errors.limitChanges',
  },
  /** An admin's sign-in attempts from one address, at any accounts (decision 0010). */
  'sign-in-per-address': {
    per: 'address',
    points: 20,
    seconds: 15 * MINUTE,
    message: 'errors.limitSignIns',
  },
  /** One address guessing at one account (scope: the address). */
  'sign-in-per-account-and-address': {
    per: 'account',
    points: 5,
    seconds: 15 * MINUTE,
    message: 'errors.limitSignIns',
  },
  /** Attempts at one account from addresses it never signed in from: past these they are slowed, never refused. */
  'sign-in-slowdown': {
    per: 'account',
    points: 10,
    seconds: 15 * MINUTE,
    message: 'errors.limitSignIns',
  },
  'password-resets-per-address': {
    per: 'address',
    points: 10,
    seconds: HOUR,
    message: 'errors.limitPasswordResets',
  },
  /** Reset mails per account: silent, so the answer never tells whether an email is an admin's. */
  'password-resets-per-account': {
    per: 'account',
    points: 3,
    seconds: HOUR,
    message: 'errors.limitPasswordResets',
  },
  /**
   * Lines the activity log takes for failed sign-ins with emails no admin has, from all
   * addresses together: enough to see someone trying, bounded so a spread-out guesser
   * cannot fill the log. Never refuses anyone; the rest are left out of the log.
   */
  'unknown-email-log-lines': {
    per: 'everyone',
    points: 30,
    seconds: 15 * MINUTE,
    message: 'errors.limitSignIns',
  },
  /** Messages finders send through scanned stickers from one address, to any owners. */
  'finder-messages': {
    per: 'address',
    points: 10,
    seconds: HOUR,
    message: 'errors.limitFinderMessages',
  },
  /** Messages one sticker brings its owner, from every address together. */
  'finder-messages-per-sticker': {
    per: 'everyone',
    points: 5,
    seconds: HOUR,
    message: 'errors.limitFinderMessages',
  },
  /** A finder's further messages through the private link of one conversation (decision 0067), from every address together. */
  'finder-messages-per-conversation': {
    per: 'everyone',
    points: 10,
    seconds: HOUR,
    message: 'errors.limitFinderMessages',
  },
  /** An owner's answers to finders, on all their belongings together. */
  'finder-replies': {
    per: 'actor',
    points: 30,
    seconds: HOUR,
    message: 'errors.limitFinderReplies',
  },
  /** Messages on claims' conversations: a member's on their own claims, staff's on any. */
  'claim-messages': {
    per: 'actor',
    points: 30,
    adminPoints: 600,
    seconds: HOUR,
    message: 'errors.limitClaimMessages',
  },
  /** Alert mails a member gets one by one; the rest wait for one digest mail. */
  'alert-mails': {
    per: 'actor',
    points: 3,
    seconds: HOUR,
    message: 'errors.limitAlertMails',
  },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitRules = Record<LimitName, LimitRule>;

export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as LimitName[];

const UNIT_SECONDS = { s: 1, m: MINUTE, h: HOUR, d: DAY } as const;

/**
 * Reads the LIMITS setting: comma-separated `name=points/window` entries, the
 * window a number and a unit (s, m, h, d); `name:admin=points/window` sets an
 * admin's allowance (in the same window). Names it does not mention keep
 * their defaults. Returns the rules, or the problems found.
 */
export function parseLimits(setting: string | undefined): { rules: LimitRules } | { problems: string[] } {
  const rules = Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, { ...DEFAULT_LIMITS[name] }]),
  ) as LimitRules;
  const problems: string[] = [];
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const match = /^([a-z-]+)(:admin)?=(\d{1,7})\/(\d{1,5})([smhd])$/.exec(entry);
    const name = match?.[1] as LimitName | undefined;
    if (!match || !name || !LIMIT_NAMES.includes(name)) {
      problems.push(`"${entry}" is not name=points/window with a known name (${LIMIT_NAMES.join(', ')})`);
      continue;
    }
    const points = Number(match[3]);
    const seconds = Number(match[4]) * UNIT_SECONDS[match[5] as keyof typeof UNIT_SECONDS];
    if (points < 1 || seconds < 1) {
      problems.push(`"${entry}": points and window must be at least 1`);
      continue;
    }
    if (match[2]) rules[name].adminPoints = points;
    else rules[name] = { ...rules[name], points, seconds };
  }
  return problems.length > 0 ? { problems } : { rules };
}

/** How long a refused caller waits, rounded up to whole minutes, hours or days: the values of a rule's message. */
export function waitFor(seconds: number): { count: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return { count: minutes, unit: 'minute' };
  const hours = Math.ceil(minutes / 60);
  return hours < 36 ? { count: hours, unit: 'hour' } : { count: Math.ceil(hours / 24), unit: 'day' };
}
