import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeNotice, noticeSubject } from '@/db/change-notices';
import { preparedRows } from '@/db/client';
import { sessions } from '@/db/schema';
import { NoticedCache } from '@/lib/noticed-cache';
import type { Actor } from '@/services/auth/actor';
import { hashToken } from '@/services/auth/session-token';
import type { SessionEnd } from './access';
import { isProfileComplete } from '@/services/profile/profile-completeness';

export const SESSION_COOKIE = 'clf_session';
const SESSION_DAYS = 30;
/** How stale lastSeenAt may get before a request bothers to renew it (keeps reads cheap). */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** Admins' sessions end after an idle period, so theirs is renewed often enough to measure it. */
const ADMIN_RENEW_AFTER_MS = 60 * 1000;
/** A request that cannot change anything; any other reads its session from the database. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why an admin's session is over, if it is: idle too long, or older than its lifetime. */
export function adminSessionEnd(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
  limits: { idleMinutes: number; maxHours: number },
): SessionEnd | null {
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

interface SessionRow {
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
  user_photo_url: string | null;
  university_id: string | null;
  phone: string | null;
  department: string | null;
  admin_id: string | null;
  admin_email: string | null;
  admin_name: string | null;
  admin_photo_url: string | null;
}

export { hashToken };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session (a new token every sign-in: no fixation) and sets the cookie. */
      start(reply: FastifyReply, owner: { userId: string } | { adminId: string }): Promise<void>;
      /** Ends the request's session, if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /**
       * Starts a session in place of the request's own, if any: its row goes and every
       * server hears so, so no token outlives a sign-in.
       */
      replace(
        request: FastifyRequest,
        reply: FastifyReply,
        owner: { userId: string } | { adminId: string },
      ): Promise<void>;
      endAllForAdmin(adminId: string): Promise<void>;
      endAllForUser(userId: string): Promise<void>;
    };
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const secure = app.config.secureTransport;
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
    };

    app.decorateRequest('actor', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('sessionEnded', null);

    const known = new NoticedCache<SessionRow>({
      name: 'sessions',
      notices: app.changes,
      ...SESSION_CACHE,
      concerns: (notice) =>
        (['session', 'user', 'admin'] as const).some((kind) => noticeSubject(notice, kind) !== undefined),
      staleKey: (notice) => noticeSubject(notice, 'session'),
      staleOn: (notice, _tokenHash, row) =>
        (row.user_id !== null && notice === changeNotice.user(row.user_id)) ||
        (row.admin_id !== null && notice === changeNotice.admin(row.admin_id)),
    });

    const start = async (reply: FastifyReply, owner: { userId: string } | { adminId: string }) => {
      const token = randomBytes(32).toString('base64url');
      const days = 'adminId' in owner ? app.config.adminSession.maxHours / 24 + 1 : SESSION_DAYS;
      const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
      await app.db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: 'userId' in owner ? owner.userId : null,
        adminId: 'adminId' in owner ? owner.adminId : null,
        expiresAt,
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    };

    app.decorate('sessions', {
      start,
      async end(request, reply) {
        if (request.sessionTokenHash) {
          await app.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
          app.changes.announce(changeNotice.session(request.sessionTokenHash));
        }
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      async replace(request, reply, owner) {
        if (request.sessionTokenHash) {
          await app.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
          app.changes.announce(changeNotice.session(request.sessionTokenHash));
        }
        await start(reply, owner);
      },
      async endAllForAdmin(adminId) {
        await app.db.delete(sessions).where(eq(sessions.adminId, adminId));
        app.changes.announce(changeNotice.admin(adminId));
      },
      async endAllForUser(userId) {
        await app.db.delete(sessions).where(eq(sessions.userId, userId));
        app.changes.announce(changeNotice.user(userId));
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const tokenHash = hashToken(token);
      const now = new Date();
      // A request that may change something reads its session afresh: one ended on
      // another server a moment ago must not still write here (the copy waits for a notice).
      let row = SAFE_METHODS.has(request.method) ? known.get(tokenHash) : undefined;
      if (!row) {
        const generation = known.generation();
        // One small raw query, prepared: the query builder's overhead showed up
        // as most of a request's time on PGlite, and planning on PostgreSQL.
        [row] = await preparedRows<SessionRow>(
          app.db,
          sql`SELECT s.created_at, s.last_seen_at, s.expires_at,
              u.id AS user_id, u.email AS user_email, u.name AS user_name, u.photo_url AS user_photo_url,
              u.university_id, u.phone, u.department,
              a.id AS admin_id, a.email AS admin_email, a.name AS admin_name, a.photo_url AS admin_photo_url
            FROM sessions s
            LEFT JOIN users u ON u.id = s.user_id
            LEFT JOIN admins a ON a.id = s.admin_id
            WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now.toISOString()}::timestamptz
            LIMIT 1`,
        );
        // An unknown token is not remembered: guessing must not fill memory.
        if (row) known.set(tokenHash, row, generation);
      }
      if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return;
      let actor: Actor | null = null;
      if (row.user_id && row.user_email && row.user_name) {
        actor = {
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
      } else if (row.admin_id && row.admin_email && row.admin_name) {
        const ended = adminSessionEnd(
          { createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) },
          now,
          app.config.adminSession,
        );
        if (ended) {
          await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
          app.changes.announce(changeNotice.session(tokenHash));
          reply.clearCookie(SESSION_COOKIE, cookieOptions);
          request.sessionEnded = ended;
          return;
        }
        actor = {
          kind: 'admin',
          id: row.admin_id,
          email: row.admin_email,
          name: row.admin_name,
          photoUrl: row.admin_photo_url,
        };
      }
      if (!actor) return;
      request.actor = actor;
      request.sessionTokenHash = tokenHash;
      if (
        actor.kind === 'admin' &&
        now.getTime() - new Date(row.last_seen_at).getTime() > ADMIN_RENEW_AFTER_MS
      ) {
        // Only the idle clock moves: an admin's lifetime counts from the sign-in.
        await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
        row.last_seen_at = now;
      } else if (
        actor.kind === 'member' &&
        now.getTime() - new Date(row.last_seen_at).getTime() > RENEW_AFTER_MS
      ) {
        const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
        await app.db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt })
          .where(eq(sessions.tokenHash, tokenHash));
        // The renewed copy: otherwise every request would renew again until it is dropped.
        row.last_seen_at = now;
        row.expires_at = expiresAt;
      }
    });

    // Expired sessions are swept now and then rather than on every request.
    const sweep = setInterval(
      () => {
        app.db
          .delete(sessions)
          .where(lt(sessions.expiresAt, new Date()))
          .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
      },
      60 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['database'] },
);
