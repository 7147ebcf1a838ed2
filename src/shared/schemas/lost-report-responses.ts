import { z } from 'zod';
import { reportedItemFields, lostAtFields } from './report-fields';
import { EXAMPLE_PERSON, personRecordSchema } from './person-responses';

const EXAMPLE_LOST_REPORT = {
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
};

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
    examples: [EXAMPLE_LOST_REPORT],
  });
export type LostReport = z.infer<typeof lostReportSchema>;

/** One lost report in any state, as the console's ID box opens it (GET /api/lost-reports/details/{reportId}). */
export const lostReportDetailsSchema = lostReportSchema
  .extend({
    status: z.enum(['open', 'closed']),
    /** got_it_back, no_longer_needed (its member), period_over (the sweep) or item_returned (a handover). */
    closedReason: z.enum(['got_it_back', 'no_longer_needed', 'period_over', 'item_returned']).nullable(),
    closedAt: z.string().nullable(),
    /** When the retention period erased who reported it. */
    personalDataErasedAt: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        ...EXAMPLE_LOST_REPORT,
        reportedByUser: null,
        status: 'closed',
        closedReason: 'period_over',
        closedAt: '2026-07-09T18:00:00.000Z',
        personalDataErasedAt: '2027-07-09T18:00:00.000Z',
      },
    ],
  });
export type LostReportDetails = z.infer<typeof lostReportDetailsSchema>;
