import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createFoundReportSchema } from '#shared/schemas/found-report';
import { api } from '#client/lib/api-client';

export type FoundReportData = z.output<ReturnType<typeof createFoundReportSchema>>;

export interface CreateReportResult {
  success: boolean;
  _id: string;
  reportId: string;
}

/** POST /api/found-reports: a member reports an item they found. */
export async function createFoundReport(payload: FoundReportData): Promise<CreateReportResult> {
  const result = await api<CreateReportResult>('/found-reports', { method: 'POST', body: payload });
  // Spec §8: an answer with success false is a failure too.
  if (!result.success) throw new Error('The report was not saved');
  return result;
}

export function useCreateFoundReport() {
  return useMutation({ mutationFn: createFoundReport });
}
