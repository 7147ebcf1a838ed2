import type { z } from 'zod';
import type { createLostReportSchema } from '#shared/schemas/lost-report';
import type { CreatedReport } from '#shared/schemas/api-responses';
import { api } from '#client/lib/api-client';

export type LostReportData = z.output<ReturnType<typeof createLostReportSchema>>;

/** POST /api/lost-reports: a member reports an item they lost. */
export async function createLostReport(payload: LostReportData): Promise<CreatedReport> {
  const result = await api<CreatedReport>('/lost-reports', { method: 'POST', body: payload });
  // Spec §8: an answer with success false is a failure too.
  if (!result.success) throw new Error('The report was not saved');
  return result;
}
