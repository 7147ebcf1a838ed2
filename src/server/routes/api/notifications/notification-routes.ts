import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '#shared/constants/limits';
import { messageRef } from '#shared/i18n/message-key';
import {
  emailAlertsSchema,
  markNotificationSchema,
  notificationSchema,
  unreadCountSchema,
} from '#shared/schemas/notification';
import { noContentSchema, successSchema } from '#shared/schemas/api-responses';
import { badRequest, text } from '#server/lib/errors';
import { requireMember, requireSignedIn } from '#server/plugins/access';
import { requestLanguage } from '#server/lib/i18n';
import {
  emailAlertsOf,
  listNotifications,
  markAllNotificationsRead,
  markNotification,
  setEmailAlerts,
  unreadCount,
} from '#server/services/notifications/member-notifications';
import { isValidUnsubscribeToken } from '#server/services/notifications/unsubscribe-links';
import { setNextLink } from '#server/routes/api/next-link';
import { errorAnswers } from '#server/routes/api/route-contract';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'The page size must be a number' })
    .int('The page size must be a whole number')
    .min(1, 'The page size must be at least 1')
    .max(PAGE_SIZE_MAX, `The page size must be at most ${PAGE_SIZE_MAX}`)
    .default(20),
  cursor: z.string().max(200, 'The page cursor is not valid').optional(),
});
const idParams = z.object({ id: z.uuid('This is not a notification id') });
const unsubscribeQuery = z.object({
  member: z.uuid(messageRef('errors.unsubscribeLinkInvalid')),
  token: z
    .string()
    .min(1, messageRef('errors.unsubscribeLinkInvalid'))
    .max(200, messageRef('errors.unsubscribeLinkInvalid')),
});

/** An email link's query as it came: checked by the handler, so a browser always gets the app's page. */
const looseLinkQuery = z.object({ member: z.string().optional(), token: z.string().optional() });

const isUuid = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

/** The app's page for a link: it checks the link itself and says what it finds. */
const pageOf = ({ member, token }: z.infer<typeof looseLinkQuery>) =>
  pagePath(routePatterns.unsubscribe, {
    member: (member ?? '').slice(0, 100),
    token: (token ?? '').slice(0, 200),
  });

/** A browser that would rather show a page than data (a form it posts itself). */
const prefersPage = (accept: string | undefined) =>
  accept !== undefined && accept.includes('text/html') && !accept.includes('application/json');

/** A member's notifications (the bell), their email preference, and the one-click unsubscribe link. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const ensureValidLink = async (member: string, token: string) => {
    if (!(await isValidUnsubscribeToken(app.db, member, token))) {
      throw badRequest(text('errors.unsubscribeLinkInvalid'), 'INVALID_LINK');
    }
  };

  // RFC 8058: mail providers post "List-Unsubscribe=One-Click" as a form, multipart (as the RFC
  // advises) or urlencoded. The link's signature alone authorises it, so the multipart body is
  // read (within a small limit) but not taken apart.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          "The signed-in person's notifications, newest first: a member's, or a console account's alerts (Link header: next page)",
        querystring: listQuery,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => {
      const person = requireSignedIn(request);
      const result = await listNotifications(app.db, person, request.query, requestLanguage(request));
      setNextLink(request, reply, result.nextCursor);
      reply.header('Cache-Control', 'no-store');
      return result.items;
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'How many of the signed-in person’s notifications are unread (the bell’s badge)',
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      const person = requireSignedIn(request);
      reply.header('Cache-Control', 'no-store');
      return { count: await unreadCount(app.db, person) };
    },
  );

  app.patch(
    '/notifications/:id',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Marks one of the signed-in person’s notifications read or unread',
        params: idParams,
        body: markNotificationSchema,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const person = requireSignedIn(request);
      await markNotification(app.db, person, request.params.id, request.body.read);
      return { success: true };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signed-in', limits: ['changes'] },
      schema: {
        summary: 'Marks every notification of the signed-in person read',
        response: {
          200: z
            .object({ success: z.boolean(), count: z.number().int() })
            .meta({ examples: [{ success: true, count: 3 }] }),
        },
      },
    },
    async (request) => {
      const person = requireSignedIn(request);
      return { success: true, count: await markAllNotificationsRead(app.db, person) };
    },
  );

  app.get(
    '/user/email-alerts',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Whether the signed-in member also gets their alerts by email',
        response: { 200: emailAlertsSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return { emailAlerts: await emailAlertsOf(app.db, member.id) };
    },
  );

  app.put(
    '/user/email-alerts',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Turns email alerts on or off for the signed-in member',
        body: emailAlertsSchema,
        response: { 200: emailAlertsSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await setEmailAlerts({ db: app.db, changes: app.changes }, member.id, request.body.emailAlerts);
      return { emailAlerts: request.body.emailAlerts };
    },
  );

  // A person who opens the link in an email already sent: the app's page asks before anything is turned off.
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'public', sessionless: true, signedLink: true },
      schema: {
        summary: 'Opens the app’s unsubscribe page for an email’s link (mail scanners open links too)',
        querystring: looseLinkQuery,
        response: { 303: noContentSchema.describe('To the page /unsubscribe, which checks the link.') },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').redirect(pageOf(request.query), 303),
  );

  app.get(
    '/notifications/unsubscribe/check',
    {
      config: { access: 'public', sessionless: true, signedLink: true },
      schema: {
        summary: 'Whether an unsubscribe link still works, and its member’s email alerts',
        querystring: unsubscribeQuery,
        response: { 200: emailAlertsSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { member, token } = request.query;
      await ensureValidLink(member, token);
      reply.header('Cache-Control', 'no-store');
      return { emailAlerts: await emailAlertsOf(app.db, member) };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public', sessionless: true, signedLink: true },
      schema: {
        summary: 'Turns email alerts off from an email’s link: the app’s page, and RFC 8058 one-click',
        querystring: looseLinkQuery,
        response: {
          200: emailAlertsSchema,
          303: noContentSchema.describe(
            'A browser that posted a form: to the page /unsubscribe, which says how it went.',
          ),
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const { member, token } = request.query;
      // A form a browser posts (a mail client's own page) gets the app's page, never an answer in raw form.
      const navigating =
        request.headers['sec-fetch-mode'] === 'navigate' || prefersPage(request.headers.accept);
      const valid =
        isUuid(member) && token !== undefined && (await isValidUnsubscribeToken(app.db, member, token));
      if (valid) await setEmailAlerts({ db: app.db, changes: app.changes }, member, false);
      if (navigating) return reply.header('Cache-Control', 'no-store').redirect(pageOf(request.query), 303);
      if (!valid) throw badRequest(text('errors.unsubscribeLinkInvalid'), 'INVALID_LINK');
      return { emailAlerts: false };
    },
  );
}
