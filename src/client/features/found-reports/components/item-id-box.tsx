import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Search from '~icons/lucide/search';
import { FOUND_ITEM_ID_PATTERN } from '#shared/schemas/admin-list-query';
import { foundReportDetailsQueryOptions } from '#client/features/found-reports/api/get-found-report-details';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

/** "#fnd 000123" as pasted from a history line or read out on the phone, as the ID it names. */
const asItemId = (typed: string) => typed.replace(/[\s#]/g, '').toUpperCase();

/**
 * The console header's ID box: type or paste an item ID, press Enter, and its
 * page opens. The item is looked up first, so an ID that names nothing says so
 * here and the page you were on stays.
 */
export function ItemIdBox() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const inputId = useId();
  const problemId = useId();

  const open = async () => {
    const id = asItemId(typed);
    if (!id) return;
    if (!FOUND_ITEM_ID_PATTERN.test(id)) {
      setProblem(t('admin.idBoxNotAnId'));
      return;
    }
    setLooking(true);
    try {
      await queryClient.fetchQuery(foundReportDetailsQueryOptions(id));
      setTyped('');
      setProblem(null);
      void navigate(consolePaths.item(id));
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 404
          ? t('admin.noItemWithId', { reportId: id })
          : error instanceof Error
            ? error.message
            : t('admin.idBoxFailed'),
      );
    } finally {
      setLooking(false);
    }
  };

  return (
    <form
      role="search"
      aria-label={t('admin.idBoxLabel')}
      className="relative w-full sm:w-56"
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('admin.idBoxLabel')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        inputMode="text"
        enterKeyHint="go"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        placeholder={t('admin.idBoxPlaceholder')}
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        aria-busy={looking || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setTyped('');
            setProblem(null);
          }
        }}
        className="w-full rounded-lg border border-slate-300 bg-white py-1.5 pr-2 pl-8 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="absolute top-full right-0 left-0 z-40 mt-1 rounded-md border border-red-200 bg-white px-3 py-2 text-sm text-red-800 shadow"
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
