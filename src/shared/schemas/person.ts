import { z } from 'zod';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, emailField, personNameField, requiredText } from './field-rules';

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

/** A person's details typed by an admin (founder of a manual entry, receiver of a handover). */
export const personPayloadSchema = (university: UniversityConfig, messages: PersonMessages) =>
  z.object({
    name: personNameField(messages.name),
    email: emailField(messages.email),
    universityId: requiredText(messages.universityId, 40),
    // Spec §5 asks only that it be given: a founder or receiver may have a number from anywhere.
    phone: requiredText(messages.phone, 30),
    department: departmentField(university, messages.department),
  });

export type PersonPayload = z.input<ReturnType<typeof personPayloadSchema>>;
