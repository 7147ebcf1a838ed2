import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SignedOutReason } from '#shared/schemas/auth';
import { changeNotice, noticeSubject, type ChangeNotices } from '#server/db/change-notices';
import { preparedRows, type Database } from '#server/db/client';
import { sessions } from '#server/db/schema';
import { NoticedCache } from '#server/lib/noticed-cache';
import { isProfileComplete } from '#server/services/profile/profile-completeness';
import type { ServiceContext } from '#server/services/service-context';
import type { Actor } from '#server/lib/actor';
import { hashToken } from './session-token';

/** How long a member's session lasts without a visit; each visit renews it. */
export const SESSION_DAYS = 30;
/** How stale lastSeenAt may get before a request bothers to renew it (keeps reads cheap). */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** Admins' sessions end after an idle period, so theirs is renewed often enough to measure it. */
const ADMIN_RENEW_AFTER_MS = 60 * 1000;

/** How long an admin's session may sit idle, and last in all. */
export interface AdminSessionLimits {
  idleMinutes: number;
  maxHours: number;
}

/** Whose session it is: a member's or an admin's. */
export type SessionOwner = { memberId: string } | { adminId: string };

/** A session just started: the token for the cookie (only its hash is stored) and when it ends. */
export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/**
 * What a request's session token stands for: a signed-in member or admin, an
 * admin's session that has just ended (and why), or nothing.
 */
export type SessionRead =
  { kind: 'signed-in'; actor: Actor; tokenHash: string } | { kind: 'ended'; reason: SignedOutReason } | null;

/** Why an admin's session is over, if it is: idle too long, or older than its lifetime. */
export function adminSessionEnd(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
  limits: AdminSessionLimits,
): SignedOutReason | null {
  if (now.getTime() - session.createdAt.getTime() >= limits.maxHours * 60 * 60 * 1000) return 'lifetime';
  if (now.getTime() - session.lastSeenAt.getTime() >= limits.idleMinutes * 60 * 1000) return 'idle';
  return null;
}

/**
 * Who a session belongs to is read on every signed-in request, and on a busy
 * server that read was half of a list's cost. Sessions are kept in memory for a
 * while; ending one, or changing or removing its member or admin, anywhere,
 * drops the copy (the database's change notices, migration 0002).
 */
const SESSION_CACHE = { maxEntries: 20_000, maxAgeMs: 5 * 60 * 1000 };

