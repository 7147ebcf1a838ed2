import { Button } from '#client/components/ui/button';
import { useMyDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';
import { QuickIntakeForm } from './quick-intake-form';

/** The quick intake with the caller's desks: loading, failing and empty said as such. */
export function QuickIntakeScreen() {
  const t = useT();
  const desks = useMyDesks();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('intake.title')}</h1>
        <p className="text-sm text-slate-700">{t('intake.intro')}</p>
      </div>
      {desks.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('intake.loadingDesks')}
        </p>
      ) : desks.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-900"
        >
          <p>{t('intake.desksFailed')}</p>
          <Button type="button" variant="secondary" onClick={() => void desks.refetch()}>
            {t('intake.retry')}
          </Button>
        </div>
      ) : desks.data.length === 0 ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{t('intake.noDesks')}</p>
      ) : (
        <QuickIntakeForm desks={desks.data} />
      )}
    </div>
  );
}
