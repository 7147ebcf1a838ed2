import { z } from 'zod';

export const adminSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'staff']),
    /** The desks desk staff work at; empty for an admin, who works at every desk. */
    deskIds: z.array(z.string()),
    universityId: z.string(),
    phone: z.string().nullable(),
    photoURL: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        _id: '3a8d5f20-6b1c-4e9a-b7d2-0f4c8e1a6b95',
        name: 'Rafiq Hasan',
        email: 'rafiq.hasan@diu.edu.bd',
        role: 'admin',
        deskIds: [],
        universityId: 'EMP1042',
        phone: '01811223344',
        photoURL: null,
        createdAt: '2026-01-15T10:00:00.000Z',
      },
    ],
  });
export type Admin = z.infer<typeof adminSchema>;

export const dashboardStatsSchema = z
  .object({
    lostReports: z.number(),
    foundReports: z.number(),
    recoveredItems: z.number(),
    claimedItems: z.number(),
    resolvedItems: z.number(),
  })
  .meta({
    examples: [
      { lostReports: 42, foundReports: 87, recoveredItems: 12, claimedItems: 19, resolvedItems: 31 },
    ],
  });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const leaderboardEntrySchema = z
  .object({ name: z.string(), email: z.string(), submissionCount: z.number() })
  .meta({ examples: [{ name: 'Nusrat Jahan', email: 'nusrat.jahan@diu.edu.bd', submissionCount: 7 }] });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
