import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/client';
import { limitCounters } from '#server/db/schema';
import { text, tooManyRequests } from '#server/lib/errors';
import { waitFor, type LimitName, type LimitRules } from '#server/lib/limit-rules';

/**
 * Whose use is counted: the signed-in person (a member or an admin, each with
 * their rule's allowance), the caller's address, or an account named in the
 * request (an email); `scope` narrows it to one thing, such as one item.
 */
export interface LimitSubject {
  actor?: { kind: 'member' | 'admin'; id: string } | null;
  address?: string;
  account?: string;
  scope?: string;
}

/** Rows past their window by this long are deleted by housekeeping. */
const EXPIRED_KEPT_MS = 60 * 60 * 1000;

/**
 * Counts uses in the database (rate-limiter-flexible's Drizzle store: one
 * upsert per use, atomic on PostgreSQL and PGlite alike), so a limit holds
 * across every app server and restart; nothing is kept in one process.
 */
export class Limits {
  readonly #limiters = new Map<string, RateLimiterDrizzle>();

  constructor(
    private readonly db: Database,
    readonly rules: LimitRules,
  ) {}

  /** Counts one use; past the limit, throws a 429 (with Retry-After) and the use is not done. */
  async take(name: LimitName, subject: LimitSubject): Promise<void> {
    const outcome = await this.count(name, subject);
    if (outcome.reached) {
      const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw tooManyRequests(text(this.rules[name].message, waitFor(seconds)), seconds);
    }
  }

  /**
   * Counts one use and tells whether it went past the limit and how long the
   * window still runs, without refusing: for callers that hold work back or
   * slow down instead (alert mails, sign-in from unknown addresses).
   */
  async count(
    name: LimitName,
    subject: LimitSubject,
  ): Promise<{ reached: boolean; used: number; msBeforeNext: number }> {
    const { limiter, key } = this.#limiterFor(name, subject);
    try {
      const result = await limiter.consume(key);
      return { reached: false, used: result.consumedPoints, msBeforeNext: result.msBeforeNext };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { reached: true, used: error.consumedPoints, msBeforeNext: error.msBeforeNext };
      }
      throw error;
    }
  }

  /** Gives one counted use back (a successful sign-in does not use up its address's allowance). */
  async refund(name: LimitName, subject: LimitSubject): Promise<void> {
    const { limiter, key } = this.#limiterFor(name, subject);
    await limiter.reward(key, 1);
  }

  /** Forgets every counted use of this subject. */
  async clear(name: LimitName, subject: LimitSubject): Promise<void> {
    const { limiter, key } = this.#limiterFor(name, subject);
    await limiter.delete(key);
  }

  /** Deletes counters whose window ended a while ago (run by housekeeping); returns how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const gone = await this.db
      .delete(limitCounters)
      .where(lt(limitCounters.expire, new Date(now.getTime() - EXPIRED_KEPT_MS)))
      .returning({ key: limitCounters.key });
    return gone.length;
  }

  #limiterFor(name: LimitName, subject: LimitSubject): { limiter: RateLimiterDrizzle; key: string } {
    const rule = this.rules[name];
    const isAdmin = rule.per === 'actor' && subject.actor?.kind === 'admin';
    const who =
      rule.per === 'actor'
        ? subject.actor && `${subject.actor.kind}:${subject.actor.id}`
        : rule.per === 'address'
          ? subject.address && `address:${subject.address}`
          : rule.per === 'account'
            ? subject.account && `account:${subject.account.toLowerCase()}`
            : 'everyone';
    if (!who) throw new Error(`The limit ${name} counts per ${rule.per}, and none was given`);
    const key = subject.scope === undefined ? who : `${who}:${subject.scope}`;
    const id = isAdmin ? `${name}:admin` : name;
    let limiter = this.#limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: this.db,
        schema: limitCounters,
        keyPrefix: name,
        points: isAdmin ? (rule.adminPoints ?? rule.points) : rule.points,
        duration: rule.seconds,
        // Housekeeping deletes old counters, once for every rule (deleteExpired).
        clearExpiredByTimeout: false,
      });
      this.#limiters.set(id, limiter);
    }
    return { limiter, key };
  }
}
