import Printer from '~icons/lucide/printer';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Spinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ItemDetailsFailed } from './item-details-failed';
import { formatDate, formatTime } from '#client/lib/dates';
import { university } from '#client/lib/university';
import { useFoundReportDetails } from '#client/features/found-reports/api/get-found-report-details';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1 sm:grid-cols-[10rem_minmax(0,1fr)] print:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900 wrap-anywhere">{value}</dd>
    </div>
  );
}

function SignatureLine({ label }: { label: string }) {
  return (
    <div className="flex flex-1 flex-col gap-1 pt-10">
      <div className="border-b border-slate-900" />
      <p className="text-sm text-slate-700">{label}</p>
    </div>
  );
}

/**
 * The paper the receiver signs when they take an item away: the item, the
 * receiver, the admin, the time, and two signature lines. Only the receipt
 * prints (the admin header and sidebar are hidden from print). It can be
 * opened again at any time from the item, so each copy says when it was printed.
 */
export function HandoverReceipt({ id }: { id: string }) {
  const t = useT();
  const details = useFoundReportDetails(id);
  const uni = university();
  const [openedAt] = useState(() => new Date().toISOString());

  if (details.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
        <Spinner label="" />
        <span>{t('console.receiptLoading')}</span>
      </div>
    );
  }
  if (details.isError) {
    return <ItemDetailsFailed onRetry={() => void details.refetch()} />;
  }
  const item = details.data;
  if (item.status !== 'handed_over' || !item.takenByUser) {
    return (
      <StatusPanel
        title={t('console.noHandoverTitle')}
        message={t('console.noHandoverMessage', { reportId: item.reportId })}
      />
    );
  }
  const receiver = item.takenByUser;
  const notAvailable = t('common.notAvailable');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h1 className="text-2xl font-semibold text-slate-900">{t('console.receiptTitle')}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={consolePaths.item(item.reportId)} variant="secondary">
            {t('console.openItem')}
          </ButtonLink>
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('admin.printReceipt')}
          </Button>
        </div>
      </div>
      <article
        aria-label={t('console.receiptFor', { reportId: item.reportId })}
        className="mx-auto w-full max-w-2xl rounded-xl border border-slate-300 bg-white p-4 text-sm sm:p-8 shadow-sm print:max-w-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="border-b border-slate-300 pb-3">
          <p className="text-base font-semibold text-slate-900">
            {t('common.appName', { shortName: uni.shortName })}
          </p>
          <p className="text-slate-700">
            {uni.office.name}, {uni.office.address}
          </p>
          <h2 className="mt-2 text-xl font-semibold text-slate-900">{t('console.receiptHeading')}</h2>
        </header>
        <section aria-label={t('console.receiptItem')} className="border-b border-slate-200 py-3">
          <h3 className="mb-1 font-semibold text-slate-900">{t('console.receiptItem')}</h3>
          <dl>
            <Row label={t('admin.colItemId')} value={item.reportId} />
            <Row label={t('console.receiptItem')} value={`${item.itemName} (${item.color})`} />
            <Row label={t('admin.description')} value={item.description} />
            <Row
              label={t('console.receiptFound')}
              value={`${formatDate(item.found_date)}, ${item.found_location}`}
            />
            {item.handedOverClaimId ? (
              <Row label={t('console.receiptClaim')} value={item.handedOverClaimId} />
            ) : null}
            {item.handoverReason ? (
              <Row label={t('console.receiptReason')} value={item.handoverReason} />
            ) : null}
          </dl>
        </section>
        <section aria-label={t('console.receiptReceiver')} className="border-b border-slate-200 py-3">
          <h3 className="mb-1 font-semibold text-slate-900">{t('console.receiptReceivedBy')}</h3>
          <dl>
            <Row label={t('admin.colName')} value={receiver.name} />
            <Row label={t('console.universityId')} value={receiver.universityId ?? notAvailable} />
            <Row label={t('admin.email')} value={receiver.email} />
            <Row label={t('admin.phone')} value={receiver.phone ?? notAvailable} />
            <Row label={t('admin.department')} value={receiver.department ?? notAvailable} />
          </dl>
        </section>
        <section aria-label={t('console.receiptHandover')} className="py-3">
          <h3 className="mb-1 font-semibold text-slate-900">{t('console.receiptHandedOverBy')}</h3>
          <dl>
            <Row
              label={t('console.colAdmin')}
              value={
                item.handedOverByName
                  ? `${item.handedOverByName} (${item.handedOverBy ?? ''})`
                  : (item.handedOverBy ?? notAvailable)
              }
            />
            <Row label={t('admin.colDate')} value={formatDate(item.handedOverAt)} />
            <Row label={t('admin.colTime')} value={formatTime(item.handedOverAt)} />
          </dl>
        </section>
        <div className="flex gap-8">
          <SignatureLine label={t('console.receiverSignature')} />
          <SignatureLine label={t('console.adminSignature')} />
        </div>
        <p className="mt-6 hidden text-xs text-slate-600 print:block">
          {t('console.printedOn', { date: formatDate(openedAt), time: formatTime(openedAt) })}
        </p>
      </article>
    </div>
  );
}
