import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions } from '../../../db/schema';
import { changeNotice } from '../../../db/change-notices';
import { AppError, badRequest, tooManyRequests } from '../../../lib/errors';
import { findAdminByEmail, sendPasswordReset } from '../../../services/admins/admins';
import {
  ADMIN_LOGIN_PER_ACCOUNT,
  ADMIN_LOGIN_PER_ADDRESS,
  clearFailures,
  isThrottled,
  recordFailure,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
} from '../../../services/auth/login-throttle';
import { signInMember } from '../../../services/auth/member-sign-in';
import { createOidcClient } from '../../../services/auth/oidc-client';
import { oidcRedirectUri } from '../../../services/auth/oidc-paths';
import { dummyPasswordHash, verifyPassword } from '../../../services/auth/password-hash';
import { checkResetToken, confirmReset } from '../../../services/auth/password-reset';
import { toSessionUser } from '../../../services/auth/session-user';
import {
  adminLoginSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  resetTokenStateSchema,
  passwordResetRequestSchema,
  type SessionResponse,
} from '../../../../shared/schemas/auth';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in a few minutes.';
export const RESET_REQUESTED =
  'If an admin account exists for this email, a password reset link has been sent to it.';
export const RESET_DONE = 'Your password has been set. You can sign in now.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';
const RESET_LINK_STATES = {
  used: 'This reset link has already been used. Ask for a new one from the admin login.',
  expired: 'This reset link has expired. Ask for a new one from the admin login.',
  unknown: 'This reset link is not valid. Ask for a new one from the admin login.',
} as const;

const LOGIN_PAGE = '/auth/login';
const STATE_COOKIE = 'clf_oidc_state';

/** Only a path on this site: never `//other.example` or a full URL (no open redirect). */
const returnToField = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/)
  .optional()
  .catch(undefined);

