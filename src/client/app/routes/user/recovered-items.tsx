import AlertTriangle from '~icons/lucide/triangle-alert';
import FilterX from '~icons/lucide/funnel-x';
import PackageOpen from '~icons/lucide/package-open';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useSession } from '#client/lib/session';
import type { FoundDateRange } from '#client/lib/query-keys';
import { useStoredForUsers } from '#client/features/found-reports/api/get-stored-for-users';
import {
  ClaimableItems,
  loadedItems,
  LoadingItems,
} from '#client/features/found-reports/components/claimable-items';
import { DateRangeFilter, InvalidDateRange } from '#client/components/ui/date-range-filter';
import { useDateRangeParams } from '#client/features/found-reports/lib/use-date-range-params';
import { formatDate } from '#client/lib/dates';
import { usePageTitle } from '#client/lib/use-page-title';

function rangeText({ from, to }: FoundDateRange): string {
  if (from && to) return ` from ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return ` from ${formatDate(from)}`;
  if (to) return ` up to ${formatDate(to)}`;
  return '';
}

/** Recovered items for members (spec §2 screen 4): stored items to browse and claim. */
export function Component() {
  usePageTitle('Recovered Items');
  const { range, filtered, setRange, clearFilters } = useDateRangeParams();
  const { user, isLoading: sessionLoading } = useSession();
  const [datesValid, setDatesValid] = useState(true);
  const list = useStoredForUsers(range, { enabled: !sessionLoading && user !== null });

  if (sessionLoading) return <PageSpinner />;

  const items = loadedItems(list.data);

  if (list.isError && items.length === 0) {
    // Spec: a full error page, not a panel inside the list.
    return (
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <StatusPanel
          tone="error"
          icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
          title="Error Loading Items"
          message="The recovered items could not be loaded. Please refresh the page to try again."
          action={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}
        />
      </main>
    );
  }

  let body;
  if (!datesValid) {
    // Results of the last valid range would not match the dates on screen.
    body = <InvalidDateRange />;
  } else if (list.isPending) {
    body = <LoadingItems text="Loading recovered items..." />;
  } else if (items.length === 0) {
    body = filtered ? (
      <StatusPanel
        icon={<FilterX className="h-10 w-10" aria-hidden="true" />}
        title="No Items Found"
        message="No recovered items were found for the selected date range."
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear Filters
          </Button>
        }
      />
    ) : (
      <StatusPanel
        icon={<PackageOpen className="h-10 w-10" aria-hidden="true" />}
        title="No Items Available"
        message="There are no recovered items at the moment. Please check back later."
      />
    );
  } else {
    body = <ClaimableItems items={items} userId={user?.uid ?? null} query={list} />;
  }

  // The server counts the whole list; the pages loaded so far may be fewer.
  const count = list.data?.pages[0]?.total ?? items.length;
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Recovered Items</h1>
          {list.isSuccess && datesValid ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {count} recovered {count === 1 ? 'item' : 'items'}
              {rangeText(range)}
            </p>
          ) : null}
        </div>
        <DateRangeFilter value={range} onChange={setRange} onValidityChange={setDatesValid} />
      </header>
      {body}
    </main>
  );
}
