import { z } from 'zod';
import { requiredText } from '#shared/schemas/field-rules';

export const MAX_FEEDBACK_SUBJECT = 150;
export const MAX_FEEDBACK_MESSAGE = 2000;

/** Feedback never leaves the browser (spec §2 screen 11), so its schema lives with the form. */
export const feedbackSchema = z.object({
  subject: requiredText('validation.feedbackSubjectRequired', MAX_FEEDBACK_SUBJECT),
  message: requiredText('validation.feedbackMessageRequired', MAX_FEEDBACK_MESSAGE),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
