import { DISPOSITION_OUTCOME_TEXT } from '#shared/schemas/disposition';
import { useMemo } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import { AdminList } from '#client/components/admin-list/admin-list';
import { ItemIdLink } from '#client/components/admin-list/row-choice';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import type { Column } from '#client/components/ui/data-table';
import { formatDate } from '#client/lib/dates';
import { useT, type Translate } from '#client/lib/i18n';

function registerColumns(t: Translate): Column<FoundReport>[] {
  return [
    {
      key: 'reportId',
      header: t('admin.colItemId'),
      sortKey: 'reportId',
      cell: (row) => <ItemIdLink reportId={row.reportId} />,
    },
    { key: 'item', header: t('admin.colItem'), sortKey: 'item', cell: (row) => row.itemName, wrap: true },
    { key: 'color', header: t('admin.colColor'), sortKey: 'color', cell: (row) => row.color },
    {
      key: 'found',
      header: t('admin.foundDate'),
      sortKey: 'date',
      cell: (row) => formatDate(row.found_date),
    },
    { key: 'desk', header: t('disposition.colDesk'), cell: (row) => row.deskName, wrap: 'words' },
    {
      key: 'outcome',
      header: t('admin.outcome'),
      cell: (row) =>
        row.disposition ? t(DISPOSITION_OUTCOME_TEXT[row.disposition.outcome]) : t('common.notAvailable'),
    },
    {
      key: 'note',
      header: t('admin.note'),
      cell: (row) => row.disposition?.note ?? t('common.notAvailable'),
      wrap: true,
    },
    {
      key: 'disposed',
      header: t('disposition.colDisposedOn'),
      sortKey: 'disposed',
      cell: (row) => (row.disposition?.at ? formatDate(row.disposition.at) : t('common.notAvailable')),
    },
    {
      key: 'by',
      header: t('disposition.colRecordedBy'),
      cell: (row) => row.disposition?.by ?? t('common.notAvailable'),
      wrap: 'words',
    },
  ];
}

/**
 * Every item let go after its holding period, with what became of it, when
 * and by whom: kept for audits, searched and exported as the other lists are.
 */
export function DisposedItemsScreen() {
  const t = useT();
  const columns = useMemo(() => registerColumns(t), [t]);
  return (
    <div>
      <ScreenHeading title={t('disposition.registerTitle')}>{t('disposition.registerIntro')}</ScreenHeading>
      <AdminList
        list="disposed"
        caption={t('disposition.registerCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('disposition.registerLoading')}
        emptyText={t('disposition.registerEmpty')}
        errorTitle={t('disposition.registerError')}
      />
    </div>
  );
}
