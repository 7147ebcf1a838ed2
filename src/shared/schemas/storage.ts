import { z } from 'zod';
import { REPORT_ID_PATTERN } from './admin-list-query';

/** The longest shelf or bin name: "Cabinet B, shelf 3, bin 12" fits many times over. */
export const MAX_STORAGE_LOCATION = 60;
/** Labels printed at once: a few A4 sheets. */
export const MAX_LABELS = 60;

/** Where a stored item sits (a shelf or bin); an empty text means not recorded. */
export const storageLocationField = z
  .string()
  .trim()
  .max(MAX_STORAGE_LOCATION, `Shelf or bin must be at most ${MAX_STORAGE_LOCATION} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

/** PATCH /api/found-reports/{reportId}/storage-location */
export const storageLocationSchema = z.object({ storageLocation: storageLocationField });
export type StorageLocationPayload = z.input<typeof storageLocationSchema>;

export const storageLocationResponseSchema = z
  .object({
    success: z.literal(true),
    storageLocation: z.string().nullable(),
  })
  .meta({ examples: [{ success: true, storageLocation: 'Shelf B2' }] });

/** GET /api/found-reports/labels?items=FND000001,FND000002 */
export const labelsQuerySchema = z.object({
  items: z
    .string({ error: 'Choose at least one item' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, 'Choose at least one item')
    .refine((ids) => ids.length <= MAX_LABELS, `At most ${MAX_LABELS} labels can be printed at once`)
    .refine((ids) => ids.every((id) => REPORT_ID_PATTERN.test(id) && id.startsWith('FND')), {
      message: 'Item IDs look like FND000123',
    }),
});

/** What a shelf label shows: the item, when the office took it, where it sits, and the link its QR code opens. */
export const itemLabelSchema = z
  .object({
    reportId: z.string(),
    itemName: z.string(),
    color: z.string(),
    found_date: z.string(),
    storedAt: z.string().nullable(),
    storageLocation: z.string().nullable(),
    /** The item's page in the admin console, under PUBLIC_URL. */
    url: z.string(),
  })
  .meta({
    examples: [
      {
        reportId: 'FND000042',
        itemName: 'Black umbrella',
        color: 'Black',
        found_date: '2026-04-12',
        storedAt: '2026-04-12T11:40:00.000Z',
        storageLocation: 'Shelf B2',
        url: 'https://lostandfound.diu.edu.bd/admin/items/FND000042',
      },
    ],
  });
export type ItemLabel = z.infer<typeof itemLabelSchema>;
