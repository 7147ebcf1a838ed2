import { z } from 'zod';

/** GET /api/user/profile */
export const profileResponseSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    universityId: z.string().nullable(),
    phone: z.string().nullable(),
    department: z.string().nullable(),
    photoURL: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        name: 'Nusrat Jahan',
        email: 'nusrat.jahan@diu.edu.bd',
        universityId: '221-15-4821',
        phone: '01712345678',
        department: 'Computer Science and Engineering',
        photoURL: null,
        createdAt: '2026-02-01T08:15:00.000Z',
      },
    ],
  });
export type Profile = z.infer<typeof profileResponseSchema>;

/** GET /api/user/profile-status */
export const profileStatusSchema = z
  .object({ exists: z.boolean(), isComplete: z.boolean() })
  .meta({ examples: [{ exists: true, isComplete: false }] });
export type ProfileStatus = z.infer<typeof profileStatusSchema>;
