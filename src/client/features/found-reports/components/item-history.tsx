import type { ItemHistoryEntry, ItemKind } from '#shared/schemas/activity-log';
import type { MessageKey } from '#shared/i18n/message-key';
import { Button } from '#client/components/ui/button';
import { DetailSection } from '#client/components/reports/detail-sections';
import { formatDate, formatTime, formatZonedDay, formatZonedTime } from '#client/lib/dates';
import { university } from '#client/lib/university';
import { useItemHistory } from '#client/features/found-reports/api/get-item-history';
import { logLine } from '#client/lib/log-lines';
import { ReceiptLink } from './receipt-link';
import { useT, type Translate } from '#client/lib/i18n';

/** Each kind's name in the reader's language; a kind added later shows the server's words. */
const KIND_KEYS: Record<ItemKind, MessageKey> = {
  item_reported: 'admin.kindItemReported',
  item_entered: 'admin.kindItemEntered',
  item_stored: 'admin.kindItemStored',
  item_moved: 'admin.kindItemMoved',
  item_sent: 'admin.kindItemSent',
  item_received: 'admin.kindItemReceived',
  verification_recorded: 'admin.kindVerificationRecorded',
  claim_filed: 'admin.kindClaimFiled',
  claim_approved: 'admin.kindClaimApproved',
  claim_rejected: 'admin.kindClaimRejected',
  claim_approval_withdrawn: 'admin.kindClaimApprovalWithdrawn',
  claim_withdrawn: 'admin.kindClaimWithdrawn',
  claim_message: 'admin.kindClaimMessage',
  pickup_booked: 'admin.kindPickupBooked',
  pickup_moved: 'admin.kindPickupMoved',
  pickup_cancelled: 'admin.kindPickupCancelled',
  pickup_arrived: 'admin.kindPickupArrived',
  pickup_missed: 'admin.kindPickupMissed',
  item_handed_over: 'admin.kindItemHandedOver',
  lost_report_closed: 'admin.kindLostReportClosed',
  item_disposed: 'admin.kindItemDisposed',
};

const kindKey = (kind: string): MessageKey | undefined =>
  Object.hasOwn(KIND_KEYS, kind) ? KIND_KEYS[kind as ItemKind] : undefined;

function actorText(actor: ItemHistoryEntry['actor'], t: Translate): string | null {
  // The page says when and why (the retention period); the line says only that a member acted.
  if (actor.kind === 'erased') return t('admin.erasedMember');
  // A member who deleted their account keeps the event, not their details.
  if (actor.kind === 'member' && !actor.email) return t('admin.deletedAccount');
  if (!actor.name) return null;
  return actor.email ? `${actor.name} (${actor.email})` : actor.name;
}

function noteText(entry: ItemHistoryEntry, t: Translate): string | null {
  if (entry.pickupAt) {
    // The desk's time, in the university's zone, as the member booked it.
    const { timeZone } = university();
    return t('admin.pickupAtNote', {
      when: `${formatZonedDay(entry.pickupAt, timeZone)}, ${formatZonedTime(entry.pickupAt, timeZone)}`,
    });
  }
  return entry.note === null ? null : logLine(entry.noteMessage, entry.note);
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
  const t = useT();
  const by = actorText(entry.actor, t);
  const label = kindKey(entry.kind);
  const note = noteText(entry, t);
  return (
    <li className="group relative pb-4 pl-5 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 left-0 h-2 w-2 rounded-full bg-brand-600" />
      <span
        aria-hidden="true"
        className="absolute top-4 bottom-0 left-[3px] w-px bg-slate-200 group-last:hidden"
      />
      <p className="text-sm text-slate-900">
        <span className="font-medium">{label ? t(label) : entry.label}</span>
        {entry.claimId ? <span className="text-slate-600"> · {entry.claimId}</span> : null}
      </p>
      <p className="text-sm text-slate-600">
        <time dateTime={entry.at}>
          {formatDate(entry.at)} {formatTime(entry.at)}
        </time>
        {by ? <span className="break-words"> · {t('admin.historyBy', { name: by })}</span> : null}
      </p>
      {note ? <p className="text-sm break-words text-slate-700">{note}</p> : null}
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
  const t = useT();
  const history = useItemHistory(id);
  return (
    <DetailSection title={t('admin.historyTitle')}>
      {history.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('admin.historyLoading')}
        </p>
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{t('admin.historyFailed')}</span>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.historyEmpty')}</p>
      ) : (
        <ol aria-label={t('admin.historyList')} className="flex flex-col">
          {history.data.map((entry) => (
            <HistoryEvent key={entry.id} entry={entry} itemId={id} reportId={reportId} />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
