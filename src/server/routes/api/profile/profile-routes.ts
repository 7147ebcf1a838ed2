import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '#server/plugins/access';
import { notFound, text } from '#server/lib/errors';
import { isProfileComplete } from '#server/services/profile/profile-completeness';
import { deleteAccount, findMember, toProfile, updateProfile } from '#server/services/profile/profile';
import { profileSchema, type ProfileStatus, type Profile } from '#shared/schemas/profile';
import { noContentSchema } from '#shared/schemas/api-responses';
import { profileStatusSchema, profileResponseSchema } from '#shared/schemas/profile-responses';
import { errorAnswers } from '#server/routes/api/route-contract';

/** The signed-in member's profile and account: one concept, `profile`, though its paths say `/user/` as the spec does. */
export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const profileBody = profileSchema(app.config.university);
  const context = { db: app.db, changes: app.changes };

  app.get(
    '/user/profile',
    {
      config: { access: 'member' },
      schema: {
        summary: "The signed-in member's profile",
        response: { 200: profileResponseSchema.describe('The profile.'), ...errorAnswers(404) },
      },
    },
    async (request, reply): Promise<Profile> => {
      const member = requireMember(request);
      const row = await findMember(app.db, member.id);
      if (!row) throw notFound(text('errors.accountGone'));
      reply.header('Cache-Control', 'no-store');
      return toProfile(row);
    },
  );

  app.post(
    '/user/profile',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'The signed-in member completes or edits their profile',
        body: profileBody,
        response: { 200: profileResponseSchema.describe('The profile as saved.'), ...errorAnswers(404) },
      },
    },
    async (request): Promise<Profile> => {
      const member = requireMember(request);
      const updated = await updateProfile(context, member.id, request.body);
      return toProfile(updated);
    },
  );

  app.get(
    '/user/profile-status',
    {
      config: { access: 'member' },
      schema: {
        summary: "Whether the signed-in member's profile is complete",
        response: { 200: profileStatusSchema.describe('The status.') },
      },
    },
    async (request, reply): Promise<ProfileStatus> => {
      const member = requireMember(request);
      const row = await findMember(app.db, member.id);
      reply.header('Cache-Control', 'no-store');
      return { exists: Boolean(row), isComplete: row ? isProfileComplete(row) : false };
    },
  );

  app.delete(
    '/user/account',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: "Deletes the signed-in member's account and signs them out",
        response: { 204: noContentSchema.describe('Deleted.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      await deleteAccount(context, member.id);
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );
}
