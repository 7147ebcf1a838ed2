import type { ReactNode } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import type { PersonRecord } from '#shared/schemas/person';
import { formatDate, formatTime } from '#client/lib/dates';
import { ItemPhoto, PersonAvatar } from './item-photo';

const orNa = (value: string | null | undefined) => (value ? value : 'N/A');

function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return <>N/A</>;
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

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
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
  return (
    <DetailSection title="Item Details">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <ItemPhoto url={props.imageUrl} alt={props.itemName} className="h-48 w-full sm:w-48" />
        <DetailList
          items={[
            ['Item ID', props.reportId],
            ['Item Name', props.itemName],
            ['Color', props.color],
            [`${props.kind} Date`, formatDate(props.date)],
            [`${props.kind} Time`, formatTime(props.time)],
            ['Location', props.location],
            ['Description', props.description],
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
  return (
    <DetailSection title={title}>
      {person ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PersonAvatar url={person.photoURL} name={person.name} />
          <DetailList
            items={[
              ['Name', person.name],
              ['ID', orNa(person.universityId)],
              ['Email', <EmailLink key="email" email={person.email} />],
              ['Department', orNa(person.department)],
              ['Phone', orNa(person.phone)],
            ]}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">This person&apos;s details are no longer available.</p>
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
  return (
    <DetailSection title={title}>
      <DetailList
        items={[
          ['Admin Email', <EmailLink key="email" email={adminEmail} />],
          [dateLabel, formatDate(at)],
          [timeLabel, formatTime(at)],
        ]}
      />
    </DetailSection>
  );
}

/** Received By: shown when security has stored the item. */
export function ReceivedBySection({ report }: { report: FoundReport }) {
  if (!report.storedBy && !report.storedAt) return null;
  return (
    <CustodySection
      title="Received By"
      adminEmail={report.storedBy}
      at={report.storedAt}
      dateLabel="Stored Date"
      timeLabel="Stored Time"
    />
  );
}
