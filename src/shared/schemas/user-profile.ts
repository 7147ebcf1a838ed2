import { z } from 'zod';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, imageUrlField, personNameField, phoneField, requiredText } from './field-rules';

/** POST /api/user/profile */
export const userProfileSchema = (university: UniversityConfig) =>
  z.object({
    name: personNameField('Full name is required'),
    universityId: requiredText('University ID is required', 40),
    phone: phoneField(university, 'Phone number is required'),
    department: departmentField(university, 'Department is required'),
    photoURL: imageUrlField,
  });
export type UserProfilePayload = z.input<ReturnType<typeof userProfileSchema>>;

/** GET /api/user/profile */
export interface UserProfile {
  name: string;
  email: string;
  universityId: string | null;
  phone: string | null;
  department: string | null;
  photoURL: string | null;
  createdAt: string;
}

/** GET /api/user/profile-status */
export interface ProfileStatus {
  exists: boolean;
  isComplete: boolean;
}
