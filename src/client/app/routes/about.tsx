import Info from '~icons/lucide/info';
import { Link } from 'react-router';
import { OfficeAddress } from '#client/features/static-pages/components/office-address';
import { OfficeMap } from '#client/features/static-pages/components/office-map';
import { PageSection, PageShell } from '#client/features/static-pages/components/page-shell';
import { SecurityContacts } from '#client/features/static-pages/components/security-contacts';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  const { name, shortName, office, securityContacts } = university();
  return (
    <PageShell
      title={t('common.about')}
      icon={<Info className="h-6 w-6" />}
      lead={t('info.aboutLead', { shortName, name })}
      width="wide"
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <PageSection title={t('info.whatItDoes')}>
            <p>{t('info.aboutWhat1')}</p>
            <p>{t('info.aboutWhat2')}</p>
            <p>
              <Text
                id="info.aboutWhat3"
                components={{
                  0: <Link to={paths.help} className="text-brand-700 underline underline-offset-4" />,
                }}
              />
            </p>
          </PageSection>
        </div>
        <aside
          aria-labelledby="office-heading"
          className="self-start rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="office-heading" className="text-xl font-semibold text-slate-900">
            {t('info.officeLocation')}
          </h2>
          <OfficeAddress hoursLabel={t('info.openingHours')} />
        </aside>
      </div>

      <div className="mt-10">
        <PageSection title={t('info.contactsTitle')}>
          <p>{t('info.contactsIntro')}</p>
          <SecurityContacts contacts={securityContacts} />
        </PageSection>
      </div>

      <div className="mt-10">
        <PageSection title={t('info.findOffice')}>
          <OfficeMap name={office.name} latitude={office.latitude} longitude={office.longitude} />
        </PageSection>
      </div>
    </PageShell>
  );
}
