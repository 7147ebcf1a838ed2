import { z } from 'zod';
import { MIN_ADMIN_PASSWORD } from '../constants/limits';
import type { UniversityConfig } from '../university/university-config';
import { messageRef } from '../i18n/message-key';
import { MAX_STAFF_DESKS } from './desk';
import { emailField, personNameField, phoneField, requiredText } from './field-rules';

const universityIdField = requiredText('validation.universityIdRequired', 40).regex(
  /^\w+$/,
  messageRef('validation.universityIdLetters'),
);

/**
 * What an admin password must be, said where it is typed: the length below, and (checked
 * on the server, whose list the browser does not load) not a commonly used password.
 */
export const PASSWORD_RULE = `At least ${MIN_ADMIN_PASSWORD} characters, and not a commonly used password.`;

export const passwordField = z
  .string({ error: messageRef('validation.passwordRequired') })
  .min(1, messageRef('validation.passwordRequired'))
  .min(MIN_ADMIN_PASSWORD, messageRef('validation.passwordMin', { min: MIN_ADMIN_PASSWORD }))
  .max(200, messageRef('validation.passwordMax', { max: 200 }));

/** An admin's or desk staff's account as created; `admin:create` checks it without the password. */
export const adminAccountFields = (university: UniversityConfig) =>
  z.object({
    name: personNameField('validation.nameRequired'),
    email: emailField('validation.emailRequired'),
    phone: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .pipe(phoneField(university, 'validation.phoneRequired').nullable()),
    universityId: universityIdField,
    password: passwordField,
    /** Spec §6's admin, or desk staff (decision 0055), who work at the desks named. */
    role: z.enum(['admin', 'staff']).optional(),
    deskIds: z
      .array(z.uuid(messageRef('desks.unknownDesk')))
      .max(MAX_STAFF_DESKS)
      .optional(),
  });

/** POST /api/admins: creates the sign-in and the admin record in one step. */
export const createAdminSchema = (university: UniversityConfig) =>
  adminAccountFields(university).refine(
    (input) => input.role !== 'staff' || (input.deskIds?.length ?? 0) > 0,
    {
      message: messageRef('desks.staffNeedsDesk'),
      path: ['deskIds'],
    },
  );
export type CreateAdminPayload = z.input<ReturnType<typeof createAdminSchema>>;

/** PUT /api/admins/{email}/desks: the desks a desk staff member works at from now on (decision 0074). */
export const staffDesksSchema = z.object({
  deskIds: z
    .array(z.uuid(messageRef('desks.unknownDesk')))
    .min(1, messageRef('desks.staffNeedsDesk'))
    .max(MAX_STAFF_DESKS),
});
export type StaffDesksPayload = z.input<typeof staffDesksSchema>;

/** PUT /api/admins/{email}: an admin edits their own profile. */
export const updateAdminSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('validation.fullNameRequired'),
    universityId: requiredText('validation.universityIdRequired', 40),
    phone: phoneField(university, 'validation.phoneRequired'),
  });
export type UpdateAdminPayload = z.input<ReturnType<typeof updateAdminSchema>>;

export type { Admin, DashboardStats, LeaderboardEntry } from './admin-responses';
