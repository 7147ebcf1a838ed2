import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultUniversityConfig, universityConfigSchema } from '#shared/university/university-config';

/** The university's settings, for clients served without them inlined (the dev server). */
export async function universityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/university',
    {
      config: { access: 'public' },
      schema: {
        summary: "The university's name, faculties, contacts and office",
        response: {
          200: universityConfigSchema
            .meta({ examples: [defaultUniversityConfig] })
            .describe('The settings this server runs with.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return app.config.university;
    },
  );
}
