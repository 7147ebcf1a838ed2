import { university } from '#client/lib/university';
import { officePlace } from '#shared/university/office-place';
import { describeClosedDates, describeWeeklyHours, mapLink, useDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';

/**
 * The desk that holds an item, where it is collected: its name and place, its
 * hours as data in the reader's language, and a link for the phone's maps.
 * Until the desks are loaded (or if they cannot be, or the item names none),
 * the university's office as the settings say.
 */
export function HoldingDesk({ deskId }: { deskId: string | null | undefined }) {
  const t = useT();
  const desks = useDesks();
  const desk = deskId ? desks.data?.find((candidate) => candidate.id === deskId) : undefined;
  if (!desk) {
    const { office } = university();
    return (
      <>
        <p className="mt-2">{officePlace(office)}</p>
        <p className="mt-1">{t('member.openingHours', { hours: office.hours })}</p>
      </>
    );
  }
  const weekly = describeWeeklyHours(desk.openingHours);
  const closed = describeClosedDates(desk.openingHours);
  const map = mapLink(desk);
  return (
    <>
      <p className="mt-2 font-medium">{t('member.heldAt', { desk: desk.name })}</p>
      <p className="mt-1">{desk.place}</p>
      <p className="mt-1">{weekly ? t('member.openingHours', { hours: weekly }) : t('member.deskNoHours')}</p>
      {closed ? <p className="mt-1">{closed}</p> : null}
      {map ? (
        <p className="mt-1">
          <a className="text-brand-700 underline" href={map}>
            {t('member.deskOnMap')}
          </a>
        </p>
      ) : null}
    </>
  );
}
