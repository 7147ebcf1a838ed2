import ShieldCheck from '~icons/lucide/shield-check';
import { Link } from 'react-router';
import { PolicyPage } from '#client/features/static-pages/components/policy-page';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';

const linkClass = 'text-brand-700 underline underline-offset-4';
const strong = { 0: <strong /> };

export function Component() {
  const t = useT();
  const { name, shortName, office } = university();
  const service = `${shortName} Lost & Found`;
  return (
    <PolicyPage
      title={t('info.privacyTitle')}
      effective="info.privacyEffective"
      icon={<ShieldCheck className="h-6 w-6" />}
    >
      <h2>{t('info.privacy1Title')}</h2>
      <p>{t('info.privacy1', { service, name })}</p>

      <h2>{t('info.privacy2Title')}</h2>
      <ul>
        <li>
          <Text id="info.privacy2a" components={strong} />
        </li>
        <li>
          <Text id="info.privacy2b" components={strong} />
        </li>
        <li>
          <Text id="info.privacy2c" components={strong} />
        </li>
        <li>
          <Text id="info.privacy2d" components={strong} />
        </li>
        <li>
          <Text id="info.privacy2e" components={strong} />
        </li>
      </ul>

      <h2>{t('info.privacy3Title')}</h2>
      <p>{t('info.privacy3')}</p>

      <h2>{t('info.privacy4Title')}</h2>
      <p>{t('info.privacy4')}</p>

      <h2>{t('info.privacy5Title')}</h2>
      <p>{t('info.privacy5')}</p>

      <h2>{t('info.privacy6Title')}</h2>
      <p>{t('info.privacy6')}</p>

      <h2>{t('info.privacy7Title')}</h2>
      <p>
        <Text
          id="info.privacy7"
          values={{ office: office.name }}
          components={{ 0: <Link to={paths.about} className={linkClass} /> }}
        />
      </p>

      <h2>{t('info.privacy8Title')}</h2>
      <p>{t('info.privacy8')}</p>

      <h2>{t('info.privacy9Title')}</h2>
      <p>
        <Text id="info.privacy9" components={{ 0: <Link to={paths.terms} className={linkClass} /> }} />
      </p>
    </PolicyPage>
  );
}
