import { dropDraft, keepDraft, readDraft } from '#client/lib/session-draft';

interface ClaimDraft {
  reportId: string;
  message: string;
}

const NAME = 'claim';

/** A claim the member confirmed before their profile was complete. */
export function keepClaimDraft(reportId: string, message: string): void {
  keepDraft(NAME, { reportId, message } satisfies ClaimDraft);
}

/** The kept message for this item's claim, once: the dialog opens with it again. */
export function takeClaimDraft(reportId: string): string | null {
  const draft = readDraft<ClaimDraft>(NAME);
  if (!draft || draft.reportId !== reportId) return null;
  dropDraft(NAME);
  return draft.message;
}
