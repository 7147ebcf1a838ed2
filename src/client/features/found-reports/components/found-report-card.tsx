import Calendar from '~icons/lucide/calendar';
import Clock from '~icons/lucide/clock';
import Hash from '~icons/lucide/hash';
import MapPin from '~icons/lucide/map-pin';
import Palette from '~icons/lucide/palette';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FoundReportCard as FoundReportCardData } from '#shared/schemas/found-report';
import { formatDate, formatTime } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { useShownItemName } from '#client/features/found-reports/lib/shown-item-name';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/**
 * One fact of the card: its icon, its label where the card is wide enough to
 * give the value a line of its own width beside it, and the value, which wraps
 * between words and breaks a word only when it is longer than the line.
 */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1 pt-0.5 text-slate-500" title={label}>
        {icon}
        <span className="sr-only @[17rem]:not-sr-only">{label}:</span>
      </dt>
      <dd className="min-w-0 flex-1 text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  );
}

interface FoundReportCardProps {
  /** A possible match's item names no desk: its card is the same without one. */
  item: Omit<FoundReportCardData, 'deskId'> & { deskId?: string };
  /** The claim button, where the screen offers one. */
  action?: ReactNode;
  /** The item's own page, which its photo and name open (not on that page itself). */
  href?: string;
  /** The name's heading level: 2 where the cards sit right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
}

/**
 * A stored found item as members see it: photo, name, when and where, id,
 * color, description. It lays itself out by its own width, not the screen's,
 * so it reads the same in a wide list, a narrow column or a phone's half.
 */
export function FoundReportCard({ item, action, href, headingLevel = 3 }: FoundReportCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const shownName = useShownItemName();
  const iconClass = 'h-4 w-4';
  // A sensitive item (an ID card) comes without photo or description: its kind's name and where to ask.
  const itemName = shownName(item);
  const description = item.sensitive
    ? t('items.sensitiveNote', { officeName: university().office.name })
    : item.description;
  return (
    <article
      aria-labelledby={`item-${item._id}-name`}
      className="@container relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ItemImage
        src={item.imageUrl}
        variant="card"
        alt={itemName}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-3 @[15rem]:p-4">
        <Heading
          id={`item-${item._id}-name`}
          className="text-base font-semibold text-slate-900 wrap-anywhere"
        >
          {href ? (
            // One link per card, stretched over it: the whole card opens the item; its buttons sit above.
            <Link
              to={href}
              className="underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:text-brand-800 hover:underline"
            >
              {itemName}
            </Link>
          ) : (
            itemName
          )}
        </Heading>
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
        <p className="line-clamp-4 text-sm text-slate-600 wrap-anywhere">{description}</p>
        {action ? <div className="relative z-10 mt-auto pt-1">{action}</div> : null}
      </div>
    </article>
  );
}

/**
 * Cards by the room the list has, not the screen's width: one column below
 * 20rem (the narrowest phones), two on a phone, up to six on a wide screen
 * (spec §9), and the same steps in a narrow column such as My Items'.
 */
export function FoundReportGrid({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @xs:grid-cols-2 @2xl:grid-cols-3 @2xl:gap-4 @4xl:grid-cols-4 @6xl:grid-cols-5 @7xl:grid-cols-6">
        {children}
      </div>
    </div>
  );
}
