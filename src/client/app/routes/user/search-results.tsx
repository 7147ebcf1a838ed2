import AlertTriangle from '~icons/lucide/triangle-alert';
import FilterX from '~icons/lucide/funnel-x';
import SearchX from '~icons/lucide/search-x';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useSession } from '#client/lib/session';
import {
  ClaimableItems,
  loadedItems,
  LoadingItems,
} from '#client/features/found-reports/components/claimable-items';
import { DateRangeFilter, InvalidDateRange } from '#client/components/ui/date-range-filter';
import { SearchBox } from '#client/features/search/components/search-box';
import { useDateRangeParams } from '#client/features/found-reports/lib/use-date-range-params';
import { useSearchFoundReports } from '#client/features/search/api/search-found-reports';
import { usePageTitle } from '#client/lib/use-page-title';
import { cutSearchQuery } from '#shared/search-query';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';

const reload = () => window.location.reload();

/** Search results (spec §2 screen 2): ?q=term&from=&to=, every state with the spec's texts. */
export function Component() {
  const t = useT();
  usePageTitle(t('member.resultsTitle'));
  const { params, range, filtered, setRange, clearFilters } = useDateRangeParams();
  // A link may carry a longer query than the box allows: it is searched for its start, as the server does.
  const q = cutSearchQuery(params.get('q') ?? '');
  const { person, isLoading: sessionLoading } = useSession();
  const search = useSearchFoundReports(q, range, { enabled: !sessionLoading && person !== null });
  const navigate = useNavigate();
  const [datesValid, setDatesValid] = useState(true);
  // The box starts with this page's query and follows it when another search opens here.
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }

  if (sessionLoading) return <PageSpinner />;

  const items = loadedItems(search.data);
  const more = search.hasNextPage;
  let body;
  if (!q) {
    body = (
      <StatusPanel
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title={t('member.noQueryTitle')}
        message={t('member.noQueryMessage')}
      />
    );
  } else if (!datesValid) {
    // Results of the last valid range would not match the dates on screen.
    body = <InvalidDateRange />;
  } else if (search.isPending) {
    body = <LoadingItems text={t('member.searching')} />;
  } else if (search.isError && items.length === 0) {
    body = (
      <StatusPanel
        tone="error"
        icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
        title={t('member.resultsErrorTitle')}
        message={t('member.resultsErrorMessage')}
        action={<Button onClick={reload}>{t('common.refreshPage')}</Button>}
      />
    );
  } else if (items.length === 0 && filtered) {
    body = (
      <StatusPanel
        icon={<FilterX className="h-10 w-10" aria-hidden="true" />}
        title={t('member.noMatchFilterTitle')}
        message={t('member.noMatchFilterMessage')}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t('items.clearFilters')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <StatusPanel
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title={t('items.noItemsFoundTitle')}
        message={<Text id="member.noItemsMatching" values={{ query: q }} components={{ 0: <br /> }} />}
      />
    );
  } else {
    body = <ClaimableItems items={items} memberId={person?.uid ?? null} query={search} />;
  }

  const count = items.length;
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 px-4 py-8">
      <div className="w-full max-w-2xl">
        <SearchBox
          value={text}
          onChange={setText}
          onSearch={(query) => void navigate(paths.user.searchResults(query))}
        />
      </div>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900 wrap-anywhere">
            {q ? t('member.resultsFor', { query: q }) : t('member.resultsTitle')}
          </h1>
          {q && search.isSuccess && datesValid ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {more ? t('member.itemsFoundMore', { count }) : t('member.itemsFound', { count })}
            </p>
          ) : null}
        </div>
        {q ? <DateRangeFilter value={range} onChange={setRange} onValidityChange={setDatesValid} /> : null}
      </header>
      {body}
    </main>
  );
}
