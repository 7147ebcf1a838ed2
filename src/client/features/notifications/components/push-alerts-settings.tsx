import { useId } from 'react';
import { toast } from 'sonner';
import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushTopic } from '#shared/schemas/push';
import { Button } from '#client/components/ui/button';
import { formatDate, formatTime } from '#client/lib/dates';
import {
  PushPermissionRefused,
  pushUnavailable,
  usePushDevices,
  useRemovePushDevice,
  useSetThisDevicePush,
  useThisDevicePush,
} from '#client/features/notifications/api/push-alerts';

const BLOCKED =
  'Notifications are blocked for this site in your browser. Allow them in the site settings, then try again.';

/** Profile setting: push alerts on this device, which of them, and the other devices that get them. */
export function PushAlertsSettings() {
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
        toast.error(
          error instanceof PushPermissionRefused
            ? BLOCKED
            : 'Failed to update push notifications on this device. Please try again.',
        ),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Push notifications on this device
      </h2>
      {unavailable === 'unsupported' ? (
        <p className="mt-3 text-sm text-slate-600">
          This browser cannot receive push notifications. On an iPhone or iPad, add this app to your home
          screen first (Share, then Add to Home Screen) and open it from there.
        </p>
      ) : unavailable === 'blocked' ? (
        <p className="mt-3 text-sm text-slate-600">{BLOCKED}</p>
      ) : thisDevice.isPending ? null : (
        <>
          <p className="mt-3 text-sm text-slate-600">
            Your phone or computer shows these alerts even when the app is closed.
          </p>
          {topics.length === 0 ? (
            <Button
              className="mt-3"
              busy={setPush.isPending}
              onClick={() => save([...PUSH_TOPICS], 'Push notifications are on for this device.')}
            >
              Turn on push notifications
            </Button>
          ) : (
            <fieldset className="mt-3" disabled={setPush.isPending}>
              <legend className="sr-only">Which alerts this device shows</legend>
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
                      save(
                        next,
                        next.length === 0
                          ? 'Push notifications are off for this device.'
                          : 'Your push notification settings are saved.',
                      );
                    }}
                  />
                  {PUSH_TOPIC_LABELS[topic]}
                </label>
              ))}
              <Button
                variant="secondary"
                className="mt-3"
                busy={setPush.isPending}
                onClick={() => save([], 'Push notifications are off for this device.')}
              >
                Turn off on this device
              </Button>
            </fieldset>
          )}
        </>
      )}
      {devices.data && devices.data.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Devices with push notifications</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {devices.data.map((device) => (
              <li key={device._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-800">{device.device}</span>
                  <span className="block text-slate-600">
                    {device.lastPushedAt
                      ? `Last alert ${formatDate(device.lastPushedAt)} ${formatTime(device.lastPushedAt)}`
                      : `Turned on ${formatDate(device.createdAt)}`}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={`Turn off push notifications on ${device.device}`}
                  busy={removeDevice.isPending && removeDevice.variables === device._id}
                  onClick={() =>
                    removeDevice.mutate(device._id, {
                      onSuccess: () => toast.success(`Push notifications are off on ${device.device}.`),
                      onError: () => toast.error('Failed to turn off push notifications. Please try again.'),
                    })
                  }
                >
                  Turn off
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
