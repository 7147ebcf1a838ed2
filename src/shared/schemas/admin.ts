import { z } from 'zod';
import { MIN_ADMIN_PASSWORD } from '../constants/limits';
import type { UniversityConfig } from '../university/university-config';
import { emailField, personNameField, phoneField, requiredText } from './field-rules';

const universityIdField = requiredText('University ID is required', 40).regex(
  /^\w+$/,
  'University ID should contain only letters and numbers',
);

/**
 * What an admin password must be, said where it is typed: the length below, and (checked
 * on the server, whose list the browser does not load) not a commonly used password.
 */
export const PASSWORD_RULE = `At least ${MIN_ADMIN_PASSWORD} characters, and not a commonly used password.`;

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_ADMIN_PASSWORD, `Password must be at least ${MIN_ADMIN_PASSWORD} characters`)
  .max(200, 'Password must be at most 200 characters');

/** POST /api/admins: creates the sign-in and the admin record in one step. */
export const createAdminSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('Name is required'),
    email: emailField('Email is required'),
    phone: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .pipe(phoneField(university, 'Phone number is required').nullable()),
    universityId: universityIdField,
    password: passwordField,
    role: z.literal('admin').optional(),
  });
export type CreateAdminPayload = z.input<ReturnType<typeof createAdminSchema>>;

/** PUT /api/admins/{email}: an admin edits their own profile. */
export const updateAdminSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('Full name is required'),
    universityId: requiredText('University ID is required', 40),
    phone: phoneField(university, 'Phone number is required'),
  });
export type UpdateAdminPayload = z.input<ReturnType<typeof updateAdminSchema>>;

export type { Admin, DashboardStats, LeaderboardEntry } from './admin-responses';
