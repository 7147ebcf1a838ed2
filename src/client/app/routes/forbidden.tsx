import ShieldAlert from '~icons/lucide/shield-alert';
import { ErrorPage } from '#client/features/static-pages/components/error-page';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <ErrorPage
      code="403"
      title={t('ui.forbiddenTitle')}
      message={t('ui.forbiddenMessage')}
      icon={<ShieldAlert className="h-10 w-10" />}
    />
  );
}
