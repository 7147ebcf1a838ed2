import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createLostReportSchema } from '#shared/schemas/lost-report';
import { api } from '#client/lib/api-client';

export type LostReportData = z.output<ReturnType<typeof createLostReportSchema>>;

export interface CreateLostReportResult {
  success: boolean;
  _id: string;
  reportId: string;
}

/** POST /api/lost-reports: a member reports an item they lost. */
export async function createLostReport(payload: LostReportData): Promise<CreateLostReportResult> {
  const result = await api<CreateLostReportResult>('/lost-reports', { method: 'POST', body: payload });
  // Spec §8: an answer with success false is a failure too.
  if (!result.success) throw new Error('The report was not saved');
  return result;
}

export function useCreateLostReport() {
  return useMutation({ mutationFn: createLostReport });
}
