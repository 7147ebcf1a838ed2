import { useParams } from 'react-router';
import { AdminPage } from '#client/components/layout/admin-page';
import { ItemPage } from '#client/features/found-reports/components/item-page';

/** One found item, by its item ID: where a shelf label's QR code leads. */
export function Component() {
  const { reportId = '' } = useParams();
  return (
    <AdminPage title={`Item ${reportId.toUpperCase()}`}>
      <ItemPage reportId={reportId.toUpperCase()} />
    </AdminPage>
  );
}
