import { z } from 'zod';
import type { MessageKey } from '../i18n/message-key';
import type { UniversityConfig } from '../university/university-config';
import { departmentField, emailField, personNameField, phoneField, requiredText } from './field-rules';

export type { PersonRecord } from './person-responses';

export interface PersonMessages {
  name: MessageKey;
  email: MessageKey;
  universityId: MessageKey;
  phone: MessageKey;
  department: MessageKey;
}

export const FOUNDER_MESSAGES: PersonMessages = {
  name: 'validation.founderNameRequired',
  email: 'validation.founderEmailRequired',
  universityId: 'validation.founderIdRequired',
  phone: 'validation.founderPhoneRequired',
  department: 'validation.founderDepartmentRequired',
};

export const RECEIVER_MESSAGES: PersonMessages = {
  name: 'validation.receiverNameRequired',
  email: 'validation.emailRequired',
  universityId: 'validation.receiverIdRequired',
  phone: 'validation.phoneShortRequired',
  department: 'validation.departmentRequired',
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
