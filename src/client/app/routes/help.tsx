import CircleHelp from '~icons/lucide/circle-question-mark';
import Lightbulb from '~icons/lucide/lightbulb';
import { Link } from 'react-router';
import { GuideAccordion, type GuideStep } from '#client/features/static-pages/components/guide-accordion';
import { PageSection, PageShell } from '#client/features/static-pages/components/page-shell';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';

const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-brand-800';

export function Component() {
  const t = useT();
  const { shortName, emailDomain, office } = university();

  const lostSteps: GuideStep[] = [
    {
      id: 'submit-report',
      title: t('info.submitReportTitle'),
      body: (
        <>
          <p>
            <Text
              id="info.submitReport1"
              values={{ shortName, emailDomain }}
              components={{ 0: <Link to={paths.user.reportLost} className={linkClass} /> }}
            />
          </p>
          <p>{t('info.submitReport2')}</p>
        </>
      ),
    },
    {
      id: 'wait-for-notification',
      title: t('info.waitTitle'),
      body: (
        <>
          <p>{t('info.wait1')}</p>
          <p>{t('info.wait2')}</p>
        </>
      ),
    },
    {
      id: 'search-manually',
      title: t('info.searchTitle'),
      body: (
        <>
          <p>
            <Text
              id="info.search1"
              components={{
                0: <Link to={paths.user.search} className={linkClass} />,
                1: <Link to={paths.user.recoveredItems} className={linkClass} />,
              }}
            />
          </p>
          <p>
            <Text id="info.search2" values={{ office: office.name }} components={{ 0: <strong /> }} />
          </p>
        </>
      ),
    },
  ];

  const foundSteps: GuideStep[] = [
    {
      id: 'report-online',
      title: t('info.reportOnlineTitle'),
      body: (
        <>
          <p>
            <Text
              id="info.reportOnline1"
              components={{ 0: <Link to={paths.user.reportFound} className={linkClass} /> }}
            />
          </p>
          <p>{t('info.reportOnline2', { office: office.name, hours: office.hours })}</p>
        </>
      ),
    },
    {
      id: 'go-to-security',
      title: t('info.goToSecurityTitle'),
      body: (
        <>
          <p>{t('info.goToSecurity1', { office: office.name })}</p>
          <p>{t('info.goToSecurity2', { address: office.address })}</p>
        </>
      ),
    },
  ];

  return (
    <PageShell
      title={t('info.helpTitle')}
      icon={<CircleHelp className="h-6 w-6" />}
      lead={t('info.helpLead', { shortName })}
    >
      <PageSection title={t('info.ifLost')}>
        <GuideAccordion label={t('info.lostSteps')} steps={lostSteps} />
      </PageSection>
      <div className="mt-10">
        <PageSection title={t('info.ifFound')}>
          <GuideAccordion label={t('info.foundSteps')} steps={foundSteps} />
        </PageSection>
      </div>
      <section
        aria-labelledby="help-notes"
        className="mt-10 rounded-xl border border-amber-200 bg-amber-50 p-5 text-slate-800"
      >
        <h2 id="help-notes" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden="true" />
          {t('info.notes')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
          <li>{t('info.note1')}</li>
          <li>{t('info.note2')}</li>
          <li>{t('info.note3')}</li>
          <li>{t('info.note4')}</li>
          <li>
            <Text
              id="info.note5"
              components={{
                0: <Link to={paths.about} className={linkClass} />,
                1: <Link to={paths.feedback} className={linkClass} />,
              }}
            />
          </li>
        </ul>
      </section>
    </PageShell>
  );
}
