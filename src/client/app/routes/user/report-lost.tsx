import { localToday } from '#shared/dates';
import { createLostReportSchema, type LostReportPayload } from '#shared/schemas/lost-report';
import { ItemReportForm } from '#client/components/reports/item-report-form';
import { createLostReport } from '#client/features/lost-reports/api/create-lost-report';
import { MatchesFoundSoFar } from '#client/features/found-reports/components/possible-matches';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

const schema = createLostReportSchema(localToday);
const empty: LostReportPayload = {
  itemName: '',
  color: '',
  item_description: '',
  lost_date: '',
  lost_time: '',
  lost_location: '',
  imageUrl: null,
};

/** Report lost (spec §2 screen 3). */
export function Component() {
  const t = useT();
  usePageTitle(t('reports.lostPageTitle'));
  return (
    <main id="main-content" className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('reports.lostHeading')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t('reports.lostIntro')}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ItemReportForm
          kind="Lost"
          names={{
            itemName: 'itemName',
            color: 'color',
            description: 'item_description',
            date: 'lost_date',
            time: 'lost_time',
            location: 'lost_location',
          }}
          schema={schema}
          defaultValues={empty}
          submit={createLostReport}
          successMessage={t('toasts.lostReportSubmitted')}
          savedNote={(reportId) => <MatchesFoundSoFar reportId={reportId} />}
        />
      </div>
    </main>
  );
}
