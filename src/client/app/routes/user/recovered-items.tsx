import AlertTriangle from '~icons/lucide/triangle-alert';
import Info from '~icons/lucide/info';
import FilterX from '~icons/lucide/funnel-x';
import PackageOpen from '~icons/lucide/package-open';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useSession } from '#client/lib/session';
import type { FoundDateRange } from '#client/lib/query-keys';
import { useStoredForMembers } from '#client/features/found-reports/api/get-stored-for-members';
import {
  ClaimableItems,
  loadedItems,
  LoadingItems,
} from '#client/features/found-reports/components/claimable-items';
import { DateRangeFilter, InvalidDateRange } from '#client/components/ui/date-range-filter';
import { RecoveredItemFilters } from '#client/features/found-reports/components/recovered-filters';
import { useRecoveredFilters } from '#client/features/found-reports/lib/recovered-filters';
import { formatDate } from '#client/lib/dates';
import { useT, type Translate } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

/** "Showing 3 recovered items from 20/11/2026 to 22/11/2026", as much of the range as is set. */
function showingText(t: Translate, count: number, { from, to }: FoundDateRange): string {
  if (from && to) return t('items.showingFrom', { count, from: formatDate(from), to: formatDate(to) });
  if (from) return t('items.showingSince', { count, from: formatDate(from) });
  if (to) return t('items.showingUntil', { count, to: formatDate(to) });
  return t('items.showing', { count });
}

/** Recovered items for members (spec §2 screen 4): stored items to browse and claim. */
export function Component() {
  const t = useT();
  usePageTitle(t('items.recoveredPageTitle'));
  const { filters, filtered, filteredBeyondDates, linkIgnored, choose, setRange, clearFilters } =
    useRecoveredFilters();
  const range = { from: filters.from, to: filters.to };
  const { person, isLoading: sessionLoading } = useSession();
  const [datesValid, setDatesValid] = useState(true);
  const list = useStoredForMembers(filters, { enabled: !sessionLoading && person !== null });

  if (sessionLoading) return <PageSpinner />;

  const items = loadedItems(list.data);

  if (list.isError && items.length === 0) {
    // Spec: a full error page, not a panel inside the list.
    return (
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <StatusPanel
          tone="error"
          headingLevel={1}
          icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
          title={t('items.loadErrorTitle')}
          message={t('items.loadErrorMessage')}
          action={<Button onClick={() => window.location.reload()}>{t('items.refreshPage')}</Button>}
        />
      </main>
    );
  }

  let body;
  if (!datesValid) {
    // Results of the last valid range would not match the dates on screen.
    body = <InvalidDateRange />;
  } else if (list.isPending) {
    body = <LoadingItems text={t('items.loadingRecovered')} />;
  } else if (items.length === 0) {
    body = filtered ? (
      <StatusPanel
        icon={<FilterX className="h-10 w-10" aria-hidden="true" />}
        title={t('items.noItemsFoundTitle')}
        message={t(filteredBeyondDates ? 'items.noItemsMatchMessage' : 'items.noItemsFoundMessage')}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t('items.clearFilters')}
          </Button>
        }
      />
    ) : (
      <StatusPanel
        icon={<PackageOpen className="h-10 w-10" aria-hidden="true" />}
        title={t('items.noItemsTitle')}
        message={t('items.noItemsMessage')}
      />
    );
  } else {
    body = <ClaimableItems items={items} memberId={person?.uid ?? null} query={list} />;
  }

  // The server counts the whole list; the pages loaded so far may be fewer.
  const count = list.data?.pages[0]?.total ?? items.length;
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('items.recoveredPageTitle')}</h1>
          {list.isSuccess && datesValid ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {showingText(t, count, range)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <RecoveredItemFilters value={filters} onChoose={choose} />
          <DateRangeFilter value={range} onChange={setRange} onValidityChange={setDatesValid} />
          {filteredBeyondDates ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t('items.clearFilters')}
            </Button>
          ) : null}
        </div>
        {linkIgnored ? (
          <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('items.linkFilterIgnored')}
          </p>
        ) : null}
      </header>
      {body}
    </main>
  );
}