/** The session's row, with its member's or admin's columns (the other side's are null). */
const sessionRow = z.object({
  created_at: z.union([z.date(), z.string()]),
  last_seen_at: z.union([z.date(), z.string()]),
  expires_at: z.union([z.date(), z.string()]),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_photo_url: z.string().nullable(),
  university_id: z.string().nullable(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  admin_id: z.string().nullable(),
  admin_email: z.string().nullable(),
  admin_name: z.string().nullable(),
  admin_photo_url: z.string().nullable(),
  admin_role: z.string().nullable(),
  /** The desks desk staff work at, as one comma-separated text (empty for an admin). */
  admin_desk_ids: z.string().nullable(),
});
type SessionRow = z.output<typeof sessionRow>;

/** The sessions one server keeps, by token hash. */
export type SessionCache = NoticedCache<SessionRow>;

const perServer = new WeakMap<ChangeNotices, SessionCache>();

/** The sessions kept by the server these notices belong to, made on first use. */
export function sessionCacheFor(notices: ChangeNotices): SessionCache {
  let cache = perServer.get(notices);
  if (!cache) {
    cache = new NoticedCache<SessionRow>({
      name: 'sessions',
      notices,
      ...SESSION_CACHE,
      concerns: (notice) =>
        (['session', 'user', 'admin'] as const).some((kind) => noticeSubject(notice, kind) !== undefined),
      staleKey: (notice) => noticeSubject(notice, 'session'),
      staleOn: (notice, _tokenHash, row) =>
        (row.user_id !== null && notice === changeNotice.member(row.user_id)) ||
        (row.admin_id !== null && notice === changeNotice.admin(row.admin_id)),
    });
    perServer.set(notices, cache);
  }
  return cache;
}

/**
 * Starts a fresh session (a new token every sign-in: no fixation). Nothing is
 * announced: no cache holds a token it has never seen.
 */
export async function startSession(
  db: Database,
  owner: SessionOwner,
  adminLimits: AdminSessionLimits,
): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const days = 'adminId' in owner ? adminLimits.maxHours / 24 + 1 : SESSION_DAYS;
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: 'memberId' in owner ? owner.memberId : null,
    adminId: 'adminId' in owner ? owner.adminId : null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Ends a session; every server hears so, this one at once, so the token opens nothing more. */
export async function endSession(context: ServiceContext, tokenHash: string): Promise<void> {
  await context.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  context.changes.announce(changeNotice.session(tokenHash));
}

/**
 * Starts a session in place of an old one, if any: the old row goes and every
 * server hears so, so no token outlives a sign-in.
 */
export async function replaceSession(
  context: ServiceContext,
  oldTokenHash: string | null,
  owner: SessionOwner,
  adminLimits: AdminSessionLimits,
): Promise<StartedSession> {
  if (oldTokenHash) await endSession(context, oldTokenHash);
  return startSession(context.db, owner, adminLimits);
}

/**
 * Who a session token stands for. `fresh` reads it from the database even
 * when a copy is kept: a request that may change something must not act on a
 * session ended on another server a moment ago (the copy waits for a notice).
 * An admin's session past its idle time or lifetime ends here; a session
 * whose renewal is due is renewed (only the idle clock, for an admin).
 */
export async function readSession(
  context: ServiceContext,
  known: SessionCache,
  token: string,
  options: { fresh: boolean; now: Date; adminLimits: AdminSessionLimits },
): Promise<SessionRead> {
  const { db } = context;
  const { now } = options;
  const tokenHash = hashToken(token);
  let row = options.fresh ? undefined : known.get(tokenHash);
  if (!row) {
    const generation = known.generation();
    // One small raw query, prepared: the query builder's overhead showed up
    // as most of a request's time on PGlite, and planning on PostgreSQL.
    [row] = await preparedRows(
      db,
      sql`SELECT s.created_at, s.last_seen_at, s.expires_at,
          u.id AS user_id, u.email AS user_email, u.name AS user_name, u.photo_url AS user_photo_url,
          u.university_id, u.phone, u.department,
          a.id AS admin_id, a.email AS admin_email, a.name AS admin_name, a.photo_url AS admin_photo_url,
          a.role AS admin_role,
          (SELECT string_agg(ad.desk_id::text, ',' ORDER BY ad.desk_id) FROM admin_desks ad WHERE ad.admin_id = a.id)
            AS admin_desk_ids
        FROM sessions s
        LEFT JOIN users u ON u.id = s.user_id
        LEFT JOIN admins a ON a.id = s.admin_id
        WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now.toISOString()}::timestamptz
        LIMIT 1`,
      sessionRow,
    );
    // An unknown token is not remembered: guessing must not fill memory.
    if (row) known.set(tokenHash, row, generation);
  }
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;

  if (row.user_id && row.user_email && row.user_name) {
    if (now.getTime() - new Date(row.last_seen_at).getTime() > RENEW_AFTER_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      // The renewed copy: otherwise every request would renew again until it is dropped.
      row.last_seen_at = now;
      row.expires_at = expiresAt;
    }
    const actor: Actor = {
      kind: 'member',
      id: row.user_id,
      email: row.user_email,
      name: row.user_name,
      photoUrl: row.user_photo_url,
      profileComplete: isProfileComplete({
        name: row.user_name,
        universityId: row.university_id,
        phone: row.phone,
        department: row.department,
      }),
    };
    return { kind: 'signed-in', actor, tokenHash };
  }

  if (row.admin_id && row.admin_email && row.admin_name) {
    const ended = adminSessionEnd(
      { createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) },
      now,
      options.adminLimits,
    );
    if (ended) {
      await endSession(context, tokenHash);
      return { kind: 'ended', reason: ended };
    }
    if (now.getTime() - new Date(row.last_seen_at).getTime() > ADMIN_RENEW_AFTER_MS) {
      // Only the idle clock moves: an admin's lifetime counts from the sign-in.
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      row.last_seen_at = now;
    }
    const actor: Actor = {
      kind: 'admin',
      id: row.admin_id,
      email: row.admin_email,
      name: row.admin_name,
      photoUrl: row.admin_photo_url,
      role: row.admin_role === 'staff' ? 'staff' : 'admin',
      deskIds: row.admin_desk_ids ? row.admin_desk_ids.split(',') : [],
    };
    return { kind: 'signed-in', actor, tokenHash };
  }
  return null;
}

/**
 * Deletes expired sessions. Nothing is announced: an expired session opens
 * nothing whether or not a copy of it is kept (every read checks its end).
 */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
