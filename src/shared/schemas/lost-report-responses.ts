import { z } from 'zod';
import { reportedItemFields, lostAtFields } from './report-fields';
import { EXAMPLE_PERSON, personRecordSchema } from './person-responses';

/** A lost report as admins read it (GET /api/lost-reports/open). */
export const lostReportSchema = z
  .object({
    ...reportedItemFields,
    ...lostAtFields,
    createdAt: z.string(),
    /** Null when the reporter has deleted their account. */
    reportedByUser: personRecordSchema.nullable(),
  })
  .meta({
    examples: [
      {
        _id: '7c2e9b14-3d5f-4a68-8b01-9e4f6a2c5d73',
        reportId: 'LST000045',
        itemName: 'Black umbrella',
        color: 'Black',
        description: 'Folding umbrella with a wooden handle, left after a lecture.',
        imageUrl: null,
        lost_date: '2026-04-10',
        lost_time: null,
        lost_location: 'Room 402, Academic Building',
        createdAt: '2026-04-10T16:20:00.000Z',
        reportedByUser: EXAMPLE_PERSON,
      },
    ],
  });
export type LostReport = z.infer<typeof lostReportSchema>;
