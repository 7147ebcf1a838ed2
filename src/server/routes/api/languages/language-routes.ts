import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setLanguageCookie } from '#server/lib/i18n';
import { keepMemberLanguage } from '#server/services/languages/member-language';
import { noContentSchema } from '#shared/schemas/api-responses';
import { languageChoiceSchema } from '#shared/schemas/language';

/** The language the app speaks to this browser, and to a signed-in member wherever they are. */
export async function languageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/language',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Chooses the language of the app',
        description:
          "Kept in this browser's cookie; for a signed-in member also in their profile, so their mail and alerts follow it.",
        body: languageChoiceSchema,
        response: { 204: noContentSchema.describe('Chosen.') },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      if (request.actor?.kind === 'member') await keepMemberLanguage(app.db, request.actor.id, language);
      setLanguageCookie(reply, language, app.config.secureTransport);
      return reply.status(204).send(null);
    },
  );
}
