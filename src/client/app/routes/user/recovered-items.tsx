import { AlertTriangle, FilterX, PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useSession } from '../../../features/auth/api/get-session';
import type { FoundDateRange } from '../../../features/found-reports/api/found-report-keys';
import { useStoredForUsers } from '../../../features/found-reports/api/get-stored-for-users';
import { ClaimItem } from '../../../features/found-reports/components/claim-item';
import { DateRangeFilter } from '../../../features/found-reports/components/date-range-filter';
import {
  FoundReportCard,
  FoundReportGrid,
} from '../../../features/found-reports/components/found-report-card';
import { LoadMore } from '../../../features/found-reports/components/load-more';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';

function rangeText({ from, to }: FoundDateRange): string {
  if (from && to) return ` from ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return ` from ${formatDate(from)}`;
  if (to) return ` up to ${formatDate(to)}`;
  return '';
}

/** Recovered items for members (spec §2 screen 4): stored items to browse and claim. */
export function Component() {
  usePageTitle('Recovered Items');
  const [params, setParams] = useSearchParams();
  const range: FoundDateRange = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const filtered = Boolean(range.from || range.to);
  const { user, isLoading: sessionLoading } = useSession();
  const list = useStoredForUsers(range, { enabled: !sessionLoading && user !== null });

  const setRange = (next: FoundDateRange) =>
    setParams(
      () => {
        const updated = new URLSearchParams();
        if (next.from) updated.set('from', next.from);
        if (next.to) updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  const clearFilters = () => setRange({});

  if (sessionLoading) return <PageSpinner />;

  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

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
  if (list.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner size="lg" label="" />
        <p role="status">Loading recovered items...</p>
      </div>
    );
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
    body = (
      <>
        <FoundReportGrid>
          {items.map((item) => (
            <FoundReportCard
              key={item._id}
              item={item}
              action={user ? <ClaimItem item={item} userId={user.uid} /> : null}
            />
          ))}
        </FoundReportGrid>
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          fetchNextPage={list.fetchNextPage}
        />
      </>
    );
  }

  const count = items.length;
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">Recovered Items</h1>
          {list.isSuccess ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {count} recovered {count === 1 ? 'item' : 'items'}
              {rangeText(range)}
            </p>
          ) : null}
        </div>
        <DateRangeFilter value={range} onChange={setRange} />
      </header>
      {body}
    </main>
  );
}
