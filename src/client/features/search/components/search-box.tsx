import Search from '~icons/lucide/search';
import { useId } from 'react';
import { MAX_SEARCH_QUERY } from '#shared/constants/limits';
import { useT } from '#client/lib/i18n';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text, only when there is some. */
  onSearch: (query: string) => void;
}

/** The search home's one box: Enter or the icon searches for the trimmed text (spec §2 screen 1). */
export function SearchBox({ value, onChange, onSearch }: SearchBoxProps) {
  const id = useId();
  const t = useT();
  return (
    <form
      role="search"
      className="flex w-full items-center overflow-hidden rounded-full border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200"
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (query) onSearch(query);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.boxLabel')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_SEARCH_QUERY}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The spec's placeholder is long: on a 390 px phone it fits at a smaller size (the text typed stays 16 px).
        className="min-w-0 flex-1 bg-transparent py-3 pr-2 pl-4 text-base text-slate-900 placeholder:text-[13px] placeholder:text-slate-500 focus:outline-none sm:pl-5 sm:placeholder:text-base"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="m-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}
