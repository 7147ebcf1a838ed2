import Clock from '~icons/lucide/clock';
import MapPin from '~icons/lucide/map-pin';
import { university } from '#client/lib/university';
import { OpenStreetMapLink } from './office-map';

/**
 * The security office as people look for it: its name, address, opening hours
 * and a map link. The about page and the finder's page both show it, each
 * under its own heading; `hoursLabel` is read out before the hours.
 */
export function OfficeAddress({ hoursLabel }: { hoursLabel: string }) {
  const { office } = university();
  return (
    <>
      <p className="mt-3 font-medium text-slate-900">{office.name}</p>
      <p className="mt-1 flex gap-2 text-slate-700">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{office.address}</span>
      </p>
      <p className="mt-2 flex gap-2 text-slate-700">
        <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <span className="sr-only">{hoursLabel} </span>
          {office.hours}
        </span>
      </p>
      <p className="mt-3">
        <OpenStreetMapLink latitude={office.latitude} longitude={office.longitude} />
      </p>
    </>
  );
}
