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
import type { UniversityConfig } from '../university/university-config';

/** A required text field: trimmed, with the spec's message when empty. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const itemNameField = requiredText('Item name is required', MAX_ITEM_NAME).min(
  MIN_ITEM_NAME,
  `Name must be at least ${MIN_ITEM_NAME} characters`,
);

export const colorField = requiredText('Please enter the color', MAX_COLOR);

export const descriptionField = requiredText('Item description is required', MAX_DESCRIPTION).min(
  MIN_DESCRIPTION,
  `Description must be at least ${MIN_DESCRIPTION} characters`,
);

export const locationField = (requiredMessage: string) =>
  requiredText(requiredMessage, MAX_LOCATION).min(
    MIN_LOCATION,
    `Location must be at least ${MIN_LOCATION} characters`,
  );

/** A past-or-today date; `today` is the caller's idea of today (browser: local; server: anywhere). */
export const pastDateField = (requiredMessage: string, futureMessage: string, today: () => string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isValidIsoDate, 'Please enter a valid date')
    .refine((value) => value <= today(), futureMessage);

/** Optional time of day; an empty string means none. */
export const optionalTimeField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || TIME_24H.test(value), 'Please enter a valid time');

/** An image URL returned by this app's upload call, or none: never an outside address. */
export const imageUrlField = z
  .string()
  .trim()
  .max(500)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isOwnImageUrl(value), 'Please upload the image again');

export const personNameField = (requiredMessage: string) =>
  requiredText(requiredMessage, 120).min(
    MIN_PERSON_NAME,
    `Name must be at least ${MIN_PERSON_NAME} characters`,
  );

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Invalid email address')
    .refine(isEmailAddress, 'Invalid email address')
    .transform((value) => value.toLowerCase());

export const phoneField = (university: Pick<UniversityConfig, 'phone'>, requiredMessage: string) => {
  const pattern = new RegExp(university.phone.pattern);
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => pattern.test(value.replace(/[\s-]/g, '')), university.phone.message)
    .transform((value) => value.replace(/[\s-]/g, ''));
};

/** A department of the configured university. */
export const departmentField = (university: UniversityConfig, requiredMessage: string) => {
  const known = new Set(university.faculties.flatMap((faculty) => faculty.departments));
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => known.has(value), 'Please choose a department from the list');
};
