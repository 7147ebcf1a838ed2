import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryQuerySchema,
  categorySuggestionSchema,
  founderLookupQuerySchema,
  founderLookupSchema,
  quickIntakeCreatedSchema,
  quickIntakeSchema,
  storeManyAnswerSchema,
  storeManySchema,
} from '#shared/schemas/quick-intake';
import { requireAdmin } from '#server/plugins/access';
import { notFound, text } from '#server/lib/errors';
import { createQuickIntake, lookUpFounder, storeMany } from '#server/services/found-reports/quick-intake';
import { suggestCategory } from '#server/services/vocabulary/suggest-category';
import { errorAnswers } from '#server/routes/api/route-contract';

/** The desk's quick intake (issue #30 item 3, decision 0064): one call per item, and reported items stored together. */
export async function quickIntakeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, changes: app.changes };

  app.post(
    '/found-reports/quick-intake',
    {
      config: { access: 'staff', limits: ['found-reports'], desk: { body: 'default' } },
      schema: {
        summary:
          'Staff store an item handed in at their desk in one call: found now, on a shelf, its founder looked up by university ID or email, anonymous, or staff',
        body: quickIntakeSchema,
        response: {
          201: quickIntakeCreatedSchema.describe('Stored; found_date and found_time are the server’s now.'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const created = await createQuickIntake(
        context,
        requireAdmin(request),
        request.body,
        app.config.university,
        app.clock(),
      );
      return reply.status(201).send({ success: true as const, ...created });
    },
  );

  app.get(
    '/found-reports/quick-intake/founder',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'The member (or earlier founder) a university ID or email names, to fill in the intake form',
        querystring: founderLookupQuerySchema,
        response: { 200: founderLookupSchema.describe('The person.'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      const found = await lookUpFounder(app.db, request.query.key);
      if (!found) throw notFound(text('intake.founderNotFound'));
      return found;
    },
  );

  app.get(
    '/found-reports/quick-intake/category',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'The category chip an item’s name falls under, by the synonym data (null: none)',
        querystring: categoryQuerySchema,
        response: { 200: categorySuggestionSchema.describe('The suggestion.') },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { category: suggestCategory(request.query.name) };
    },
  );

  app.post(
    '/found-reports/store-many',
    {
      config: { access: 'staff', limits: ['changes'], desk: { body: 'check' } },
      schema: {
        summary:
          'Staff store several reported items on one shelf at once: all of them, or none when one cannot be',
        body: storeManySchema,
        response: {
          200: storeManyAnswerSchema.describe('Stored, each with its own history line.'),
          ...errorAnswers(400, 404, 409),
        },
      },
    },
    async (request) => {
      const stored = await storeMany(context, requireAdmin(request), request.body);
      return { success: true as const, stored };
    },
  );
}
