import { useParams } from 'react-router';
import { AdminPage } from '#client/components/layout/admin-page';
import { HandoverReceipt } from '#client/features/found-reports/components/handover-receipt';

/** The printable receipt of a handover, opened right after it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Handover Receipt">
      <HandoverReceipt id={id} />
    </AdminPage>
  );
}
