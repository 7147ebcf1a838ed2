import type { ItemHistoryEntry } from '#shared/schemas/activity-log';
import { Button } from '#client/components/ui/button';
import { DetailSection } from '#client/components/reports/detail-sections';
import { formatDate, formatTime } from '#client/lib/dates';
import { useItemHistory } from '#client/features/found-reports/api/get-item-history';
import { ReceiptLink } from './receipt-link';

function actorText(actor: ItemHistoryEntry['actor']): string | null {
  // The page says when and why (the retention period); the line says only that a member acted.
  if (actor.kind === 'erased') return 'a member whose details were erased';
  if (!actor.name) return null;
  return actor.email ? `${actor.name} (${actor.email})` : actor.name;
}

function HistoryEvent({
  entry,
  itemId,
  reportId,
}: {
  entry: ItemHistoryEntry;
  itemId: string;
  reportId: string;
}) {
  const by = actorText(entry.actor);
  return (
    <li className="group relative pb-4 pl-5 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 left-0 h-2 w-2 rounded-full bg-brand-600" />
      <span
        aria-hidden="true"
        className="absolute top-4 bottom-0 left-[3px] w-px bg-slate-200 group-last:hidden"
      />
      <p className="text-sm text-slate-900">
        <span className="font-medium">{entry.label}</span>
        {entry.claimId ? <span className="text-slate-600"> · {entry.claimId}</span> : null}
      </p>
      <p className="text-sm text-slate-600">
        <time dateTime={entry.at}>
          {formatDate(entry.at)} {formatTime(entry.at)}
        </time>
        {by ? <span className="break-words"> · by {by}</span> : null}
      </p>
      {entry.note ? <p className="text-sm break-words text-slate-700">{entry.note}</p> : null}
      {entry.kind === 'item_handed_over' ? (
        <div className="mt-2">
          <ReceiptLink itemId={itemId} reportId={reportId} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * What happened to the item, oldest first: reported, stored, moved, claims
 * filed and decided, handed over (with its receipt to print again); read from
 * the append-only activity log.
 */
export function ItemHistory({ id, reportId }: { id: string; reportId: string }) {
  const history = useItemHistory(id);
  return (
    <DetailSection title="History">
      {history.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading history...
        </p>
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>Failed to load the item&apos;s history.</span>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try Again
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has been recorded for this item yet.</p>
      ) : (
        <ol aria-label="Item history" className="flex flex-col">
          {history.data.map((entry) => (
            <HistoryEvent key={entry.id} entry={entry} itemId={id} reportId={reportId} />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
