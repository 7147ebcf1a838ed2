import ScrollText from '~icons/lucide/scroll-text';
import { Link } from 'react-router';
import { PolicyPage } from '#client/features/static-pages/components/policy-page';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';

const linkClass = 'text-brand-700 underline underline-offset-4';

export function Component() {
  const t = useT();
  const { name, shortName, emailDomain, office } = university();
  const service = `${shortName} Lost & Found`;
  return (
    <PolicyPage
      title={t('info.termsTitle')}
      effective="info.termsEffective"
      icon={<ScrollText className="h-6 w-6" />}
    >
      <h2>{t('info.terms1Title')}</h2>
      <p>{t('info.terms1', { service, name, office: office.name })}</p>

      <h2>{t('info.terms2Title')}</h2>
      <p>{t('info.terms2', { name, emailDomain })}</p>

      <h2>{t('info.terms3Title')}</h2>
      <ul>
        <li>{t('info.terms3a')}</li>
        <li>{t('info.terms3b')}</li>
        <li>{t('info.terms3c')}</li>
        <li>{t('info.terms3d')}</li>
        <li>{t('info.terms3e')}</li>
      </ul>

      <h2>{t('info.terms4Title')}</h2>
      <p>{t('info.terms4')}</p>

      <h2>{t('info.terms5Title')}</h2>
      <p>{t('info.terms5', { office: office.name })}</p>

      <h2>{t('info.terms6Title')}</h2>
      <p>{t('info.terms6')}</p>

      <h2>{t('info.terms7Title')}</h2>
      <p>{t('info.terms7')}</p>

      <h2>{t('info.terms8Title')}</h2>
      <p>{t('info.terms8')}</p>

      <h2>{t('info.terms9Title')}</h2>
      <p>
        <Text
          id="info.terms9"
          components={{
            0: <Link to={paths.feedback} className={linkClass} />,
            1: <Link to={paths.about} className={linkClass} />,
            2: <Link to={paths.privacy} className={linkClass} />,
          }}
        />
      </p>
    </PolicyPage>
  );
}
