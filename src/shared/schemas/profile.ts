import { z } from 'zod';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, imageUrlField, personNameField, phoneField, requiredText } from './field-rules';

/** POST /api/user/profile */
export const profileSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('Full name is required'),
    universityId: requiredText('University ID is required', 40),
    phone: phoneField(university, 'Phone number is required'),
    department: departmentField(university, 'Department is required'),
    photoURL: imageUrlField,
  });
export type ProfilePayload = z.input<ReturnType<typeof profileSchema>>;

export type { ProfileStatus, Profile } from './profile-responses';
