import { z } from 'zod';
import { CATEGORY_CHIPS } from '../constants/category-chips';
import { MAX_COLOR, MAX_SEARCH_QUERY } from '../constants/limits';
import { deskFilterField } from './desk';
import { categoryField, listQuerySchema, optionalText } from './list-query';

/**
 * The admins' lists (open lost reports, found reports awaiting storage, stored,
 * claimed and resolved items, the activity log): each has a search box, date
 * filters, and server-side sorting on the columns named here.
 */
export const ADMIN_LISTS = {
  lost: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'submitted'],
    itemFilters: true,
    deskFilter: false,
  },
  reported: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'submitted'],
    itemFilters: true,
    deskFilter: true,
  },
  stored: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'submitted'],
    itemFilters: true,
    deskFilter: true,
  },
  claimed: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'submitted'],
    itemFilters: true,
    deskFilter: true,
  },
  resolved: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'handedOver'],
    itemFilters: true,
    deskFilter: true,
  },
  activity: { sorts: ['date'], itemFilters: false, deskFilter: false },
  /** The Disposition queue: stored items past the holding period (admins, decision 0065). */
  queue: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'stored'],
    itemFilters: true,
    deskFilter: true,
  },
  /** The register of disposed items, kept for audits (admins, decision 0065). */
  disposed: {
    sorts: ['reportId', 'item', 'color', 'date', 'location', 'disposed'],
    itemFilters: true,
    deskFilter: true,
  },
} as const satisfies Record<string, { sorts: readonly string[]; itemFilters: boolean; deskFilter: boolean }>;

export type AdminListName = keyof typeof ADMIN_LISTS;
export type AdminListSort<L extends AdminListName = AdminListName> = (typeof ADMIN_LISTS)[L]['sorts'][number];
export type SortDirection = 'asc' | 'desc';

/** Each list's order when the admin has not picked one: the latest event first. */
export const DEFAULT_SORT: { [L in AdminListName]: { sort: AdminListSort<L>; dir: SortDirection } } = {
  lost: { sort: 'submitted', dir: 'desc' },
  reported: { sort: 'submitted', dir: 'desc' },
  stored: { sort: 'submitted', dir: 'desc' },
  claimed: { sort: 'submitted', dir: 'desc' },
  resolved: { sort: 'handedOver', dir: 'desc' },
  activity: { sort: 'date', dir: 'desc' },
  queue: { sort: 'stored', dir: 'asc' },
  disposed: { sort: 'disposed', dir: 'desc' },
};

export const CATEGORIES = CATEGORY_CHIPS;

/**
 * ?q=&color=&category=&sort=&dir= on top of the paging and date filter of every
 * list. q is an item ID (exact), words of the item, or a person's name or
 * university ID. Unknown sorts, directions and categories are a 400.
 */
export const adminListQuerySchema = <L extends AdminListName>(list: L, today: () => string) => {
  const sorts = ADMIN_LISTS[list].sorts as readonly string[] as [AdminListSort<L>, ...AdminListSort<L>[]];
  return z.intersection(
    listQuerySchema(today),
    z.object({
      q: optionalText(MAX_SEARCH_QUERY, 'Search terms'),
      color: optionalText(MAX_COLOR, 'Color'),
      category: categoryField,
      sort: z
        .enum(sorts, { error: `sort must be one of: ${sorts.join(', ')}` })
        .default(DEFAULT_SORT[list].sort),
      dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default(DEFAULT_SORT[list].dir),
      /** One desk's items only (the lists of found items; lost reports and the log have no desk). */
      ...(ADMIN_LISTS[list].deskFilter ? { desk: deskFilterField } : {}),
    }),
  );
};

export type AdminListQuery<L extends AdminListName = AdminListName> = z.output<
  ReturnType<typeof adminListQuerySchema<L>>
>;

/** A report ID as typed in a search box: LST or FND and its number, which grows a digit past 999999. */
export const REPORT_ID_PATTERN = /^(LST|FND)\d{6,12}$/i;
/** A found item's ID (FND000123), as a shelf label, a mail or a phone call gives it. */
export const FOUND_ITEM_ID_PATTERN = /^FND\d{6,12}$/i;
