import { createContext, useContext, type ReactNode } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import type { PersonRecord } from '#shared/schemas/person';
import { formatDate, formatTime } from '#client/lib/dates';
import { ItemPhoto, PersonAvatar } from './item-photo';
import { t, useT } from '#client/lib/i18n';

const orNa = (value: string | null | undefined) => (value ? value : t('common.notAvailable'));

function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return <>{t('common.notAvailable')}</>;
  return (
    <a href={`mailto:${email}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {email}
    </a>
  );
}

/** Label and value pairs, two columns from small screens up. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The level of a section's heading: 3 in a details dialog, under its title; 2 on an item's own
 * page, under its h1, so the headings go down one level at a time.
 */
export const SectionHeadingLevel = createContext<2 | 3>(3);

/** A section's heading, at the level the page it is on gives. */
export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  const Heading = useContext(SectionHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} className="text-base font-semibold text-slate-900">
      {children}
    </Heading>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <SectionHeading>{title}</SectionHeading>
      {children}
    </section>
  );
}

interface ItemSectionProps {
  reportId: string;
  itemName: string;
  color: string;
  description: string;
  imageUrl: string | null;
  date: string | null;
  time: string | null;
  location: string;
  kind: 'Lost' | 'Found';
}

/** The item's photo and fields, at the top of every details modal. */
export function ItemSection(props: ItemSectionProps) {
  const t = useT();
  const lost = props.kind === 'Lost';
  return (
    <DetailSection title={t('admin.itemDetails')}>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <ItemPhoto url={props.imageUrl} alt={props.itemName} className="h-48 w-full sm:w-48" />
        <DetailList
          items={[
            [t('admin.colItemId'), props.reportId],
            [t('admin.itemName'), props.itemName],
            [t('admin.colColor'), props.color],
            [t(lost ? 'admin.lostDate' : 'admin.foundDate'), formatDate(props.date)],
            [t(lost ? 'admin.lostTime' : 'admin.foundTime'), formatTime(props.time)],
            [t('admin.colLocation'), props.location],
            [t('admin.description'), props.description],
          ]}
        />
      </div>
    </DetailSection>
  );
}

export function FoundItemSection({ report }: { report: FoundReport }) {
  return (
    <ItemSection
      kind="Found"
      reportId={report.reportId}
      itemName={report.itemName}
      color={report.color}
      description={report.description}
      imageUrl={report.imageUrl}
      date={report.found_date}
      time={report.found_time}
      location={report.found_location}
    />
  );
}

/** A person named on a report: founder, reporter or receiver. */
export function PersonSection({ title, person }: { title: string; person: PersonRecord | null }) {
  const t = useT();
  return (
    <DetailSection title={title}>
      {person ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PersonAvatar url={person.photoURL} name={person.name} />
          <DetailList
            items={[
              [t('admin.colName'), person.name],
              [t('admin.colId'), orNa(person.universityId)],
              [t('admin.email'), <EmailLink key="email" email={person.email} />],
              [t('admin.department'), orNa(person.department)],
              [t('admin.phone'), orNa(person.phone)],
            ]}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.personGone')}</p>
      )}
    </DetailSection>
  );
}

/** Which admin acted and when: the Received By and Handed Over By sections. */
export function CustodySection({
  title,
  adminEmail,
  at,
  dateLabel,
  timeLabel,
}: {
  title: string;
  adminEmail: string | null;
  at: string | null;
  dateLabel: string;
  timeLabel: string;
}) {
  const t = useT();
  return (
    <DetailSection title={title}>
      <DetailList
        items={[
          [t('admin.adminEmail'), <EmailLink key="email" email={adminEmail} />],
          [dateLabel, formatDate(at)],
          [timeLabel, formatTime(at)],
        ]}
      />
    </DetailSection>
  );
}

/** Handed Over By: the admin who gave the item back, and when. */
export function HandedOverBySection({ report }: { report: FoundReport }) {
  const t = useT();
  return (
    <CustodySection
      title={t('admin.handedOverBy')}
      adminEmail={report.handedOverBy}
      at={report.handedOverAt}
      dateLabel={t('admin.handoverDate')}
      timeLabel={t('admin.handoverTime')}
    />
  );
}

/** Received By: shown when security has stored the item. */
export function ReceivedBySection({ report }: { report: FoundReport }) {
  const t = useT();
  if (!report.storedBy && !report.storedAt) return null;
  return (
    <CustodySection
      title={t('admin.receivedBy')}
      adminEmail={report.storedBy}
      at={report.storedAt}
      dateLabel={t('admin.storedDate')}
      timeLabel={t('admin.storedTime')}
    />
  );
}
