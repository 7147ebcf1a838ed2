import { INTL_LOCALE } from '#shared/i18n/languages';
import { writeLogMessage, type LogMessage } from '#shared/i18n/log-message';
import type { logMessageSchema } from '#shared/schemas/activity-log';
import type { z } from 'zod';
import { currentLanguage, messageOf } from './i18n';

/**
 * A log line in the reader's language (decision 0077): from its key and values,
 * or, for a line kept before whose words could not be read back (or of a kind
 * this page does not know yet), its stored English words as they are.
 */
export function logLine(message: z.infer<typeof logMessageSchema> | null, stored: string): string {
  if (!message) return stored;
  return writeLogMessage(message as LogMessage, messageOf, INTL_LOCALE[currentLanguage()]) ?? stored;
}
