import { MESSAGES } from '#shared/constants/messages';
import { Button } from '#client/components/ui/button';
import { StatusPanel } from '#client/components/ui/status-panel';

/** An item's details could not be loaded: the spec's message, and a way to ask again. */
export function ItemDetailsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel
      tone="error"
      title={MESSAGES.detailsFailed}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
