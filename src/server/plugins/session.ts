import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client';
import { sessions } from '../db/schema';
import type { Actor } from './access';
import { isProfileComplete } from '../services/profile-completeness';

export const SESSION_COOKIE = 'clf_session';
const SESSION_DAYS = 30;
/** How stale lastSeenAt may get before a request bothers to renew it (keeps reads cheap). */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

interface SessionRow {
  last_seen_at: Date | string;
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

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session (a new token every sign-in: no fixation) and sets the cookie. */
      start(reply: FastifyReply, owner: { userId: string } | { adminId: string }): Promise<void>;
      /** Ends the request's session, if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllForAdmin(adminId: string): Promise<void>;
      endAllForUser(userId: string): Promise<void>;
    };
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const secure = app.config.publicUrl.startsWith('https://');
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
    };

    app.decorateRequest('actor', null);
    app.decorateRequest('sessionTokenHash', null);

    app.decorate('sessions', {
      async start(reply, owner) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
        await app.db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId: 'userId' in owner ? owner.userId : null,
          adminId: 'adminId' in owner ? owner.adminId : null,
          expiresAt,
        });
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      },
      async end(request, reply) {
        if (request.sessionTokenHash) {
          await app.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
        }
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      async endAllForAdmin(adminId) {
        await app.db.delete(sessions).where(eq(sessions.adminId, adminId));
      },
      async endAllForUser(userId) {
        await app.db.delete(sessions).where(eq(sessions.userId, userId));
      },
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const tokenHash = hashToken(token);
      const now = new Date();
      // One small raw query: it runs on every signed-in request, and the query
      // builder's overhead showed up as most of a request's time on PGlite.
      const [row] = await queryRows<SessionRow>(
        app.db,
        sql`SELECT s.last_seen_at,
              u.id AS user_id, u.email AS user_email, u.name AS user_name, u.photo_url AS user_photo_url,
              u.university_id, u.phone, u.department,
              a.id AS admin_id, a.email AS admin_email, a.name AS admin_name, a.photo_url AS admin_photo_url
            FROM sessions s
            LEFT JOIN users u ON u.id = s.user_id
            LEFT JOIN admins a ON a.id = s.admin_id
            WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now.toISOString()}::timestamptz
            LIMIT 1`,
      );
      if (!row) return;
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
      if (now.getTime() - new Date(row.last_seen_at).getTime() > RENEW_AFTER_MS) {
        await app.db
          .update(sessions)
          .set({
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000),
          })
          .where(eq(sessions.tokenHash, tokenHash));
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
