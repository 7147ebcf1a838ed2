import { z } from 'zod';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, emailField, personNameField, phoneField, requiredText } from './field-rules';

export type { PersonRecord } from './person-responses';

export interface PersonMessages {
  name: string;
  email: string;
  universityId: string;
  phone: string;
  department: string;
}

export const FOUNDER_MESSAGES: PersonMessages = {
  name: 'Founder name is required',
  email: 'Founder email is required',
  universityId: 'Founder ID is required',
  phone: 'Founder phone is required',
  department: 'Founder department is required',
};

export const RECEIVER_MESSAGES: PersonMessages = {
  name: 'Receiver name is required',
  email: 'Email is required',
  universityId: 'Receiver ID is required',
  phone: 'Phone is required',
  department: 'Department is required',
};

/**
 * A person's details typed by an admin (founder of a manual entry, receiver of
 * a handover). A receiver's phone follows the profile's rule (the number the
 * office may need to reach the owner again); a founder's is only required, as
 * spec §5 asks, since a founder may have a number from anywhere.
 */
export const personPayloadSchema = (
  university: UniversityConfig,
  messages: PersonMessages,
  rules: { phone: 'required' | 'profile' } = { phone: 'required' },
) =>
  z.object({
    name: personNameField(messages.name),
    email: emailField(messages.email),
    universityId: requiredText(messages.universityId, 40),
    phone:
      rules.phone === 'profile' ? phoneField(university, messages.phone) : requiredText(messages.phone, 30),
    department: departmentField(university, messages.department),
  });

export type PersonPayload = z.input<ReturnType<typeof personPayloadSchema>>;
