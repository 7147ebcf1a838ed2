import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { consolePaths } from '#client/lib/console-paths';

/**
 * Rows chosen in an admin list for one action on all of them. The rows
 * themselves are kept, not only their IDs, so a choice survives a new search,
 * filter or order that takes a chosen row out of view.
 */
export function useRowChoice<T extends { reportId: string }>() {
  const [chosen, setChosen] = useState<Map<string, T>>(() => new Map());
  const ids = useMemo(() => new Set(chosen.keys()), [chosen]);
  const toggle = useCallback(
    (row: T) =>
      setChosen((current) => {
        const next = new Map(current);
        if (next.has(row.reportId)) next.delete(row.reportId);
        else next.set(row.reportId, row);
        return next;
      }),
    [],
  );
  const drop = useCallback(
    (reportIds: readonly string[]) =>
      setChosen((current) => {
        const next = new Map(current);
        for (const reportId of reportIds) next.delete(reportId);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setChosen(new Map()), []);
  const rows = useMemo(() => [...chosen.values()], [chosen]);
  return { rows, ids, toggle, drop, clear };
}

/** An item's ID as a link to its page in the console. */
export function ItemIdLink({ reportId }: { reportId: string }) {
  return (
    <Link
      to={consolePaths.item(reportId)}
      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {reportId}
    </Link>
  );
}

/**
 * A row's check box, before what names the row: Tab reaches it and Space
 * toggles it, as a pointer does; its label says which row it chooses.
 */
export function ChooseRowCell({
  label,
  checked,
  onToggle,
  children,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700 sm:h-4 sm:w-4"
        aria-label={label}
        checked={checked}
        onChange={onToggle}
      />
      {children}
    </span>
  );
}
