import { z } from 'zod';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, imageUrlField, personNameField, phoneField, requiredText } from './field-rules';

/** POST /api/user/profile */
export const profileSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('validation.fullNameRequired'),
    universityId: requiredText('validation.universityIdRequired', 40),
    phone: phoneField(university, 'validation.phoneRequired'),
    department: departmentField(university, 'validation.departmentRequired'),
    photoURL: imageUrlField,
  });
export type ProfilePayload = z.input<ReturnType<typeof profileSchema>>;

export type { ProfileStatus, Profile } from './profile-responses';
