import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  STAFF_ALERT_KINDS,
  STAFF_ALERT_LABELS,
  type StaffAlertKind,
  type StaffAlertSettings,
} from '#shared/schemas/staff-alerts';
import { Button } from '#client/components/ui/button';
import { useMyDesks } from '#client/lib/desks';
import { isDeskStaff } from '#client/lib/console-role';
import { useSession } from '#client/lib/session';
import { useT } from '#client/lib/i18n';
import {
  useSaveStaffAlertSettings,
  useStaffAlertSettings,
} from '#client/features/notifications/api/staff-alert-settings';
import {
  PushPermissionRefused,
  pushUnavailable,
  useSetConsoleDevicePush,
  useThisDevicePush,
} from '#client/features/notifications/api/push-alerts';

/** One choice of the settings' table: on the bell, or pushed too, for one kind of alert. */
function KindCell({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <td className="px-2 py-2 text-center">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </td>
  );
}

/** Push in this browser for a console account: on or off; what it shows is chosen above. */
function ConsolePushToggle() {
  const t = useT();
  const unavailable = pushUnavailable();
  const thisDevice = useThisDevicePush();
  const setPush = useSetConsoleDevicePush();
  if (unavailable === 'unsupported') return <p className="text-sm text-slate-600">{t('push.unsupported')}</p>;
  if (unavailable === 'blocked') return <p className="text-sm text-slate-600">{t('push.blocked')}</p>;
  if (thisDevice.isPending) return null;
  const on = thisDevice.data?.subscribed === true;
  const turn = (next: boolean) =>
    setPush.mutate(next, {
      onSuccess: () => toast.success(next ? t('push.turnedOn') : t('push.turnedOff')),
      onError: (error) =>
        toast.error(error instanceof PushPermissionRefused ? t('push.blocked') : t('push.failed')),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">{on ? t('alerts.pushIsOn') : t('alerts.pushIsOff')}</p>
      <Button variant={on ? 'secondary' : 'primary'} busy={setPush.isPending} onClick={() => turn(!on)}>
        {on ? t('push.turnOffHere') : t('push.turnOn')}
      </Button>
    </div>
  );
}

/**
 * A console account's alert settings (decision 0070): each kind on the bell or
 * not, pushed too or not; an admin also chooses the desks to hear about.
 */
export function StaffAlertSettingsForm() {
  const t = useT();
  const id = useId();
  const { person } = useSession();
  const staff = isDeskStaff(person);
  const settings = useStaffAlertSettings();
  const save = useSaveStaffAlertSettings();
  const desks = useMyDesks();
  const [draft, setDraft] = useState<StaffAlertSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);

  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('alerts.loadFailed')}
      </p>
    );
  }
  if (!draft) return null;

  const toggle = (list: StaffAlertKind[], kind: StaffAlertKind, on: boolean) =>
    on
      ? STAFF_ALERT_KINDS.filter((one) => one === kind || list.includes(one))
      : list.filter((one) => one !== kind);
  const setBell = (kind: StaffAlertKind, on: boolean) =>
    setDraft({
      ...draft,
      kinds: toggle(draft.kinds, kind, on),
      // Pushed only what comes to the bell.
      pushKinds: on ? draft.pushKinds : draft.pushKinds.filter((one) => one !== kind),
    });
  const setPushed = (kind: StaffAlertKind, on: boolean) =>
    setDraft({
      ...draft,
      pushKinds: toggle(draft.pushKinds, kind, on),
      kinds: on ? toggle(draft.kinds, kind, true) : draft.kinds,
    });
  const chosenDesks = draft.deskIds ?? [];
  const setDesk = (deskId: string, on: boolean) => {
    const next = on ? [...chosenDesks, deskId] : chosenDesks.filter((one) => one !== deskId);
    setDraft({ ...draft, deskIds: next });
  };
  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => toast.success(t('alerts.saved')),
      onError: (error) =>
        toast.error(error instanceof Error && error.message ? error.message : t('alerts.saveFailed')),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('alerts.settingsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('alerts.settingsIntro')}</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('alerts.kindColumn')}
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              {t('alerts.bellColumn')}
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              {t('alerts.pushColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {STAFF_ALERT_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-slate-100">
              <th scope="row" id={`${id}-${kind}`} className="py-2 pr-3 font-normal text-slate-800">
                {t(STAFF_ALERT_LABELS[kind])}
              </th>
              <KindCell
                label={t('alerts.onBellOf', { kind: t(STAFF_ALERT_LABELS[kind]) })}
                checked={draft.kinds.includes(kind)}
                onChange={(on) => setBell(kind, on)}
              />
              <KindCell
                label={t('alerts.pushedOf', { kind: t(STAFF_ALERT_LABELS[kind]) })}
                checked={draft.pushKinds.includes(kind)}
                onChange={(on) => setPushed(kind, on)}
              />
            </tr>
          ))}
        </tbody>
      </table>
      {staff ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('alerts.staffDesks', { desks: (desks.data ?? []).map((desk) => desk.name).join(', ') })}
        </p>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-900">{t('alerts.desksLegend')}</legend>
          <label className="mt-2 flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-desks`}
              className="h-5 w-5 accent-brand-700"
              checked={draft.deskIds === null}
              onChange={() => setDraft({ ...draft, deskIds: null })}
            />
            {t('alerts.everyDesk')}
          </label>
          <label className="mt-1 flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-desks`}
              className="h-5 w-5 accent-brand-700"
              checked={draft.deskIds !== null}
              onChange={() => setDraft({ ...draft, deskIds: chosenDesks })}
            />
            {t('alerts.chosenDesks')}
          </label>
          {draft.deskIds !== null ? (
            <div className="mt-1 ml-8 flex flex-col gap-1">
              {(desks.data ?? []).map((desk) => (
                <label key={desk.id} className="flex items-center gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={chosenDesks.includes(desk.id)}
                    onChange={(event) => setDesk(desk.id, event.target.checked)}
                  />
                  {desk.name}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
      )}
      <Button className="mt-4" busy={save.isPending} onClick={onSave}>
        {t('alerts.save')}
      </Button>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <h3 className="text-base font-semibold text-slate-900">{t('push.title')}</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600">{t('alerts.pushIntro')}</p>
        <ConsolePushToggle />
      </div>
    </section>
  );
}
