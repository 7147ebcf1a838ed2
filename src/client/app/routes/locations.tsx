import MapPinned from '~icons/lucide/map-pinned';
import { PageShell } from '#client/features/static-pages/components/page-shell';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <PageShell title={t('common.locations')} icon={<MapPinned className="h-6 w-6" />}>
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-2xl font-semibold text-slate-700">
        {t('info.comingSoon')}
      </p>
    </PageShell>
  );
}
