import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MyClaims } from '#client/features/found-reports/components/my-claims';
import { MyFoundReports } from '#client/features/found-reports/components/my-found-reports';
import { PossibleMatches } from '#client/features/found-reports/components/possible-matches';
import { MyLostReports } from '#client/features/lost-reports/components/my-lost-reports';
import { usePageTitle } from '#client/lib/use-page-title';
import { paths } from '#client/lib/paths';
import { useT } from '#client/lib/i18n';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const linkClass =
  'inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline underline-offset-2';

/** "My items": what the member lost, found and claimed, each with its ID and where it stands. */
export function Component() {
  const t = useT();
  usePageTitle(t('common.myItems'));
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('common.myItems')}</h1>
      <Section
        id="my-claims"
        title={t('member.myClaims')}
        action={
          <Link to={paths.user.recoveredItems} className={linkClass}>
            {t('common.recoveredItems')}
          </Link>
        }
      >
        <MyClaims />
      </Section>
      <Section
        id="my-lost-reports"
        title={t('member.myLostReports')}
        action={
          <Link to={paths.user.reportLost} className={linkClass}>
            {t('common.reportLost')}
          </Link>
        }
      >
        <MyLostReports />
      </Section>
      <Section id="my-possible-matches" title={t('member.possibleMatches')}>
        <PossibleMatches />
      </Section>
      <Section
        id="my-found-reports"
        title={t('member.myFoundReports')}
        action={
          <Link to={paths.user.reportFound} className={linkClass}>
            {t('common.reportFound')}
          </Link>
        }
      >
        <MyFoundReports />
      </Section>
      <Section
        id="my-belongings"
        title={t('belongings.pageTitle')}
        action={
          <Link to={paths.user.belongings} className={linkClass}>
            {t('belongings.manage')}
          </Link>
        }
      >
        <p className="text-sm text-slate-600">{t('belongings.myItemsIntro')}</p>
      </Section>
    </main>
  );
}
