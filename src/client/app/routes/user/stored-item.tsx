import { useParams } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { StoredItem } from '#client/features/found-reports/components/stored-item';
import { useSession } from '#client/lib/session';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

/** One stored item by its ID (/user/items/FND000123): where an alert's link leads. */
export function Component() {
  const t = useT();
  const { reportId = '' } = useParams();
  const title = t('member.itemPageTitle', { reportId });
  usePageTitle(title);
  const { person } = useSession();
  return (
    <main id="main-content" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
      {person ? <StoredItem reportId={reportId} memberId={person.uid} /> : <PageSpinner />}
    </main>
  );
}
