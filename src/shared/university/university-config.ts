import { z } from 'zod';
import { isEmailAddress } from '../email-address';
import { openingHoursSchema } from '../schemas/desk';
import { DEFAULT_SENSITIVE_ITEMS, sensitiveItemSchema } from './sensitive-items';

/**
 * Everything that makes the product one university's rather than another's.
 * The defaults are DIU's; another university supplies its own JSON file
 * (UNIVERSITY_CONFIG_FILE) with the same shape.
 */
export const facultySchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  departments: z.array(z.string().min(1)).min(1),
});

export const securityContactSchema = z.object({
  designation: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  extension: z.string(),
});

function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A desk the settings seed: its key names it across starts, so it is made once. */
export const deskSettingsSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and dashes'),
  name: z.string().min(1).max(80),
  place: z.string().min(1).max(300),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  openingHours: openingHoursSchema.default({ weekly: [], closedDates: [] }),
  shelves: z.array(z.string().min(1).max(40)).default([]),
});

export const universityConfigSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  emailDomain: z
    .string()
    .min(3)
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as example.edu'),
  faculties: z.array(facultySchema).min(1),
  /** Mobile numbers people are asked for, and the message when one does not fit. */
  phone: z.object({ pattern: z.string().min(1), message: z.string().min(1), example: z.string() }),
  /**
   * How a member's university ID looks when written on something (an ID card
   * handed in): a found item whose text carries one alerts that member. Without
   * it, no item is linked to a member by ID.
   */
  universityId: z
    .object({
      pattern: z.string().min(1).refine(isValidPattern, 'must be a valid regular expression'),
      example: z.string(),
    })
    .optional(),
  securityContacts: z.array(securityContactSchema),
  /**
   * Days the office keeps a stored item for its owner; after it the item waits
   * in the Disposition queue, and open lost reports this old close.
   */
  holdingPeriodDays: z.number().int().min(1).max(3650).default(90),
  /** Days after an item or lost report closes before its people's personal data is erased. */
  retentionDays: z.number().int().min(1).max(36500).default(365),
  /**
   * Kinds of things whose photo and description members never see, in the
   * gallery, search or a match: they see a generic card and are told to ask at
   * the office with their own ID. Staff see everything. Read when a card is
   * made, so items stored before a kind was added are covered too.
   */
  sensitiveItems: z.array(sensitiveItemSchema).default(DEFAULT_SENSITIVE_ITEMS),
  /** The IANA time zone desks' opening hours are written in; pickup slots are cut in it. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka').default('UTC'),
  office: z.object({
    name: z.string(),
    address: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    hours: z.string(),
    /** The same hours as data: the first desk starts with them (decision 0054). */
    openingHours: openingHoursSchema.optional(),
  }),
  /**
   * Desks besides the office that the first start creates, each once, by its
   * key; afterwards admins manage every desk in the console.
   */
  desks: z.array(deskSettingsSchema).default([]),
});

export type Faculty = z.infer<typeof facultySchema>;
export type SecurityContact = z.infer<typeof securityContactSchema>;
export type UniversityConfig = z.infer<typeof universityConfigSchema>;

export { defaultUniversityConfig } from './default-university';
export type { SensitiveItem } from './sensitive-items';

export function allDepartments(config: UniversityConfig): string[] {
  return config.faculties.flatMap((faculty) => faculty.departments);
}

/**
 * True when the email is an address at all and belongs to the university: its
 * domain is the configured domain or a subdomain of it. "x@notdiu.edu.bd" is
 * not "diu.edu.bd", and "x@evil.com#.diu.edu.bd" is no address.
 */
export function isUniversityEmail(email: string, emailDomain: string): boolean {
  if (!isEmailAddress(email)) return false;
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const wanted = emailDomain.toLowerCase();
  return domain === wanted || domain.endsWith(`.${wanted}`);
}
