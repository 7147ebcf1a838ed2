import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { admins, sessions, users } from '../db/schema';
import type { Actor } from './access';
import { isProfileComplete } from '../services/profile-completeness';

export const SESSION_COOKIE = 'clf_session';
const SESSION_DAYS = 30;
/** How stale lastSeenAt may get before a request bothers to renew it (keeps reads cheap). */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

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
      const [row] = await app.db
        .select({
          lastSeenAt: sessions.lastSeenAt,
          user: users,
          admin: {
            id: admins.id,
            email: admins.email,
            name: admins.name,
            photoUrl: admins.photoUrl,
          },
        })
        .from(sessions)
        .leftJoin(users, eq(sessions.userId, users.id))
        .leftJoin(admins, eq(sessions.adminId, admins.id))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return;
      let actor: Actor | null = null;
      if (row.user) {
        actor = {
          kind: 'member',
          id: row.user.id,
          email: row.user.email,
          name: row.user.name,
          photoUrl: row.user.photoUrl,
          profileComplete: isProfileComplete(row.user),
        };
      } else if (row.admin) {
        actor = { kind: 'admin', ...row.admin };
      }
      if (!actor) return;
      request.actor = actor;
      request.sessionTokenHash = tokenHash;
      if (now.getTime() - row.lastSeenAt.getTime() > RENEW_AFTER_MS) {
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
