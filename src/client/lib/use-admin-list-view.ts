import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import {
  ADMIN_LISTS,
  CATEGORIES,
  DEFAULT_SORT,
  type AdminListName,
  type AdminListSort,
} from '#shared/schemas/admin-list-query';
import { isValidIsoDate } from '#shared/dates';
import { ADMIN_ACTION_KINDS } from '#shared/schemas/activity-log';
import type { AdminListView } from './admin-lists';

const text = (value: string | null) => (value?.trim() ? value : undefined);
const date = (value: string | null) => (value && isValidIsoDate(value) ? value : undefined);

/**
 * The list's view (search, filters, order) read from and written to the page's
 * address, so a filtered list can be bookmarked, shared and reloaded. A value
 * the list does not know (an edited address) falls back to the default.
 */
export function useAdminListView<L extends AdminListName>(list: L) {
  const [params, setParams] = useSearchParams();
  // A search that ends its pause after the person has clicked another screen (still loading)
  // would take them back to the list: once a navigation elsewhere has begun, changes are
  // dropped. The router's own state says so at once; a render of it may come a frame later.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const view = useMemo((): AdminListView<L> => {
    const sorts = ADMIN_LISTS[list].sorts as readonly string[];
    const sort = params.get('sort');
    const dir = params.get('dir');
    const category = params.get('category');
    const action = params.get('action');
    const activity = list === 'activity';
    return {
      q: text(params.get('q')),
      color: text(params.get('color')),
      category: category && (CATEGORIES as readonly string[]).includes(category) ? category : undefined,
      desk: ADMIN_LISTS[list].deskFilter ? text(params.get('desk')) : undefined,
      from: date(params.get('from')),
      to: date(params.get('to')),
      admin: activity ? text(params.get('admin')) : undefined,
      action: activity && action && action in ADMIN_ACTION_KINDS ? action : undefined,
      sort: (sort && sorts.includes(sort) ? sort : DEFAULT_SORT[list].sort) as AdminListSort<L>,
      dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SORT[list].dir,
    };
  }, [list, params]);

  /**
   * Changes part of the view; typing replaces the history entry instead of adding one per key.
   * Built on the address as it is now, not on `params`: the router hands its updater the
   * params of the last render, so a second change made before the page drew the first
   * (two filters picked in quick succession) undid the first.
   */
  const update = useCallback(
    (change: Partial<AdminListView<L>>, options: { replace?: boolean } = {}) => {
      const pending = router?.state.navigation.location;
      if (pending && pending.pathname !== window.location.pathname) return;
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, router],
  );

  /** Clears the search and filters; the order stays. */
  const clear = useCallback(
    () =>
      update({
        q: undefined,
        color: undefined,
        category: undefined,
        desk: undefined,
        from: undefined,
        to: undefined,
        admin: undefined,
        action: undefined,
      }),
    [update],
  );
  const filtered = Boolean(
    view.q || view.color || view.category || view.desk || view.from || view.to || view.admin || view.action,
  );
  return { view, update, clear, filtered };
}
