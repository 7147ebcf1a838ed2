import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeNotice } from '../../../db/change-notices';
import { forbidden, notFound } from '../../../lib/errors';
import { requireAdmin } from '../../../plugins/access';
import {
  createAdmin,
  findAdminByEmail,
  listAdmins,
  removeAdmin,
  sendPasswordReset,
  toAdmin,
  updateAdmin,
  welcomeMessage,
} from '../../../services/admins/admins';
import { sendMail } from '../../../services/mail/send-mail';
import { createAdminSchema, updateAdminSchema, type Admin } from '../../../../shared/schemas/admin';
import { MESSAGES } from '../../../../shared/constants/messages';

const emailParams = z.object({ email: z.string().trim().min(1).max(254).toLowerCase() });
const NO_SUCH_ADMIN = 'No admin with this email.';

export async function adminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, config: app.config };

  app.get('/admins', { config: { access: 'admin' } }, async (_request, reply): Promise<Admin[]> => {
    reply.header('Cache-Control', 'no-store');
    return (await listAdmins(app.db)).map(toAdmin);
  });

  app.post(
    '/admins',
    { config: { access: 'admin' }, schema: { body: createAdminSchema(app.config.university) } },
    async (request, reply) => {
      const by = requireAdmin(request);
      const { name, email, phone, universityId, password } = request.body;
      const { admin, resetToken } = await createAdmin(context, by, {
        name,
        email,
        phone,
        universityId,
        password,
      });
      try {
        await sendMail(context, welcomeMessage(context, admin, by, resetToken));
      } catch (error) {
        // The admin exists and can sign in with the given password; "Edit" resends a link.
        request.log.error({ err: error }, 'welcome mail to a new admin failed');
      }
      return reply.status(201).send(toAdmin(admin));
    },
  );

  app.get(
    '/admins/:email',
    { config: { access: 'signed-in' }, schema: { params: emailParams } },
    async (request, reply): Promise<Admin> => {
      const actor = request.actor!;
      // Members may ask about themselves only (the admin guard does); they are never admins.
      if (actor.kind === 'member') {
        if (actor.email.toLowerCase() !== request.params.email) throw forbidden();
        throw notFound(NO_SUCH_ADMIN);
      }
      const admin = await findAdminByEmail(app.db, request.params.email);
      if (!admin) throw notFound(NO_SUCH_ADMIN);
      reply.header('Cache-Control', 'no-store');
      return toAdmin(admin);
    },
  );

  app.put(
    '/admins/:email',
    {
      config: { access: 'admin' },
      schema: { params: emailParams, body: updateAdminSchema(app.config.university) },
    },
    async (request): Promise<Admin> => {
      const by = requireAdmin(request);
      if (by.email.toLowerCase() !== request.params.email) {
        throw forbidden('You can only edit your own profile.');
      }
      const updated = await updateAdmin(app.db, by, request.body);
      app.changes.announce(changeNotice.admin(by.id));
      return toAdmin(updated);
    },
  );

  app.delete(
    '/admins/:email',
    { config: { access: 'admin' }, schema: { params: emailParams } },
    async (request, reply) => {
      const removedId = await removeAdmin(app.db, requireAdmin(request), request.params.email);
      app.changes.announce(changeNotice.admin(removedId));
      return reply.status(204).send();
    },
  );

  app.post(
    '/admins/:email/password-reset',
    { config: { access: 'admin' }, schema: { params: emailParams } },
    async (request, reply) => {
      const by = requireAdmin(request);
      const sent = await sendPasswordReset(context, by, request.params.email);
      if (!sent) throw notFound(NO_SUCH_ADMIN);
      return reply.status(202).send({ message: MESSAGES.passwordResetSent(request.params.email) });
    },
  );
}
