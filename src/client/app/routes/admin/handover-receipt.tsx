import { useParams } from 'react-router';
import { AdminPage } from '#client/components/layout/admin-page';
import { HandoverReceipt } from '#client/features/found-reports/components/handover-receipt';
import { useT } from '#client/lib/i18n';

/** The printable receipt of a handover, opened right after it. */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <AdminPage title={t('console.receiptTitle')}>
      <HandoverReceipt id={id} />
    </AdminPage>
  );
}
