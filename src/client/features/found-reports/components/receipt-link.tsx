import Printer from '~icons/lucide/printer';
import { ButtonLink } from '#client/components/ui/button-link';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

/**
 * Opens a handed-over item's receipt, to print it again: the receiver lost their
 * copy, or the first print failed. It is drawn from the item's record each time.
 */
export function ReceiptLink({ itemId, reportId }: { itemId: string; reportId: string }) {
  const t = useT();
  return (
    <ButtonLink to={consolePaths.handoverReceipt(itemId)} variant="secondary">
      <Printer className="h-4 w-4" aria-hidden="true" />
      {t('admin.printReceipt')}
      <span className="sr-only"> {t('admin.printReceiptOf', { reportId })}</span>
    </ButtonLink>
  );
}
