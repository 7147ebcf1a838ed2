import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeNotice } from '../../../db/change-notices';
import { requireMember } from '../../../plugins/access';
import { notFound } from '../../../lib/errors';
import { isProfileComplete } from '../../../services/profile-completeness';
import {
  deleteUserAccount,
  findUser,
  toUserProfile,
  updateUserProfile,
} from '../../../services/user-profile/user-profile';
import {
  userProfileSchema,
  type ProfileStatus,
  type UserProfile,
} from '../../../../shared/schemas/user-profile';

export async function userRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const profileSchema = userProfileSchema(app.config.university);

  app.get('/user/profile', { config: { access: 'member' } }, async (request, reply): Promise<UserProfile> => {
    const member = requireMember(request);
    const row = await findUser(app.db, member.id);
    if (!row) throw notFound('Your account no longer exists.');
    reply.header('Cache-Control', 'no-store');
    return toUserProfile(row);
  });

  app.post(
    '/user/profile',
    { config: { access: 'member' }, schema: { body: profileSchema } },
    async (request): Promise<UserProfile> => {
      const member = requireMember(request);
      const updated = await updateUserProfile(app.db, member.id, request.body);
      app.changes.announce(changeNotice.user(member.id));
      return toUserProfile(updated);
    },
  );

  app.get(
    '/user/profile-status',
    { config: { access: 'member' } },
    async (request, reply): Promise<ProfileStatus> => {
      const member = requireMember(request);
      const row = await findUser(app.db, member.id);
      reply.header('Cache-Control', 'no-store');
      return { exists: Boolean(row), isComplete: row ? isProfileComplete(row) : false };
    },
  );

  app.delete('/user/account', { config: { access: 'member' } }, async (request, reply) => {
    const member = requireMember(request);
    const withdrawn = await deleteUserAccount(app.db, member.id);
    app.changes.announce(changeNotice.user(member.id));
    for (const claim of withdrawn) app.changes.announce(changeNotice.claim(member.id, claim.itemId));
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });
}
