import Calendar from '~icons/lucide/calendar';
import Clock from '~icons/lucide/clock';
import Hash from '~icons/lucide/hash';
import MapPin from '~icons/lucide/map-pin';
import Palette from '~icons/lucide/palette';
import type { ReactNode } from 'react';
import type { FoundReportCard as FoundReportCardData } from '#shared/schemas/found-report';
import { formatDate, formatTime } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useT } from '#client/lib/i18n';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1 text-slate-500">
        {icon}
        <span className="sr-only sm:not-sr-only">{label}:</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

interface FoundReportCardProps {
  item: FoundReportCardData;
  /** The claim button, where the screen offers one. */
  action?: ReactNode;
}

/** A stored found item as members see it: photo, name, when and where, id, color, description. */
export function FoundReportCard({ item, action }: FoundReportCardProps) {
  const t = useT();
  const iconClass = 'h-4 w-4';
  return (
    <article
      aria-labelledby={`item-${item._id}-name`}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ItemImage
        src={item.imageUrl}
        variant="card"
        alt={item.itemName}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={`item-${item._id}-name`} className="text-base font-semibold break-words text-slate-900">
          {item.itemName}
        </h3>
        <dl className="flex flex-col gap-1.5 text-sm">
          <Fact icon={<Calendar className={iconClass} aria-hidden="true" />} label={t('items.foundDate')}>
            {formatDate(item.found_date)}
          </Fact>
          <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label={t('items.time')}>
            {formatTime(item.found_time)}
          </Fact>
          <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} label={t('items.location')}>
            {item.found_location}
          </Fact>
          <Fact icon={<Hash className={iconClass} aria-hidden="true" />} label={t('items.reportId')}>
            {item.reportId}
          </Fact>
          <Fact icon={<Palette className={iconClass} aria-hidden="true" />} label={t('items.color')}>
            {item.color}
          </Fact>
        </dl>
        <p className="line-clamp-4 text-sm break-words text-slate-600">{item.description}</p>
        {action ? <div className="mt-auto pt-1">{action}</div> : null}
      </div>
    </article>
  );
}

/** 1 column on a phone up to 6 on a wide screen (spec §9). */
export function FoundReportGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
      {children}
    </div>
  );
}
