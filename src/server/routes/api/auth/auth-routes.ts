import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, text } from '#server/lib/errors';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { signInAdmin } from '#server/services/admins/admin-sign-in';
import { consoleActor } from '#server/services/admins/admins';
import { signInMember } from '#server/services/auth/member-sign-in';
import { createOidcClient } from '#server/services/auth/oidc-client';
import { oidcRedirectUri } from '#server/services/auth/oidc-paths';
import { confirmReset, checkResetToken } from '#server/services/auth/password-reset';
import { requestPasswordReset } from '#server/services/admins/password-reset-request';
import { toSessionPerson } from '#server/services/auth/session-person';
import {
  adminLoginSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  resetTokenStateSchema,
  passwordResetRequestSchema,
  type SessionResponse,
} from '#shared/schemas/auth';
import { messageSchema, noContentSchema } from '#shared/schemas/api-responses';
import { sessionResponseSchema } from '#shared/schemas/auth-responses';
import { errorAnswers } from '#server/routes/api/route-contract';
import { requestLanguage, setLanguageCookie } from '#server/lib/i18n';
import { languageAtSignIn } from '#server/services/languages/member-language';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

export const RESET_REQUESTED =
  'If an admin account exists for this email, a password reset link has been sent to it.';
export const RESET_DONE = 'Your password has been set. You can sign in now.';
export const RESET_INVALID = text('errors.resetInvalid');
const RESET_LINK_STATES = {
  used: 'This reset link has already been used. Ask for a new one from the admin login.',
  expired: 'This reset link has expired. Ask for a new one from the admin login.',
  unknown: 'This reset link is not valid. Ask for a new one from the admin login.',
} as const;

const LOGIN_PAGE = pagePath(routePatterns.auth.login);
const STATE_COOKIE = 'clf_oidc_state';

/** Only a path on this site: never `//other.example` or a full URL (no open redirect). */
const returnToField = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/)
  .optional()
  .catch(undefined);

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const oidcClient = createOidcClient(instance);
  const stateCookieOptions = {
    path: '/api/auth/oidc',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
    sameSite: 'lax' as const,
    secure: app.config.secureTransport,
  };

  app.get(
    '/auth/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Who is signed in, if anyone',
        response: { 200: sessionResponseSchema.describe('The signed-in member or admin, or null.') },
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      reply.header('Cache-Control', 'no-store');
      if (request.sessionEnded) return { user: null, signedOut: request.sessionEnded };
      return { user: request.actor ? toSessionPerson(request.actor) : null };
    },
  );

  app.get(
    '/auth/oidc/start',
    {
      config: { access: 'public' },
      schema: {
        summary: "Starts a member's sign-in with the university's identity provider",
        querystring: z.object({ returnTo: returnToField }),
        response: {
          302: noContentSchema.describe(
            'To the identity provider, or to /auth/login?result=failed when it cannot be reached.',
          ),
        },
      },
    },
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
        // Signed with SESSION_SECRET: a cookie planted from a sibling subdomain is not ours.
        signed: true,
        maxAge: 10 * 60,
      });
      return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 302);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Where the identity provider sends the member back',
        response: {
          302: noContentSchema.describe(
            'To /auth/login?result=welcome (signed in), wrong-domain (not a university address) or failed.',
          ),
        },
      },
    },
    async (request, reply) => {
      const back = (result: 'welcome' | 'wrong-domain' | 'failed', returnTo?: string | null) => {
        const params = new URLSearchParams({ result });
        if (returnTo) params.set('returnTo', returnTo);
        return reply.header('Cache-Control', 'no-store').redirect(`${LOGIN_PAGE}?${params}`, 302);
      };
      const queryStart = request.url.indexOf('?');
      const callbackUrl = new URL(
        `${oidcRedirectUri(app.config)}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`,
      );
      const stateCookie = request.unsignCookie(request.cookies[STATE_COOKIE] ?? '');
      const startedHere = stateCookie.valid ? stateCookie.value : null;
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
        result = await signInMember(
          { db: app.db, changes: app.changes },
          identity,
          app.config.university.emailDomain,
        );
      } catch (error) {
        request.log.error({ err: error }, 'could not record a member sign-in');
        return back('failed');
      }
      if (result.outcome === 'wrong-domain') {
        // Nothing about them was written; whatever session the browser had ends too.
        await app.sessions.end(request, reply);
        return back('wrong-domain');
      }
      await app.sessions.replace(request, reply, { memberId: result.memberId });
      // From here the member's kept language is the page's, on this browser as on any other.
      const language = await languageAtSignIn(app.db, result.memberId, requestLanguage(request));
      setLanguageCookie(reply, language, app.config.secureTransport);
      return back('welcome', identity.returnTo);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Signs out: ends the session',
        response: { 204: noContentSchema.describe('Signed out.') },
      },
    },
    async (request, reply) => {
      if (request.actor?.kind === 'admin') {
        await recordActivity(
          app.db,
          request.actor,
          { key: 'activity.signedOut' },
          { kind: 'admin_signed_out' },
        );
      }
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/admin/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'An admin signs in with email and password',
        body: adminLoginSchema,
        response: { 200: sessionResponseSchema.describe('Signed in.'), ...errorAnswers(401, 429) },
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      const admin = await signInAdmin(
        { db: app.db, limits: app.limits },
        { ...request.body, address: request.ip },
      );
      await app.sessions.replace(request, reply, { adminId: admin.id });
      return { user: toSessionPerson(await consoleActor(app.db, admin)) };
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      config: { access: 'public' },
      schema: {
        summary: "Mails a link to set a new password, if the email is an admin's (the answer never says)",
        body: passwordResetRequestSchema,
        response: { 202: messageSchema.describe('The same answer either way.'), ...errorAnswers(429) },
      },
    },
    async (request, reply) => {
      try {
        await requestPasswordReset(
          { db: app.db, config: app.config, limits: app.limits },
          { email: request.body.email, address: request.ip },
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'password reset mail failed');
      }
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether a password link can still be used, before the form asks for a password',
        body: passwordResetCheckSchema,
        response: { 200: resetTokenStateSchema },
      },
    },
    async (request) => {
      const state = await checkResetToken(app.db, request.body.token);
      return { state, message: state === 'valid' ? null : RESET_LINK_STATES[state] };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sets a new password with the link from the mail',
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema.describe('The password is set.') },
      },
    },
    async (request) => {
      const adminId = await confirmReset(
        { db: app.db, changes: app.changes },
        request.body.token,
        request.body.password,
      );
      if (!adminId) throw badRequest(RESET_INVALID, 'INVALID_RESET_TOKEN');
      return { message: RESET_DONE };
    },
  );
}
