import FileQuestion from '~icons/lucide/file-question-mark';
import { ErrorPage } from '#client/features/static-pages/components/error-page';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <ErrorPage
      code="404"
      title={t('ui.notFoundTitle')}
      message={t('ui.notFoundMessage')}
      icon={<FileQuestion className="h-10 w-10" />}
    />
  );
}
