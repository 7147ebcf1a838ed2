import { Button } from '#client/components/ui/button';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useT } from '#client/lib/i18n';

/** An item's details could not be loaded: the spec's message, and a way to ask again. */
export function ItemDetailsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <StatusPanel
      tone="error"
      title={t('toasts.detailsFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('ui.tryAgain')}
        </Button>
      }
    />
  );
}
