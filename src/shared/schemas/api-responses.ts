import { z } from 'zod';

/**
 * Answers every API call may give. Kept apart from the request schemas so the
 * client, which imports only their types, bundles none of them.
 */

/**
 * The body of every error answer: a message fit to show (in English), a code
 * for programs, and where the message is one of the catalogues' texts, its key
 * and values, so a client writes it in the person's language.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    messageKey: z.string().optional().describe("The message's key in the app's catalogues."),
    messageValues: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("The values of the message's placeholders."),
  })
  .meta({
    examples: [
      {
        message: 'Please sign in to continue.',
        code: 'UNAUTHENTICATED',
        messageKey: 'errors.signInRequired',
      },
    ],
  });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** What the spec's mutations answer when they have nothing else to say. */
export const successSchema = z.object({ success: z.boolean() }).meta({ examples: [{ success: true }] });

/** A confirmation worth showing as it is. */
export const messageSchema = z
  .object({ message: z.string() })
  .meta({ examples: [{ message: 'Your password has been set. You can sign in now.' }] });

/** A new report: its database id and the ID people quote (FND… or LST…). */
export const createdReportSchema = z
  .object({ success: z.boolean(), _id: z.string(), reportId: z.string() })
  .meta({
    examples: [{ success: true, _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20', reportId: 'FND000123' }],
  });
export type CreatedReport = z.infer<typeof createdReportSchema>;

/** An answer with no body (204, a redirect). */
export const noContentSchema = z.null();
