import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CategoryChipsStrip } from '#client/features/search/components/category-chips-strip';
import { SearchBox } from '#client/features/search/components/search-box';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';
import { paths } from '#client/lib/paths';

/** Search home (spec §2 screen 1): one box and the category chips. */
export function Component() {
  const t = useT();
  usePageTitle(t('search.pageTitle'));
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (query: string) => void navigate(paths.user.searchResults(query));

  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-5xl flex-col items-center gap-8 px-4 py-12 sm:py-20"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{t('search.heading')}</h1>
        <p className="text-slate-600">{t('search.intro')}</p>
      </div>
      <div className="w-full max-w-2xl">
        <SearchBox value={text} onChange={setText} onSearch={search} />
      </div>
      <CategoryChipsStrip
        onPick={(label) => {
          setText(label);
          search(label);
        }}
      />
    </main>
  );
}
