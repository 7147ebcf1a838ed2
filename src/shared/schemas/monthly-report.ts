import { z } from 'zod';
import { messageRef } from '../i18n/message-key';
import { deskFilterField } from './desk';

/** A calendar month as an `<input type="month">` writes it: 2026-10. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GET /api/admin/reports/monthly?month=&desk=: one month (the current one by
 * the university's clock when left out) at one desk, or every desk.
 */
export const monthlyReportQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(MONTH_PATTERN, messageRef('monthly.monthFormat'))
    .optional()
    .transform((value) => (value ? value : undefined)),
  desk: deskFilterField,
});
export type MonthlyReportQuery = z.output<typeof monthlyReportQuerySchema>;

/** A desk's month (or every desk's, `deskId` null): what came in, what left and how. */
export const monthlyFiguresSchema = z.object({
  deskId: z.uuid().nullable(),
  deskName: z.string().nullable(),
  /** Found reports whose found date falls in the month. */
  found: z.number(),
  /** Items handed over to their owners in the month. */
  returned: z.number(),
  /** Items let go after their holding period in the month. */
  disposed: z.number(),
  /** Of the items that left custody in the month (returned or disposed), the share returned; null when none left. */
  returnRate: z.number().nullable(),
  /** The median of days from found date to handover among the month's returns; null when none. */
  medianDaysToReturn: z.number().nullable(),
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;

const EXAMPLE_FIGURES: MonthlyFigures = {
  deskId: '00000000-0000-4000-8000-000000000001',
  deskName: 'Security Office, Daffodil Smart City',
  found: 42,
  returned: 18,
  disposed: 6,
  returnRate: 0.75,
  medianDaysToReturn: 3,
};

export const monthlyReportSchema = z
  .object({
    month: z.string(),
    /** The university's time zone, in which handovers and dispositions are dated. */
    timeZone: z.string(),
    /** One row per desk asked for (every desk when none was named). */
    desks: z.array(monthlyFiguresSchema),
    /** Every desk of the report together (its median is over all its returns, not of the desks' medians). */
    total: monthlyFiguresSchema,
  })
  .meta({
    examples: [
      {
        month: '2026-10',
        timeZone: 'Asia/Dhaka',
        desks: [EXAMPLE_FIGURES],
        total: { ...EXAMPLE_FIGURES, deskId: null, deskName: null },
      },
    ],
  });
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
