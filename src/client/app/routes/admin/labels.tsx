import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '#client/components/layout/admin-page';
import { ItemLabelsSheet } from '#client/features/found-reports/components/item-labels-sheet';
import { useT } from '#client/lib/i18n';

/** Printable shelf labels of the items named in the address (?items=FND000001,FND000002). */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const items = params.get('items') ?? '';
  const reportIds = useMemo(
    () => [
      ...new Set(
        items
          .split(',')
          .map((id) => id.trim().toUpperCase())
          .filter(Boolean),
      ),
    ],
    [items],
  );
  return (
    <AdminPage title={t('console.shelfLabelsTitle')}>
      <ItemLabelsSheet reportIds={reportIds} />
    </AdminPage>
  );
}
