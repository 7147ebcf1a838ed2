import { z } from 'zod';
import { CATEGORY_CHIPS } from '../constants/category-chips';
import { MAX_COLOR, MAX_LOCATION, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants/limits';
import { cutSearchQuery } from '../search-query';
import { isValidIsoDate } from '../dates';

const optionalDate = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isValidIsoDate(value), `${name} must be a date (YYYY-MM-DD)`);

/**
 * Paging and the found-date filter of every list (?limit=&cursor=&from=&to=).
 * `today` bounds the filter dates; from may not be after to.
 */
export const listQuerySchema = (today: () => string) =>
  z
    .object({
      limit: z.coerce
        .number()
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
        .default(PAGE_SIZE_DEFAULT),
      cursor: z.string().trim().max(200).optional(),
      from: optionalDate('from'),
      to: optionalDate('to'),
    })
    .refine((query) => !query.from || query.from <= today(), {
      message: 'From date cannot be in the future',
      path: ['from'],
    })
    .refine((query) => !query.to || query.to <= today(), {
      message: 'To date cannot be in the future',
      path: ['to'],
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'From date cannot be later than To date',
      path: ['from'],
    });

export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;

/** Optional text of a list's filter: trimmed, empty as absent. */
export const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Recovered Items' filters on top of the paging and dates (decision 0071):
 * ?category= one of the category chips, ?color= and ?place= words of the
 * item's colour and of where it was found. They run in the database because
 * the list is paged and 'Showing N recovered items' counts the whole of it.
 */
/** ?category=: one of the category chips, empty as absent; any other is a 400. */
export const categoryField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(CATEGORY_CHIPS, { error: `category must be one of: ${CATEGORY_CHIPS.join(', ')}` }).optional(),
);

export const recoveredItemsQuerySchema = (today: () => string) =>
  z.intersection(
    listQuerySchema(today),
    z.object({
      category: categoryField,
      color: optionalText(MAX_COLOR, 'Color'),
      place: optionalText(MAX_LOCATION, 'Place'),
    }),
  );

export type RecoveredItemsQuery = z.output<ReturnType<typeof recoveredItemsQuerySchema>>;

export const searchQuerySchema = (today: () => string) =>
  z.intersection(
    listQuerySchema(today),
    z.object({
      q: z
        .string({ error: 'Please enter a search term' })
        .transform(cutSearchQuery)
        .pipe(z.string().min(1, 'Please enter a search term')),
    }),
  );
