import { localToday } from '#shared/dates';
import { createFoundReportSchema, type FoundReportPayload } from '#shared/schemas/found-report';
import { ItemReportForm } from '#client/components/reports/item-report-form';
import { createFoundReport } from '#client/features/found-reports/api/create-found-report';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

const schema = createFoundReportSchema(localToday);
const empty: FoundReportPayload = {
  itemName: '',
  color: '',
  item_description: '',
  found_date: '',
  found_time: '',
  found_location: '',
  imageUrl: null,
};

/** Report found (spec §2 screen 3). */
export function Component() {
  const t = useT();
  usePageTitle(t('reports.foundPageTitle'));
  return (
    <main id="main-content" className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('reports.foundHeading')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t('reports.foundIntro')}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ItemReportForm
          kind="Found"
          names={{
            itemName: 'itemName',
            color: 'color',
            description: 'item_description',
            date: 'found_date',
            time: 'found_time',
            location: 'found_location',
          }}
          schema={schema}
          defaultValues={empty}
          submit={createFoundReport}
          successMessage={t('toasts.foundReportSubmitted')}
        />
      </div>
    </main>
  );
}
