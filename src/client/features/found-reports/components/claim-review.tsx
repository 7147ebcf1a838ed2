import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/lib/toast';
import { MAX_CLAIM_REASON, MAX_VERIFICATION_DETAILS } from '#shared/schemas/claim';
import type { ClaimEntry, FoundReport } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { TextAreaField } from '#client/components/ui/form-field';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatTime } from '#client/lib/dates';
import { university } from '#client/lib/university';
import { useDecideClaim } from '#client/features/found-reports/api/decide-claim';
import { useSaveVerificationDetails } from '#client/features/found-reports/api/save-verification-details';
import { DetailSection } from '#client/components/reports/detail-sections';
import { SelectField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';
import { useClaimMessageTemplates } from '#client/features/found-reports/api/claim-conversation';
import { ClaimConversation } from './claim-conversation';

const claimStateLabels: Record<ClaimEntry['status'], MessageKey> = {
  pending: 'console.claimPending',
  approved: 'console.claimApproved',
  rejected: 'console.claimRejected',
  withdrawn: 'console.claimWithdrawn',
  handed_over: 'console.claimHandedOver',
  closed: 'console.claimClosed',
};

const stateClass: Record<ClaimEntry['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-100 text-slate-700',
  handed_over: 'bg-blue-100 text-blue-900',
  closed: 'bg-slate-100 text-slate-700',
};

export function ClaimState({ status }: { status: ClaimEntry['status'] }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[status]}`}>
      {t(claimStateLabels[status])}
    </span>
  );
}

/** What staff know of the item and what only its owner would know: never shown to members. */
export function VerificationDetails({ report }: { report: FoundReport }) {
  const t = useT();
  const saved = report.verificationDetails ?? '';
  const [value, setValue] = useState(saved);
  const save = useSaveVerificationDetails();
  const changed = value.trim() !== saved;
  return (
    <DetailSection title={t('console.identifyingTitle')}>
      <TextAreaField
        label={t('console.identifyingLabel')}
        hint={t('console.identifyingHint')}
        value={value}
        maxLength={MAX_VERIFICATION_DETAILS}
        onChange={(event) => setValue(event.target.value)}
      />
      <div>
        <Button
          variant="secondary"
          disabled={!changed}
          busy={save.isPending}
          onClick={() =>
            save.mutate(
              { id: report._id, reportId: report.reportId, details: value },
              {
                onSuccess: () => toast.success(t('console.identifyingSaved')),
                onError: (error) =>
                  toast.error(t('console.identifyingSaveFailed'), {
                    description: error instanceof ApiError ? error.message : undefined,
                  }),
              },
            )
          }
        >
          {save.isPending ? t('console.saving') : t('console.saveDetails')}
        </Button>
      </div>
    </DetailSection>
  );
}

/**
 * Every claim beside the item's private details, for staff to decide: Approve
 * (after a confirmation, as it mails the claimant), or Reject with a reason the claimant is told; an approval may be withdrawn
 * the same way (the claimant never came, or another proved the item theirs).
 */
export function ClaimReview({ report, conversationOf }: { report: FoundReport; conversationOf?: string }) {
  const t = useT();
  const claims = report.claimsWithUserDetails ?? [];
  const hasApproved = claims.some((claim) => claim.status === 'approved');
  return (
    <DetailSection title={t('console.reviewClaims')}>
      {claims.length === 0 ? (
        <p className="text-sm text-slate-600">{t('console.noClaims')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {claims.map((claim) => (
            <li key={claim.claimId}>
              <ClaimCard
                claim={claim}
                item={`${report.itemName} (${report.reportId})`}
                verification={report.verificationDetails ?? null}
                canApprove={!hasApproved}
                showConversation={claim.claimId === conversationOf}
              />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/**
 * Approving mails the claimant to come and collect the item, which cannot be
 * called back: it asks first, saying who is told what.
 */
function ConfirmApproval({
  claim,
  item,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  claim: ClaimEntry;
  item: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={t('console.approveTitle', { claimId: claim.claimId })}
      description={t('console.approveDescription')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('console.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {busy ? t('console.processing') : t('console.approveAndNotify')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {t('console.approveBody', { name: claim.userDetails.name, office: university().office.name, item })}
      </p>
    </Dialog>
  );
}

/** What staff often write, in the claimant's language: choosing one puts it into the reply. */
function MessageTemplates({
  claimId,
  apply,
}: {
  claimId: string;
  apply: (compose: (current: string) => string) => void;
}) {
  const t = useT();
  const templates = useClaimMessageTemplates(claimId);
  if (!templates.data?.length) return null;
  return (
    <SelectField
      label={t('admin.conversationTemplates')}
      value=""
      onChange={(event) => {
        const chosen = templates.data.find((template) => template._id === event.target.value);
        if (chosen)
          apply((current) => (current.trim() ? `${current.trimEnd()}\n${chosen.text}` : chosen.text));
      }}
    >
      <option value="">{t('admin.conversationTemplatePick')}</option>
      {templates.data.map((template) => (
        <option key={template._id} value={template._id}>
          {template.title}
        </option>
      ))}
    </SelectField>
  );
}

/** The claim's conversation with its claimant, as the office sees and writes it. */
function OfficeConversation({ claim }: { claim: ClaimEntry }) {
  const t = useT();
  return (
    <ClaimConversation
      claimId={claim.claimId}
      side="office"
      title={t('admin.conversationTitle', { name: claim.userDetails.name })}
      emptyText={t('admin.conversationEmpty')}
      otherSide={t('admin.conversationClaimant')}
      replyLabel={t('admin.conversationReply')}
      replyHint={t('admin.conversationHint')}
      insert={(apply) => <MessageTemplates claimId={claim.claimId} apply={apply} />}
    />
  );
}

function ClaimCard({
  claim,
  item,
  verification,
  canApprove,
  showConversation = false,
}: {
  claim: ClaimEntry;
  item: string;
  verification: string | null;
  canApprove: boolean;
  /** Opened from the staff inbox: the claim's conversation is brought into view. */
  showConversation?: boolean;
}) {
  const t = useT();
  const conversationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (showConversation) conversationRef.current?.scrollIntoView({ block: 'start' });
  }, [showConversation]);
  const decide = useDecideClaim();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const who = claim.userDetails;
  const headingId = `claim-${claim.claimId}`;

  const onError = (error: unknown) =>
    toast.error(t('console.decideFailed'), {
      description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {t('console.claimBy', { claimId: claim.claimId, name: who.name })}
        </h4>
        <ClaimState status={claim.status} />
      </div>
      <p className="text-slate-600">
        {t('console.claimantLine', {
          email: who.email || t('common.notAvailable'),
          universityId: who.universityId ?? t('common.notAvailable'),
          phone: who.phone ?? t('common.notAvailable'),
          date: formatDate(claim.claimedAt),
          time: formatTime(claim.claimedAt),
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('console.claimantDescription')}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
            {claim.message ?? <span className="text-slate-500">{t('console.noMessage')}</span>}
          </p>
        </div>
        <div className="rounded-md bg-amber-50 p-2">
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
            {t('console.identifyingDetails')}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
            {verification ?? <span className="text-slate-500">{t('console.noneRecorded')}</span>}
          </p>
        </div>
      </div>
      {claim.reason ? (
        <p className="text-slate-700">{t('console.reasonIs', { reason: claim.reason })}</p>
      ) : null}
      <div ref={conversationRef} className="scroll-mt-4">
        <OfficeConversation claim={claim} />
      </div>
      {rejecting && (claim.status === 'pending' || claim.status === 'approved') ? (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={
              claim.status === 'approved'
                ? t('console.withdrawReasonLabel', { claimId: claim.claimId })
                : t('console.rejectReasonLabel', { claimId: claim.claimId })
            }
            required
            hint={t('console.reasonHint')}
            autoFocus
            maxLength={MAX_CLAIM_REASON}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setReasonError(undefined);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(false)}>
              {t('console.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={decide.isPending}
              onClick={() => {
                if (reason.trim().length < 3) {
                  setReasonError(t('console.giveReason'));
                  return;
                }
                const withdrawing = claim.status === 'approved';
                decide.mutate(
                  {
                    claimId: claim.claimId,
                    decision: withdrawing ? 'withdraw-approval' : 'reject',
                    reason: reason.trim(),
                  },
                  {
                    onSuccess: () => {
                      setRejecting(false);
                      setReason('');
                      toast.success(
                        withdrawing
                          ? t('console.approvalWithdrawn', { claimId: claim.claimId })
                          : t('console.claimRejectedToast', { claimId: claim.claimId }),
                      );
                    },
                    onError,
                  },
                );
              }}
            >
              {decide.isPending
                ? t('console.processing')
                : claim.status === 'approved'
                  ? t('console.confirmWithdrawal')
                  : t('console.confirmRejection')}
            </Button>
          </div>
        </div>
      ) : claim.status === 'pending' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('console.reject')}
          </Button>
          <Button
            disabled={!canApprove}
            title={canApprove ? undefined : t('errors.anotherApproved')}
            onClick={() => setApproving(true)}
          >
            {t('console.approve')}
          </Button>
          <ConfirmApproval
            claim={claim}
            item={item}
            open={approving}
            busy={decide.isPending}
            onCancel={() => setApproving(false)}
            onConfirm={() =>
              decide.mutate(
                { claimId: claim.claimId, decision: 'approve' },
                {
                  onSuccess: () => {
                    setApproving(false);
                    toast.success(t('console.claimApprovedToast', { claimId: claim.claimId }));
                  },
                  onError: (error) => {
                    setApproving(false);
                    onError(error);
                  },
                },
              )
            }
          />
        </div>
      ) : claim.status === 'approved' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('console.withdrawApproval')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
