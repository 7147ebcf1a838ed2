import { useId } from 'react';
import { toast } from 'sonner';
import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushTopic } from '#shared/schemas/push';
import { Button } from '#client/components/ui/button';
import { formatDate, formatTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import {
  PushPermissionRefused,
  pushUnavailable,
  usePushDevices,
  useRemovePushDevice,
  useSetThisDevicePush,
  useThisDevicePush,
} from '#client/features/notifications/api/push-alerts';

/** Profile setting: push alerts on this device, which of them, and the other devices that get them. */
export function PushAlertsSettings() {
  const t = useT();
  const id = useId();
  const unavailable = pushUnavailable();
  const thisDevice = useThisDevicePush();
  const setPush = useSetThisDevicePush();
  const devices = usePushDevices();
  const removeDevice = useRemovePushDevice();
  const topics = thisDevice.data?.subscribed ? thisDevice.data.topics : [];

  const save = (next: PushTopic[], done: string) =>
    setPush.mutate(next, {
      onSuccess: () => toast.success(done),
      onError: (error) =>
        toast.error(error instanceof PushPermissionRefused ? t('push.blocked') : t('push.failed')),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('push.title')}
      </h2>
      {unavailable === 'unsupported' ? (
        <p className="mt-3 text-sm text-slate-600">{t('push.unsupported')}</p>
      ) : unavailable === 'blocked' ? (
        <p className="mt-3 text-sm text-slate-600">{t('push.blocked')}</p>
      ) : thisDevice.isPending ? null : (
        <>
          <p className="mt-3 text-sm text-slate-600">{t('push.intro')}</p>
          {topics.length === 0 ? (
            <Button
              className="mt-3"
              busy={setPush.isPending}
              onClick={() => save([...PUSH_TOPICS], t('push.turnedOn'))}
            >
              {t('push.turnOn')}
            </Button>
          ) : (
            <fieldset className="mt-3" disabled={setPush.isPending}>
              <legend className="sr-only">{t('push.topicsLegend')}</legend>
              {PUSH_TOPICS.map((topic) => (
                <label key={topic} className="flex items-center gap-3 py-1 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={topics.includes(topic)}
                    onChange={(event) => {
                      const next = event.target.checked
                        ? [...topics, topic]
                        : topics.filter((one) => one !== topic);
                      save(next, next.length === 0 ? t('push.turnedOff') : t('push.saved'));
                    }}
                  />
                  {t(PUSH_TOPIC_LABELS[topic])}
                </label>
              ))}
              <Button
                variant="secondary"
                className="mt-3"
                busy={setPush.isPending}
                onClick={() => save([], t('push.turnedOff'))}
              >
                {t('push.turnOffHere')}
              </Button>
            </fieldset>
          )}
        </>
      )}
      {devices.data && devices.data.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t('push.devices')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {devices.data.map((device) => (
              <li key={device._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-800">{device.device}</span>
                  <span className="block text-slate-600">
                    {device.lastPushedAt
                      ? t('push.lastAlert', {
                          date: `${formatDate(device.lastPushedAt)} ${formatTime(device.lastPushedAt)}`,
                        })
                      : t('push.turnedOnAt', { date: formatDate(device.createdAt) })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('push.turnOffDevice', { device: device.device })}
                  busy={removeDevice.isPending && removeDevice.variables === device._id}
                  onClick={() =>
                    removeDevice.mutate(device._id, {
                      onSuccess: () => toast.success(t('push.deviceTurnedOff', { device: device.device })),
                      onError: () => toast.error(t('push.deviceFailed')),
                    })
                  }
                >
                  {t('push.turnOff')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
