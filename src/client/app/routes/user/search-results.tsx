import { AlertTriangle, FilterX, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useSession } from '../../../features/auth/api/get-session';
import type { FoundDateRange } from '../../../features/found-reports/api/found-report-keys';
import { ClaimItem } from '../../../features/found-reports/components/claim-item';
import { DateRangeFilter } from '../../../features/found-reports/components/date-range-filter';
import {
  FoundReportCard,
  FoundReportGrid,
} from '../../../features/found-reports/components/found-report-card';
import { LoadMore } from '../../../features/found-reports/components/load-more';
import { useSearchFoundReports } from '../../../features/search/api/search-found-reports';
import { usePageTitle } from '../../../lib/use-page-title';

const reload = () => window.location.reload();

/** Search results (spec §2 screen 2): ?q=term&from=&to=, every state with the spec's texts. */
export function Component() {
  usePageTitle('Search results');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const range: FoundDateRange = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const filtered = Boolean(range.from || range.to);
  const { user, isLoading: sessionLoading } = useSession();
  const search = useSearchFoundReports(q, range, { enabled: !sessionLoading && user !== null });

  const setRange = (next: FoundDateRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  const clearFilters = () => setRange({});

  if (sessionLoading) return <PageSpinner />;

  const items = search.data?.pages.flatMap((page) => page.data) ?? [];
  const more = search.hasNextPage;
  let body;
  if (!q) {
    body = (
      <StatusPanel
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title="No Search Query"
        message="Please enter a search term to find items."
      />
    );
  } else if (search.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner size="lg" label="" />
        <p role="status">Searching items...</p>
      </div>
    );
  } else if (search.isError && items.length === 0) {
    body = (
      <StatusPanel
        tone="error"
        icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
        title="Error Loading Search Results"
        message="Something went wrong while searching. Please try again."
        action={<Button onClick={reload}>Refresh Page</Button>}
      />
    );
  } else if (items.length === 0 && filtered) {
    body = (
      <StatusPanel
        icon={<FilterX className="h-10 w-10" aria-hidden="true" />}
        title="No Items Match Filter"
        message="No items found for the selected date range. Try adjusting your filters."
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear Filters
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <StatusPanel
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title="No Items Found"
        message={
          <>
            No items found matching &ldquo;{q}&rdquo;.
            <br />
            Try searching with different keywords.
          </>
        }
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
          hasNextPage={more}
          isFetchingNextPage={search.isFetchingNextPage}
          failed={search.isFetchNextPageError}
          fetchNextPage={search.fetchNextPage}
        />
      </>
    );
  }

  const count = items.length;
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-[1600px] flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words text-slate-900">
            {q ? <>Search results for &ldquo;{q}&rdquo;</> : 'Search results'}
          </h1>
          {q && search.isSuccess ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {count}
              {more ? '+' : ''} {count === 1 && !more ? 'item' : 'items'} found
            </p>
          ) : null}
        </div>
        {q ? <DateRangeFilter value={range} onChange={setRange} /> : null}
      </header>
      {body}
    </main>
  );
}
