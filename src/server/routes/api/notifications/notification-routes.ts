import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '#shared/constants/limits';
import {
  emailAlertsSchema,
  markNotificationSchema,
  notificationSchema,
  unreadCountSchema,
} from '#shared/schemas/notification';
import { successSchema } from '#shared/schemas/api-responses';
import { badRequest } from '#server/lib/errors';
import { requireMember } from '#server/plugins/access';
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
  member: z.uuid('This unsubscribe link is not valid'),
  token: z
    .string()
    .min(1, 'This unsubscribe link is not valid')
    .max(200, 'This unsubscribe link is not valid'),
});

/** A page for a person who opened an email's link, not for a program: sent as it is. */
const htmlPage = {
  description: 'An HTML page.',
  content: {
    'text/html': {
      schema: z.string().meta({
        examples: ['<!doctype html><html lang="en"><head><title>Email alerts are off</title></head>…'],
      }),
    },
  },
};

const page = (title: string, text: string, form?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: Arial, sans-serif; color: #111827; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5;">
<h1 style="font-size: 1.5rem;">${title}</h1><p>${text}</p>${form ?? ''}
</body></html>`;

/** A member's notifications (the bell), their email preference, and the one-click unsubscribe link. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // RFC 8058: mail providers post "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/notifications',
    {
      config: { access: 'member' },
      schema: {
        summary: "The signed-in member's notifications, newest first (Link header: next page)",
        querystring: listQuery,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const result = await listNotifications(app.db, member.id, request.query);
      setNextLink(request, reply, result.nextCursor);
      reply.header('Cache-Control', 'no-store');
      return result.items;
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'member' },
      schema: {
        summary: 'How many of the signed-in member’s notifications are unread (the bell’s badge)',
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return { count: await unreadCount(app.db, member.id) };
    },
  );

  app.patch(
    '/notifications/:id',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Marks one of the signed-in member’s notifications read or unread',
        params: idParams,
        body: markNotificationSchema,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await markNotification(app.db, member.id, request.params.id, request.body.read);
      return { success: true };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Marks every notification of the signed-in member read',
        response: {
          200: z
            .object({ success: z.boolean(), count: z.number().int() })
            .meta({ examples: [{ success: true, count: 3 }] }),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return { success: true, count: await markAllNotificationsRead(app.db, member.id) };
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

  // A person who opens the link sees a button: mail scanners open links too, and must not unsubscribe anyone.
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The page an email’s unsubscribe link opens: asks before turning email alerts off',
        querystring: unsubscribeQuery,
        response: { 200: htmlPage },
      },
    },
    async (request, reply) => {
      const { member, token } = request.query;
      if (!(await isValidUnsubscribeToken(app.db, member, token))) {
        throw badRequest('This unsubscribe link is not valid', 'INVALID_LINK');
      }
      const action = `/api/notifications/unsubscribe?member=${member}&token=${encodeURIComponent(token)}`;
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return page(
        'Turn off email alerts?',
        'You will still see alerts in the app, under the bell. You can turn email alerts on again in your profile.',
        `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:1rem;cursor:pointer;">Turn off email alerts</button></form>`,
      );
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Turns email alerts off from an email’s link (also RFC 8058 one-click)',
        querystring: unsubscribeQuery,
        response: { 200: htmlPage },
      },
    },
    async (request, reply) => {
      const { member, token } = request.query;
      if (!(await isValidUnsubscribeToken(app.db, member, token))) {
        throw badRequest('This unsubscribe link is not valid', 'INVALID_LINK');
      }
      await setEmailAlerts({ db: app.db, changes: app.changes }, member, false);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return page(
        'Email alerts are off',
        'We will not email you alerts any more. You still see them in the app, and you can turn email alerts on again in your profile.',
      );
    },
  );
}
