import { ManualEntryForm } from './manual-entry-form';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { useT } from '#client/lib/i18n';

/** Spec screen 19. */
export function ManualEntryScreen() {
  const t = useT();
  return (
    <div>
      <ScreenHeading title={t('admin.navManualEntry')}>{t('console.manualEntryIntro')}</ScreenHeading>
      <ManualEntryForm />
    </div>
  );
}
