import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnlessLoopback } from '#server/lib/loopback';
import { latestOutboxMail } from '#server/services/mail/dev-outbox';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Turns the addresses in a plain-text mail into links, so a reset link is one click away. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const outboxMailSchema = z
  .object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        id: 1,
        to: 'rafiq.hasan@diu.edu.bd',
        subject: 'Reset your password',
        text: 'Open this link to set a new password: http://localhost:3000/auth/reset?token=…',
        html: null,
        createdAt: '2026-04-12T11:40:00.000Z',
      },
    ],
  });

/** GET /api/dev/mail: the development outbox as JSON (tests and tools). Never in production. */
export async function devMailApiRoutes(fastify: FastifyInstance) {
  if (fastify.config.isProduction) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', refuseUnlessLoopback);
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The mail the app would have sent, newest first (development only)',
        response: { 200: z.array(outboxMailSchema).describe('The latest 100 mails.') },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await latestOutboxMail(app.db);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}

/** GET /dev/mail: the development outbox as a page. Never in production. */
export async function devMailPage(app: FastifyInstance) {
  if (app.config.isProduction) return;
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await latestOutboxMail(app.db);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To ${escapeHtml(row.to)} · ${escapeHtml(row.createdAt.toISOString())}</p>
  <pre>${linkify(row.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; color: #111827; padding: 0 1rem; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #374151; font-size: .9rem; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #1d4ed8; }
</style></head>
<body><main>
<h1>Development outbox</h1>
<p>Mail the app would have sent. This page exists only in development, where no SMTP server is configured.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
