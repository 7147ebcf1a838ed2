import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, text } from '#server/lib/errors';
import { requireAdmin } from '#server/plugins/access';
import {
  createAdmin,
  findAdminByEmail,
  listAdmins,
  removeAdmin,
  sendPasswordReset,
  setStaffDesks,
  toAdmin,
  updateAdmin,
  welcomeMessage,
} from '#server/services/admins/admins';
import { sendMail } from '#server/services/mail/send-mail';
import { createAdminSchema, staffDesksSchema, updateAdminSchema, type Admin } from '#shared/schemas/admin';
import { adminSchema } from '#shared/schemas/admin-responses';
import { messageSchema, noContentSchema } from '#shared/schemas/api-responses';
import { MESSAGES } from '#shared/constants/messages';
import { errorAnswers } from '#server/routes/api/route-contract';

const emailParams = z.object({ email: z.string().trim().min(1).max(254).toLowerCase() });
const NO_SUCH_ADMIN = text('errors.noSuchAdmin');

export async function adminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, config: app.config, changes: app.changes };

  app.get(
    '/admins',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every admin, newest first',
        response: { 200: z.array(adminSchema).describe('The admins.') },
      },
    },
    async (_request, reply): Promise<Admin[]> => {
      reply.header('Cache-Control', 'no-store');
      return (await listAdmins(app.db)).map(toAdmin);
    },
  );

  app.post(
    '/admins',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'Adds an admin, or desk staff at the desks named, who is mailed a link to set a password',
        body: createAdminSchema(app.config.university),
        response: { 201: adminSchema.describe('The new admin.'), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const by = requireAdmin(request);
      const { name, email, phone, universityId, password, role, deskIds } = request.body;
      const { admin, resetToken } = await createAdmin(context, by, {
        name,
        email,
        phone,
        universityId,
        password,
        role,
        deskIds,
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
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One admin by email (a member may ask only about themselves, and is told there is none)',
        params: emailParams,
        response: { 200: adminSchema.describe('The admin.'), ...errorAnswers(403, 404) },
      },
    },
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
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'An admin edits their own profile',
        params: emailParams,
        body: updateAdminSchema(app.config.university),
        response: { 200: adminSchema.describe('The admin as saved.'), ...errorAnswers(404) },
      },
    },
    async (request): Promise<Admin> => {
      const by = requireAdmin(request);
      if (by.email.toLowerCase() !== request.params.email) {
        throw forbidden(text('errors.ownProfileOnly'));
      }
      const updated = await updateAdmin(context, by, request.body);
      return toAdmin(updated);
    },
  );

  app.put(
    '/admins/:email/desks',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary:
          'Changes the desks a desk staff member works at; their sessions are kept to the new desks from their next request',
        params: emailParams,
        body: staffDesksSchema,
        response: {
          200: adminSchema.describe('The desk staff member as saved.'),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request): Promise<Admin> => {
      const saved = await setStaffDesks(
        context,
        requireAdmin(request),
        request.params.email,
        request.body.deskIds,
      );
      return toAdmin(saved);
    },
  );

  app.delete(
    '/admins/:email',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'Removes another admin (never oneself, never the last one) and ends their sessions',
        params: emailParams,
        response: { 204: noContentSchema.describe('Removed.'), ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      await removeAdmin(context, requireAdmin(request), request.params.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admins/:email/password-reset',
    {
      config: { access: 'admin', limits: ['changes'] },
      schema: {
        summary: 'Mails an admin a new link to set their password',
        params: emailParams,
        response: { 202: messageSchema.describe('The link was sent.'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const by = requireAdmin(request);
      const sent = await sendPasswordReset(context, by, request.params.email);
      if (!sent) throw notFound(NO_SUCH_ADMIN);
      return reply.status(202).send({ message: MESSAGES.passwordResetSent(request.params.email) });
    },
  );
}
