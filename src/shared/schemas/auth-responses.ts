import { z } from 'zod';

/** Who is signed in. */
export const sessionPersonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string().nullable(),
    profileComplete: z.boolean(),
  }),
  z.object({
    kind: z.literal('admin'),
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string().nullable(),
    role: z.enum(['admin', 'staff']),
    /** The desks desk staff work at; empty for an admin, who works at every desk. */
    deskIds: z.array(z.string()),
  }),
]);
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

/** GET /api/auth/session and POST /api/auth/admin/login answer this. */
export const sessionResponseSchema = z
  .object({
    user: sessionPersonSchema.nullable(),
    /** Present when the request's admin session has just ended: why (idle too long, or past its lifetime). */
    signedOut: z.enum(['idle', 'lifetime']).optional(),
  })
  .meta({
    examples: [
      {
        user: {
          kind: 'member',
          uid: '9e1d4b7a-2f3c-4a5e-8d6b-1c0f7e2a9b34',
          email: 'nusrat.jahan@diu.edu.bd',
          displayName: 'Nusrat Jahan',
          photoURL: null,
          profileComplete: true,
        },
      },
    ],
  });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
