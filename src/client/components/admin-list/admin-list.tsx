import Download from '~icons/lucide/download';
import Search from '~icons/lucide/search';
import X from '~icons/lucide/x';
import { useCallback, useEffect, useId, useState } from 'react';
import {
  ADMIN_LISTS,
  CATEGORIES,
  type AdminListName,
  type AdminListSort,
} from '#shared/schemas/admin-list-query';
import { ADMIN_ACTION_KIND_NAMES, type AdminActionKind } from '#shared/schemas/activity-log';
import { Button } from '#client/components/ui/button';
import { controlClass, controlLookClass } from '#client/components/ui/form-field';
import { DateRangeFilter } from '#client/components/ui/date-range-filter';
import {
  useActivityLogAdmins,
  useAdminList,
  adminListExportUrl,
  type AdminListRow,
  type AdminListView,
} from '#client/lib/admin-lists';
import { useAdminListView } from '#client/lib/use-admin-list-view';
import { PagedTable, type Column } from '#client/components/ui/data-table';
import { useT } from '#client/lib/i18n';
import { DeskFilter } from './desk-filter';
import type { MessageKey } from '#shared/i18n/message-key';

/** Colors people most often write; any other can be typed. */
const COMMON_COLORS = [
  'Black',
  'White',
  'Blue',
  'Red',
  'Green',
  'Silver',
  'Grey',
  'Brown',
  'Pink',
  'Yellow',
  'Purple',
  'Gold',
];

/** Waits this long after the last key before searching, so typing a word asks the server once. */
const SEARCH_PAUSE_MS = 300;

interface ToolbarProps<L extends AdminListName> {
  list: L;
  label: string;
  view: AdminListView<L>;
  update: (change: Partial<AdminListView<L>>, options?: { replace?: boolean }) => void;
  clear: () => void;
  filtered: boolean;
  sortOptions: { value: AdminListSort<L>; label: string }[];
  searchPlaceholder: string;
}

/** The Action filter's names, in the reader's language. */
const ACTION_KEYS: Record<AdminActionKind, MessageKey> = {
  admin_signed_in: 'admin.actionSignedIn',
  admin_sign_in_failed: 'admin.actionSignInFailed',
  admin_signed_out: 'admin.actionSignedOut',
  profile_updated: 'admin.actionProfileUpdated',
  password_reset_sent: 'admin.actionPasswordResetSent',
  password_set: 'admin.actionPasswordSet',
  admin_added: 'admin.actionAdminAdded',
  admin_removed: 'admin.actionAdminRemoved',
  staff_desks_changed: 'admin.actionStaffDesksChanged',
  item_entered: 'admin.actionItemEntered',
  item_stored: 'admin.actionItemStored',
  item_moved: 'admin.actionItemMoved',
  item_sent: 'admin.actionItemSent',
  item_received: 'admin.actionItemReceived',
  verification_recorded: 'admin.kindVerificationRecorded',
  claim_approved: 'admin.kindClaimApproved',
  claim_rejected: 'admin.kindClaimRejected',
  claim_approval_withdrawn: 'admin.kindClaimApprovalWithdrawn',
  claim_message: 'admin.actionClaimMessage',
  pickup_arrived: 'admin.actionPickupArrived',
  pickup_missed: 'admin.actionPickupMissed',
  item_handed_over: 'admin.actionItemHandedOver',
  item_disposed: 'admin.actionItemDisposed',
  list_exported: 'admin.actionListExported',
  other: 'admin.actionOther',
};

function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address can change from outside (Clear Filters, back button): follow it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 basis-64 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('admin.searchList', { label })}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          className={`${controlClass} pl-9`}
          placeholder={placeholder}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </form>
  );
}

