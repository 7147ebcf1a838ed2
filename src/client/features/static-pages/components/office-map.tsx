import ExternalLink from '~icons/lucide/external-link';
import MapPin from '~icons/lucide/map-pin';
import MapPinOff from '~icons/lucide/map-pin-off';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n';

interface OfficeMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** How long the map may take before the page says it could not be loaded. */
const MAP_TIMEOUT_MS = 8000;
/** A single small tile: if it cannot be fetched, neither can the embedded map. */
const PROBE_TILE = 'https://tile.openstreetmap.org/0/0/0.png';

type MapState = 'idle' | 'loading' | 'shown' | 'failed';

export function openStreetMapLink(latitude: number, longitude: number) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

export function openStreetMapEmbed(latitude: number, longitude: number) {
  const dLon = 0.006;
  const dLat = 0.004;
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat]
    .map((value) => value.toFixed(5))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude},${longitude}`;
}

/**
 * The office on a map, loaded only when asked for: opening the page contacts no
 * outside server, and without a network the address and link above stay the answer.
 * An iframe reports "load" even for an error page, so reachability is checked with
 * one map tile first and the frame is given a deadline.
 */
export function OfficeMap({ name, latitude, longitude }: OfficeMapProps) {
  const t = useT();
  const [state, setState] = useState<MapState>('idle');
  const [framed, setFramed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    const probe = new Image();
    probe.onload = () => {
      if (!cancelled) setFramed(true);
    };
    probe.onerror = () => {
      if (!cancelled) setState('failed');
    };
    probe.src = PROBE_TILE;
    timer.current = window.setTimeout(() => setState('failed'), MAP_TIMEOUT_MS);
    return () => {
      cancelled = true;
      probe.onload = null;
      probe.onerror = null;
      window.clearTimeout(timer.current);
    };
  }, [state]);

  const start = () => {
    setFramed(false);
    setState('loading');
  };

  const onFrameLoad = () => {
    window.clearTimeout(timer.current);
    setState('shown');
  };

  if (state === 'idle') {
    return (
      <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        <MapPin className="h-8 w-8 text-brand-700" aria-hidden="true" />
        <p className="max-w-sm text-sm text-slate-600">{t('info.mapNotice')}</p>
        <Button variant="secondary" onClick={start}>
          {t('info.showMap')}
        </Button>
      </div>
    );
  }

  if (state === 'failed') {
    return (
      <div
        role="status"
        className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-6 text-center"
      >
        <MapPinOff className="h-8 w-8 text-amber-800" aria-hidden="true" />
        <p className="max-w-sm text-sm text-slate-800">{t('info.mapFailed')}</p>
        <Button variant="secondary" onClick={start}>
          {t('info.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      {state === 'loading' ? (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
          {t('info.loadingMap')}
        </p>
      ) : null}
      {framed ? (
        <iframe
          title={t('info.mapOf', { name })}
          src={openStreetMapEmbed(latitude, longitude)}
          onLoad={onFrameLoad}
          referrerPolicy="no-referrer"
          className={`block h-72 w-full sm:h-96 ${state === 'shown' ? '' : 'invisible'}`}
        />
      ) : (
        <div className="h-72 sm:h-96" />
      )}
    </div>
  );
}

export function OpenStreetMapLink({ latitude, longitude }: { latitude: number; longitude: number }) {
  const t = useT();
  return (
    <a
      href={openStreetMapLink(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {t('info.openInOsm')}
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t('info.opensInNewTab')}</span>
    </a>
  );
}
