import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import ArrowDown from '~icons/lucide/arrow-down';
import ArrowUp from '~icons/lucide/arrow-up';
import ArrowUpDown from '~icons/lucide/arrow-up-down';
import MoveHorizontal from '~icons/lucide/move-horizontal';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { StatusPanel } from './status-panel';
import type { ApiResponse } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's name for ordering the whole list by this column (tables given `onSort`). */
  sortKey?: string;
  /** Sorts a table that holds all its rows in memory (no `onSort`); an ISO date compares as text. */
  sortValue?: (row: T) => string | null;
  /**
   * Lets long text wrap instead of widening the table: anywhere once the column is 8 rem
   * wide (free text), or with 'words' only between words (IDs, names, emails kept whole).
   */
  wrap?: boolean | 'words';
  /** Keeps the column (the row's actions) in view at the table's right edge while the rest scrolls. */
  sticky?: boolean;
}

export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
}

interface DataTableProps<T> {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The order the server applied; clicking a sortable header asks for another. */
  sort?: TableSort | undefined;
  /** Narrower cell padding, for a table of many short columns that should fit beside the sidebar. */
  compact?: boolean;
  onSort?: ((sort: TableSort) => void) | undefined;
}

function compare(a: string | null, b: string | null) {
  if (a === b) return 0;
  // Rows without a value go last whichever way the column is sorted.
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** Whether the element's content is wider than the element, as its size or content changes. */
function useScrollsSideways(element: RefObject<HTMLElement | null>): boolean {
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setSideways(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return sideways;
}

/**
 * The admin console's table: headers that sort the whole list on the server,
 * inside a region that scrolls sideways on its own (never the page) and can be
 * scrolled by keyboard, with the actions column kept in view. When the columns
 * do not all fit, a line above the table says so: a sideways scroll nobody
 * can see hides columns.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort: serverSort,
  onSort,
  compact = false,
}: DataTableProps<T>) {
  const t = useT();
  const padding = compact ? 'px-2' : 'px-3';
  const [localSort, setLocalSort] = useState<TableSort | undefined>(undefined);
  const sort = onSort ? serverSort : localSort;
  const sortKeyOf = (column: Column<T>) =>
    onSort ? column.sortKey : column.sortValue ? column.key : undefined;

  const shown = useMemo(() => {
    const column =
      !onSort && localSort ? columns.find((candidate) => candidate.key === localSort.key) : undefined;
    if (!localSort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = localSort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) return compare(va, vb);
      return sign * compare(va, vb);
    });
  }, [rows, columns, localSort, onSort]);

  const toggle = (key: string) => {
    const next: TableSort =
      sort?.key === key && sort.dir === 'asc' ? { key, dir: 'desc' } : { key, dir: 'asc' };
    if (onSort) onSort(next);
    else setLocalSort(next);
  };

  const region = useRef<HTMLDivElement>(null);
  const sideways = useScrollsSideways(region);
  const hintId = useId();

  return (
    <div className="flex min-w-0 flex-col gap-1">
      {sideways ? (
        <p id={hintId} className="flex items-center gap-1.5 text-xs text-slate-600">
          <MoveHorizontal className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('ui.scrollSideways')}
        </p>
      ) : null}
      <div
        ref={region}
        role="region"
        aria-label={caption}
        aria-describedby={sideways ? hintId : undefined}
        tabIndex={0}
        // Relative: text kept for screen readers (absolutely placed) stays inside the scrolling box
        // instead of widening the page.
        className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => {
                const key = sortKeyOf(column);
                const sortable = key !== undefined;
                const active = sortable && sort?.key === key ? sort.dir : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sortable
                        ? active === 'asc'
                          ? 'ascending'
                          : active === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={`${padding} py-3 font-semibold whitespace-nowrap text-slate-700 ${column.sticky ? stickyClass('bg-slate-50') : ''}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => toggle(key)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-brand-700"
                      >
                        {column.header}
                        {active === 'asc' ? (
                          <ArrowUp className="h-4 w-4" aria-hidden="true" />
                        ) : active === 'desc' ? (
                          <ArrowDown className="h-4 w-4" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="h-4 w-4 text-slate-400" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <tr key={rowKey(row)} className="group hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`${padding} py-3 text-slate-800 ${wrapClass(column.wrap)} ${column.sticky ? stickyClass('bg-white group-hover:bg-slate-50') : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function wrapClass(wrap: Column<unknown>['wrap']): string {
  if (wrap === 'words') return 'break-words';
  return wrap ? 'min-w-32 [overflow-wrap:anywhere]' : 'whitespace-nowrap';
}

/** A cell pinned to the right edge of the scrolling table, with a rule to show where it begins. */
const stickyClass = (background: string) =>
  `sticky right-0 ${background} shadow-[-1px_0_0_0_var(--color-slate-200)]`;

type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<ApiResponse<T[]>, unknown>>;

interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  query: PagedQuery<T>;
  loadingText: string;
  emptyText: string;
  /** Shown in the empty state, e.g. a way out of filters that match nothing. */
  emptyMessage?: string | undefined;
  emptyAction?: ReactNode;
  errorTitle: string;
}

/**
 * A server-paged list in a DataTable with its loading, empty and error states.
 * Further pages load when the end of the table scrolls into view, or with Load more.
 */
export function PagedTable<T>({
  query,
  loadingText,
  emptyText,
  emptyMessage,
  emptyAction,
  errorTitle,
  ...table
}: PagedTableProps<T>) {
  const t = useT();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    // After a failed page, wait for the person to press Load more rather than retrying in a loop.
    if (!element || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
        <Spinner label="" />
        <span>{loadingText}</span>
      </div>
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <StatusPanel
        tone="error"
        title={errorTitle}
        message={query.error.message}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (rows.length === 0) {
    return <StatusPanel title={emptyText} message={emptyMessage} action={emptyAction} />;
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData || undefined}>
      <DataTable {...table} rows={rows} />
      <div ref={sentinel} className="flex flex-col items-center gap-2">
        {isFetchNextPageError ? (
          <p role="alert" className="text-sm text-red-700">
            {query.error?.message}
          </p>
        ) : null}
        {hasNextPage ? (
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('ui.loadingMore') : t('ui.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