/** A new session replaces any the browser already had (and its row), so no token outlives a sign-in. */
async function replaceSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { userId: string } | { adminId: string },
) {
  if (request.sessionTokenHash) {
    await app.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
  }
  await app.sessions.start(reply, owner);
}

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const oidcClient = createOidcClient(instance);
  const stateCookieOptions = {
    path: '/api/auth/oidc',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https://'),
  };

  app.get(
    '/auth/session',
    { config: { access: 'public' } },
    async (request, reply): Promise<SessionResponse> => {
      reply.header('Cache-Control', 'no-store');
      return { user: request.actor ? toSessionUser(request.actor) : null };
    },
  );

  app.get(
    '/auth/oidc/start',
    { config: { access: 'public' }, schema: { querystring: z.object({ returnTo: returnToField }) } },
    async (request, reply) => {
      let target;
      try {
        target = await oidcClient.start(request.query.returnTo ?? null);
      } catch (error) {
        // The provider is unreachable or misconfigured: back to the login page, which says sign-in failed.
        request.log.error({ err: error }, 'could not start an OpenID Connect sign-in');
        return reply.header('Cache-Control', 'no-store').redirect(`${LOGIN_PAGE}?result=failed`, 302);
      }
      // Binds the attempt to this browser: a callback URL someone else started cannot sign this browser in.
      reply.setCookie(STATE_COOKIE, target.searchParams.get('state') ?? '', {
        ...stateCookieOptions,
        maxAge: 10 * 60,
      });
      return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 302);
    },
  );

  app.get('/auth/oidc/callback', { config: { access: 'public' } }, async (request, reply) => {
    const back = (result: 'welcome' | 'wrong-domain' | 'failed', returnTo?: string | null) => {
      const params = new URLSearchParams({ result });
      if (returnTo) params.set('returnTo', returnTo);
      return reply.header('Cache-Control', 'no-store').redirect(`${LOGIN_PAGE}?${params}`, 302);
    };
    const queryStart = request.url.indexOf('?');
    const callbackUrl = new URL(
      `${oidcRedirectUri(app.config)}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`,
    );
    const startedHere = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, stateCookieOptions);
    if (!startedHere || startedHere !== callbackUrl.searchParams.get('state')) {
      request.log.warn('OpenID Connect callback without the matching state cookie');
      return back('failed');
    }
    let identity;
    try {
      identity = await oidcClient.finish(callbackUrl);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
      return back('failed');
    }
    let result;
    try {
      result = await signInMember(app.db, identity, app.config.university.emailDomain);
    } catch (error) {
      request.log.error({ err: error }, 'could not record a member sign-in');
      return back('failed');
    }
    // The provider's name and email may have changed: other sessions read them anew.
    if (result.outcome !== 'wrong-domain') app.changes.announce(changeNotice.user(result.userId));
    if (result.outcome === 'wrong-domain') {
      // Nothing about them was written; whatever session the browser had ends too.
      await app.sessions.end(request, reply);
      return back('wrong-domain');
    }
    await replaceSession(instance, request, reply, { userId: result.userId });
    return back('welcome', identity.returnTo);
  });

  app.post('/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.post(
    '/auth/admin/login',
    { config: { access: 'public' }, schema: { body: adminLoginSchema } },
    async (request, reply): Promise<SessionResponse> => {
      const { email, password } = request.body;
      const accountKey = `admin-login:account:${email}`;
      const addressKey = `admin-login:address:${request.ip}`;
      if (
        (await isThrottled(app.db, accountKey, ADMIN_LOGIN_PER_ACCOUNT)) ||
        (await isThrottled(app.db, addressKey, ADMIN_LOGIN_PER_ADDRESS))
      ) {
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      }
      const admin = await findAdminByEmail(app.db, email);
      // Unknown email or no password yet: the same work against a dummy hash, the same answer.
      const matches = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
      if (!admin?.passwordHash || !matches) {
        await recordFailure(app.db, accountKey, ADMIN_LOGIN_PER_ACCOUNT);
        await recordFailure(app.db, addressKey, ADMIN_LOGIN_PER_ADDRESS);
        throw new AppError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      // Only the account's counter resets: one good password must not buy an address more guesses elsewhere.
      await clearFailures(app.db, accountKey);
      await replaceSession(instance, request, reply, { adminId: admin.id });
      return {
        user: toSessionUser({
          kind: 'admin',
          id: admin.id,
          email: admin.email,
          name: admin.name,
          photoUrl: admin.photoUrl,
        }),
      };
    },
  );

  app.post(
    '/auth/password-reset/request',
    { config: { access: 'public' }, schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      const { email } = request.body;
      const addressKey = `password-reset:address:${request.ip}`;
      const accountKey = `password-reset:account:${email}`;
      if (await isThrottled(app.db, addressKey, RESET_REQUEST_PER_ADDRESS)) {
        throw tooManyRequests('Too many password reset requests. Please try again later.');
      }
      await recordFailure(app.db, addressKey, RESET_REQUEST_PER_ADDRESS);
      // Per account the limit is silent: the answer must not tell whether the email is an admin's.
      if (!(await isThrottled(app.db, accountKey, RESET_REQUEST_PER_ACCOUNT))) {
        await recordFailure(app.db, accountKey, RESET_REQUEST_PER_ACCOUNT);
        try {
          await sendPasswordReset({ db: app.db, config: app.config }, null, email);
        } catch (error) {
          request.log.error({ err: error }, 'password reset mail failed');
        }
      }
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      config: { access: 'public' },
      schema: { body: passwordResetCheckSchema, response: { 200: resetTokenStateSchema } },
    },
    async (request) => {
      const state = await checkResetToken(app.db, request.body.token);
      return { state, message: state === 'valid' ? null : RESET_LINK_STATES[state] };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { config: { access: 'public' }, schema: { body: passwordResetConfirmSchema } },
    async (request) => {
      const adminId = await confirmReset(app.db, request.body.token, request.body.password);
      if (!adminId) throw badRequest(RESET_INVALID, 'INVALID_RESET_TOKEN');
      app.changes.announce(changeNotice.admin(adminId));
      return { message: RESET_DONE };
    },
  );
}
