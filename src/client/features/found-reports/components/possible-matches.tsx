import AlertTriangle from '~icons/lucide/triangle-alert';
import SearchX from '~icons/lucide/search-x';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MAX_CLAIM_MESSAGE } from '#shared/constants/limits';
import type { LostReportMatches, PossibleMatch } from '#shared/schemas/notification';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { TextAreaField } from '#client/components/ui/form-field';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { paths } from '#client/lib/paths';
import { Text, useT } from '#client/lib/i18n';
import { FoundReportCard, FoundReportGrid } from './found-report-card';
import {
  useConfirmMatch,
  useDismissMatch,
  usePossibleMatches,
  useRestoreMatch,
} from '#client/features/found-reports/api/possible-matches';

/** 'This is mine' (a claim, after the spec's warning) and 'Not mine' (never suggested again). */
function MatchActions({ match }: { match: PossibleMatch }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const confirm = useConfirmMatch();
  const dismiss = useDismissMatch();
  const mineRef = useRef<HTMLButtonElement>(null);

  if (match.state === 'confirmed') {
    return (
      <Button className="w-full" disabled>
        {t('member.claimed')}
      </Button>
    );
  }

  const close = () => {
    if (confirm.isPending) return;
    setOpen(false);
    requestAnimationFrame(() => mineRef.current?.focus());
  };

  return (
    <div className="flex flex-col gap-2">
      <Button ref={mineRef} className="w-full" onClick={() => setOpen(true)}>
        {t('member.thisIsMine')}
      </Button>
      <Button
        variant="secondary"
        className="w-full"
        busy={dismiss.isPending}
        // Acts at once; the card gives way to a note that can take it back for a while.
        onClick={() =>
          dismiss.mutate(match._id, {
            onError: () => toast.error(t('member.matchUpdateFailed')),
          })
        }
      >
        {t('member.notMine')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('member.confirmClaiming')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={confirm.isPending}>
              {t('member.close')}
            </Button>
            <Button
              busy={confirm.isPending}
              onClick={() =>
                confirm.mutate(
                  { matchId: match._id, message: message.trim() || undefined },
                  {
                    onSuccess: () => {
                      toast.success(t('toasts.claimSubmitted'));
                      setOpen(false);
                    },
                    onError: (error) => {
                      const reason =
                        error instanceof ApiError && error.status < 500 ? error.message : undefined;
                      toast.error(t('toasts.claimFailed'), reason ? { description: reason } : undefined);
                    },
                  },
                )
              }
            >
              {confirm.isPending ? t('member.processing') : t('member.confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <p>
            <Text
              id="member.aboutToClaim"
              values={{ itemName: match.item.itemName, reportId: match.item.reportId }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {t('member.claimWarning')}
          </p>
          <TextAreaField
            label={t('member.messageOptional')}
            value={message}
            maxLength={MAX_CLAIM_MESSAGE}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </Dialog>
    </div>
  );
}

/** Where a card said 'Not mine' a moment ago: what happened, and Undo while the server allows it. */
function DismissedMatch({ match }: { match: PossibleMatch }) {
  const t = useT();
  const restore = useRestoreMatch();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere">
      <span role="status" className="min-w-0">
        {t('member.dismissedNote', { itemName: match.item.itemName, reportId: match.item.reportId })}
      </span>
      <Button
        variant="secondary"
        busy={restore.isPending}
        onClick={() =>
          restore.mutate(match._id, {
            onError: (error) =>
              toast.error(t('member.undoFailed'), {
                description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
              }),
          })
        }
      >
        {t('member.undo')}
      </Button>
    </li>
  );
}

function LostReportSection({ report }: { report: LostReportMatches }) {
  const t = useT();
  const headingId = `lost-${report._id}`;
  const shown = report.matches.filter((match) => match.state !== 'dismissed');
  const dismissed = report.matches.filter((match) => match.state === 'dismissed');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
          {report.itemName} <span className="text-sm font-normal text-slate-500">({report.reportId})</span>
        </h2>
        <p className="text-sm text-slate-600 wrap-anywhere">
          {t('member.lostOn', { date: formatDate(report.lost_date), location: report.lost_location })}
        </p>
      </div>
      {dismissed.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {dismissed.map((match) => (
            <DismissedMatch key={match._id} match={match} />
          ))}
        </ul>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('member.noMatchesYet')}</p>
      ) : (
        <FoundReportGrid>
          {shown.map((match) => (
            <FoundReportCard
              key={match._id}
              item={{ ...match.item, _id: match._id, claimedStatus: false }}
              href={paths.user.item(match.item.reportId)}
              action={<MatchActions match={match} />}
            />
          ))}
        </FoundReportGrid>
      )}
    </section>
  );
}

/**
 * Each open lost report of the member with the stored items that may be it.
 * Self-contained, so "My items" can show it as its lost-reports section.
 */
export function PossibleMatches() {
  const t = useT();
  const matches = usePossibleMatches();
  if (matches.isPending) return <PageSpinner label={t('member.loadingMatches')} />;
  if (matches.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
        title={t('member.matchesErrorTitle')}
        message={t('member.lostLoadError')}
        action={<Button onClick={() => void matches.refetch()}>{t('member.tryAgain')}</Button>}
      />
    );
  }
  if (matches.data.length === 0) {
    return (
      <StatusPanel
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title={t('member.noOpenLostTitle')}
        message={t('member.noOpenLostMessage')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {matches.data.map((report) => (
        <LostReportSection key={report._id} report={report} />
      ))}
    </div>
  );
}

/**
 * On the screen that has just saved a lost report: how many items at the
 * security office may already be it, once matching has looked (moments after
 * the save; the live stream says when), with the way to them.
 */
export function MatchesFoundSoFar({ reportId }: { reportId: string }) {
  const t = useT();
  const matches = usePossibleMatches();
  const report = matches.data?.find((entry) => entry.reportId === reportId);
  if (matches.isError) return null;
  if (!report?.checked) {
    return <p className="text-sm">{t('member.lookingForMatches')}</p>;
  }
  const count = report.matches.filter((match) => match.state !== 'dismissed').length;
  if (count === 0) {
    return <p className="text-sm">{t('member.noMatchesYet')}</p>;
  }
  return (
    <p className="text-sm">
      {t('member.matchesAlready', { count })}{' '}
      <Link to={paths.user.possibleMatches} className="font-medium underline underline-offset-2">
        {t('member.seeMatches', { count })}
      </Link>
      .
    </p>
  );
}
