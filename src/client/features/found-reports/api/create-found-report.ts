import type { z } from 'zod';
import type { createFoundReportSchema } from '#shared/schemas/found-report';
import type { CreatedReport } from '#shared/schemas/api-responses';
import { api } from '#client/lib/api-client';

export type FoundReportData = z.output<ReturnType<typeof createFoundReportSchema>>;

/** POST /api/found-reports: a member reports an item they found. */
export async function createFoundReport(payload: FoundReportData): Promise<CreatedReport> {
  const result = await api<CreatedReport>('/found-reports', { method: 'POST', body: payload });
  // Spec §8: an answer with success false is a failure too.
  if (!result.success) throw new Error('The report was not saved');
  return result;
}
