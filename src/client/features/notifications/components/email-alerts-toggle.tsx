import { useId } from 'react';
import { toast } from 'sonner';
import { useEmailAlerts, useSetEmailAlerts } from '#client/features/notifications/api/email-alerts';
import { useT } from '#client/lib/i18n';

/** Profile setting: alerts always show under the bell; this says whether they also come by email. */
export function EmailAlertsToggle() {
  const t = useT();
  const current = useEmailAlerts();
  const update = useSetEmailAlerts();
  const id = useId();
  if (current.isPending || current.isError) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('profile.alerts')}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 accent-brand-700"
          checked={current.data.emailAlerts}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            update.mutate(
              { emailAlerts: event.target.checked },
              {
                onSuccess: (data) =>
                  toast.success(data.emailAlerts ? t('profile.alertsOn') : t('profile.alertsOff')),
                onError: () => toast.error(t('profile.alertsFailed')),
              },
            )
          }
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('profile.alertsEmailMe')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t('profile.alertsAlways')}
          </p>
        </div>
      </div>
    </section>
  );
}
