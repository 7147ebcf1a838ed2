import { z } from 'zod';

/** How many weeks the dashboard's charts look back, this week included. */
export const CHART_WEEKS = 12;
/** How many categories and places the dashboard ranks. */
export const CHART_TOP = 5;

const ranked = z.array(z.object({ name: z.string(), count: z.number().int() }));

/**
 * GET /api/admin/dashboard/charts: the last CHART_WEEKS weeks (weeks start on
 * Monday, UTC) of found and returned items, and what follows from them.
 */
export const dashboardChartsSchema = z
  .object({
    /** One entry per week, oldest first: items found (by found date) and handed back (by handover). */
    weeks: z.array(z.object({ weekStart: z.string(), found: z.number().int(), returned: z.number().int() })),
    /** Of the items found in these weeks that reached the office, the share handed back (0..1); null if none. */
    returnRate: z.number().nullable(),
    /** Median whole days from the found date to the handover, of items handed back in these weeks. */
    medianDaysToReturn: z.number().nullable(),
    /** The category chips most found in these weeks (an item counts for each chip its name has). */
    topCategories: ranked,
    /** The places most found at in these weeks. */
    topPlaces: ranked,
  })
  .meta({
    examples: [
      {
        weeks: [
          { weekStart: '2026-04-06', found: 14, returned: 9 },
          { weekStart: '2026-04-13', found: 11, returned: 7 },
        ],
        returnRate: 0.64,
        medianDaysToReturn: 3,
        topCategories: [
          { name: 'Bottle', count: 6 },
          { name: 'ID card', count: 4 },
        ],
        topPlaces: [
          { name: 'Central Library', count: 8 },
          { name: 'Cafeteria', count: 5 },
        ],
      },
    ],
  });

export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;
