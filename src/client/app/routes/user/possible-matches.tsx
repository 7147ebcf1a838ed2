import { PossibleMatches } from '#client/features/found-reports/components/possible-matches';
import { usePageTitle } from '#client/lib/use-page-title';
import { useT } from '#client/lib/i18n';

/** The stored items that may be what the member lost, by lost report. */
export function Component() {
  const t = useT();
  usePageTitle(t('member.possibleMatchesTitle'));
  return (
    <main id="main-content" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('member.possibleMatchesTitle')}</h1>
      <PossibleMatches />
    </main>
  );
}
