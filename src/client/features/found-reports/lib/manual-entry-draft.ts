import { dropDraft, keepDraft, readDraft } from '#client/lib/session-draft';

interface ManualEntryDraft<TValues> {
  /** The admin who typed it: another admin signing in at the same desk is not offered it. */
  by: string;
  values: TValues;
}

const NAME = 'manual-entry';

/** Keeps the entry as it is typed, so a session that ends before it is sent loses nothing. */
export function keepManualEntryDraft<TValues>(by: string, values: TValues): void {
  keepDraft(NAME, { by, values } satisfies ManualEntryDraft<TValues>);
}

/** The entry this admin left unsent in this tab, if any. */
export function readManualEntryDraft<TValues>(by: string): TValues | null {
  const draft = readDraft<ManualEntryDraft<TValues>>(NAME);
  return draft && draft.by === by ? draft.values : null;
}

export function dropManualEntryDraft(): void {
  dropDraft(NAME);
}
