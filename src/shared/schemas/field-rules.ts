import { z } from 'zod';
import {
  MAX_COLOR,
  MAX_DESCRIPTION,
  MAX_ITEM_NAME,
  MAX_LOCATION,
  MIN_DESCRIPTION,
  MIN_ITEM_NAME,
  MIN_LOCATION,
  MIN_PERSON_NAME,
} from '../constants/limits';
import { isValidIsoDate, TIME_24H } from '../dates';
import { isEmailAddress } from '../email-address';
import { isOwnImageUrl } from '../image-urls';
import { messageRef, type MessageKey } from '../i18n/message-key';
import type { UniversityConfig } from '../university/university-config';

/*
 * Every message is a catalogue text (decision 0041): `messageRef` writes its key,
 * which the form shows in the person's language and the server answers with
 * beside the English text.
 */

/** A required text field: trimmed, with the spec's message when empty. */
export const requiredText = (required: MessageKey, max = 500) => {
  const message = messageRef(required);
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, messageRef('validation.tooLong', { max }));
};

export const itemNameField = requiredText('validation.itemNameRequired', MAX_ITEM_NAME).min(
  MIN_ITEM_NAME,
  messageRef('validation.nameMin', { min: MIN_ITEM_NAME }),
);

export const colorField = requiredText('validation.colorRequired', MAX_COLOR);

export const descriptionField = requiredText('validation.descriptionRequired', MAX_DESCRIPTION).min(
  MIN_DESCRIPTION,
  messageRef('validation.descriptionMin', { min: MIN_DESCRIPTION }),
);

export const locationField = (required: MessageKey) =>
  requiredText(required, MAX_LOCATION).min(
    MIN_LOCATION,
    messageRef('validation.locationMin', { min: MIN_LOCATION }),
  );

/** A past-or-today date; `today` is the caller's idea of today (browser: local; server: anywhere). */
export const pastDateField = (required: MessageKey, future: MessageKey, today: () => string) =>
  z
    .string({ error: messageRef(required) })
    .trim()
    .min(1, messageRef(required))
    .refine(isValidIsoDate, messageRef('validation.invalidDate'))
    .refine((value) => value <= today(), messageRef(future));

/** Optional time of day; an empty string means none. */
export const optionalTimeField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || TIME_24H.test(value), messageRef('validation.invalidTime'));

/** An image URL returned by this app's upload call, or none: never an outside address. */
export const imageUrlField = z
  .string()
  .trim()
  .max(500)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isOwnImageUrl(value), messageRef('validation.uploadAgain'));

export const personNameField = (required: MessageKey) =>
  requiredText(required, 120).min(
    MIN_PERSON_NAME,
    messageRef('validation.nameMin', { min: MIN_PERSON_NAME }),
  );

export const emailField = (required: MessageKey) =>
  z
    .string({ error: messageRef(required) })
    .trim()
    .min(1, messageRef(required))
    .max(254, messageRef('validation.invalidEmail'))
    .refine(isEmailAddress, messageRef('validation.invalidEmail'))
    .transform((value) => value.toLowerCase());

/** The phone rule of the university's settings, with the message they write for it (in their words). */
export const phoneField = (university: Pick<UniversityConfig, 'phone'>, required: MessageKey) => {
  const pattern = new RegExp(university.phone.pattern);
  return z
    .string({ error: messageRef(required) })
    .trim()
    .min(1, messageRef(required))
    .refine((value) => pattern.test(value.replace(/[\s-]/g, '')), university.phone.message)
    .transform((value) => value.replace(/[\s-]/g, ''));
};

/** A department of the configured university. */
export const departmentField = (university: UniversityConfig, required: MessageKey) => {
  const known = new Set(university.faculties.flatMap((faculty) => faculty.departments));
  return z
    .string({ error: messageRef(required) })
    .trim()
    .min(1, messageRef(required))
    .refine((value) => known.has(value), messageRef('validation.chooseDepartment'));
};
