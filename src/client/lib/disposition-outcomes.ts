import type { DispositionOutcome } from '#shared/schemas/disposition';
import type { MessageKey } from '#shared/i18n/message-key';

/** What became of an item let go after its holding period, as the console names it. */
export const OUTCOME_TEXT: Record<DispositionOutcome, MessageKey> = {
  returned_to_finder: 'admin.outcomeReturnedToFinder',
  donated: 'admin.outcomeDonated',
  recycled: 'admin.outcomeRecycled',
  destroyed: 'admin.outcomeDestroyed',
  handed_to_police: 'admin.outcomeHandedToPolice',
};