/** The activity log's own filters: who acted, and what they did. */
function ActivityFilters<L extends AdminListName>({
  view,
  update,
}: Pick<ToolbarProps<L>, 'view' | 'update'>) {
  const t = useT();
  const id = useId();
  const admins = useActivityLogAdmins();
  const known = admins.data?.some((admin) => admin.email === view.admin) ?? false;
  return (
    <>
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <label htmlFor={`${id}-admin`} className="text-sm font-medium text-slate-800">
          {t('admin.filterAdmin')}
        </label>
        <select
          id={`${id}-admin`}
          className={controlClass}
          value={view.admin ?? ''}
          onChange={(event) => update({ admin: event.target.value || undefined })}
        >
          <option value="">{t('admin.allAdmins')}</option>
          {admins.data?.map((admin) => (
            <option key={admin.email} value={admin.email}>
              {admin.name} ({admin.email})
            </option>
          ))}
          {/* A bookmarked admin stays chosen while the names load, or after the log no longer names them. */}
          {view.admin && !known ? <option value={view.admin}>{view.admin}</option> : null}
        </select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-52">
        <label htmlFor={`${id}-action`} className="text-sm font-medium text-slate-800">
          {t('admin.filterAction')}
        </label>
        <select
          id={`${id}-action`}
          className={controlClass}
          value={view.action ?? ''}
          onChange={(event) => update({ action: event.target.value || undefined })}
        >
          <option value="">{t('admin.allActions')}</option>
          {ADMIN_ACTION_KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {t(ACTION_KEYS[kind])}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Search box, filters, order and export of an admin list; every change goes to the page's address. */
function AdminListToolbar<L extends AdminListName>({
  list,
  label,
  view,
  update,
  clear,
  filtered,
  sortOptions,
  searchPlaceholder,
}: ToolbarProps<L>) {
  const t = useT();
  const id = useId();
  const itemFilters = ADMIN_LISTS[list].itemFilters;
  const onSearch = useCallback(
    (q: string) => update({ q: q.trim() || undefined }, { replace: true }),
    [update],
  );
  const [color, setColor] = useState(view.color ?? '');
  const [appliedColor, setAppliedColor] = useState(view.color ?? '');
  if ((view.color ?? '') !== appliedColor) {
    setAppliedColor(view.color ?? '');
    setColor(view.color ?? '');
  }
  useEffect(() => {
    if (color.trim() === appliedColor.trim()) return;
    const timer = setTimeout(
      () => update({ color: color.trim() || undefined }, { replace: true }),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [color, appliedColor, update]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.q ?? ''} onSearch={onSearch} label={label} placeholder={searchPlaceholder} />
        {itemFilters ? (
          <>
            <div className="flex w-full flex-col gap-1 sm:w-36">
              <label htmlFor={`${id}-color`} className="text-sm font-medium text-slate-800">
                {t('admin.filterColor')}
              </label>
              <input
                id={`${id}-color`}
                list={`${id}-colors`}
                className={controlClass}
                value={color}
                maxLength={60}
                placeholder={t('admin.anyColor')}
                onChange={(event) => setColor(event.target.value)}
              />
              <datalist id={`${id}-colors`}>
                {COMMON_COLORS.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-44">
              <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-800">
                {t('admin.filterCategory')}
              </label>
              <select
                id={`${id}-category`}
                className={controlClass}
                value={view.category ?? ''}
                onChange={(event) => update({ category: event.target.value || undefined })}
              >
                <option value="">{t('admin.allCategories')}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        {ADMIN_LISTS[list].deskFilter ? (
          <DeskFilter id={`${id}-desk`} value={view.desk} onChange={(desk) => update({ desk })} />
        ) : null}
        {list === 'activity' ? <ActivityFilters view={view} update={update} /> : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter
          legend={
            list === 'activity'
              ? t('admin.filterByDate')
              : list === 'lost'
                ? t('admin.filterByLostDate')
                : t('ui.filterByFoundDate')
          }
          value={{ from: view.from, to: view.to }}
          onChange={(range) => update({ from: range.from, to: range.to })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-slate-800">
            {t('admin.sortBy')}
          </label>
          <div className="flex gap-2">
            <select
              id={`${id}-sort`}
              className={`${controlLookClass} w-auto`}
              value={view.sort}
              onChange={(event) => update({ sort: event.target.value } as Partial<AdminListView<L>>)}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <select
              aria-label={t('admin.sortDirection')}
              className={`${controlLookClass} w-auto`}
              value={view.dir}
              onChange={(event) => update({ dir: event.target.value } as Partial<AdminListView<L>>)}
            >
              <option value="asc">{t('admin.ascending')}</option>
              <option value="desc">{t('admin.descending')}</option>
            </select>
          </div>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          {filtered ? (
            <Button variant="ghost" onClick={clear}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('admin.clearFilters')}
            </Button>
          ) : null}
          <a
            href={adminListExportUrl(list, view)}
            download
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('admin.exportCsv')}
          </a>
        </div>
      </div>
    </div>
  );
}

interface AdminListProps<L extends AdminListName> {
  list: L;
  /** Names the table; lower-case words that follow "Search" on the search box's label. */
  caption: string;
  columns: Column<AdminListRow[L]>[];
  rowKey: (row: AdminListRow[L]) => string;
  loadingText: string;
  emptyText: string;
  /** A line under the empty list's title, when no search or filter is what emptied it. */
  emptyMessage?: string;
  errorTitle: string;
  searchPlaceholder?: string;
  pageSize?: number;
}

/**
 * An admin list with its search, filters, order and export: the view lives in
 * the address, the server searches, filters and sorts the whole list, and
 * further pages load as the table is scrolled.
 */
export function AdminList<L extends AdminListName>({
  list,
  caption,
  columns,
  rowKey,
  loadingText,
  emptyText,
  emptyMessage,
  errorTitle,
  searchPlaceholder,
  pageSize,
}: AdminListProps<L>) {
  const t = useT();
  const { view, update, clear, filtered } = useAdminListView(list);
  const query = useAdminList(list, view, pageSize);
  const sortOptions = columns.flatMap((column) =>
    column.sortKey ? [{ value: column.sortKey as AdminListSort<L>, label: column.header }] : [],
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminListToolbar
        list={list}
        label={caption.toLowerCase()}
        view={view}
        update={update}
        clear={clear}
        filtered={filtered}
        sortOptions={sortOptions}
        searchPlaceholder={searchPlaceholder ?? t('admin.listSearchPlaceholder')}
      />
      <PagedTable
        caption={caption}
        query={query}
        columns={columns}
        rowKey={rowKey}
        sort={{ key: view.sort, dir: view.dir }}
        onSort={(sort) => update({ sort: sort.key, dir: sort.dir } as Partial<AdminListView<L>>)}
        loadingText={loadingText}
        emptyText={filtered ? t('admin.noMatchFilterTitle') : emptyText}
        emptyMessage={filtered ? t('admin.noMatchFilterMessage') : emptyMessage}
        emptyAction={
          filtered ? (
            <Button variant="secondary" onClick={clear}>
              {t('admin.clearFilters')}
            </Button>
          ) : undefined
        }
        errorTitle={errorTitle}
      />
    </div>
  );
}
