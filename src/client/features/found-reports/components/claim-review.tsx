import { useState } from 'react';
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
import { useLiveEvents } from '#client/lib/live-events';
import { useClaimMessageTemplates } from '#client/features/found-reports/api/claim-conversation';
import { ClaimConversation } from './claim-conversation';

export const claimStateLabels: Record<ClaimEntry['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  handed_over: 'Handed over',
  closed: 'Closed',
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
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[status]}`}>
      {claimStateLabels[status]}
    </span>
  );
}

/** What staff know of the item and what only its owner would know: never shown to members. */
export function VerificationDetails({ report }: { report: FoundReport }) {
  const saved = report.verificationDetails ?? '';
  const [value, setValue] = useState(saved);
  const save = useSaveVerificationDetails();
  const changed = value.trim() !== saved;
  return (
    <DetailSection title="Identifying Details">
      <TextAreaField
        label="Private identifying details (staff only)"
        hint="Marks, contents or anything only the owner would know. Members never see this; compare it with each claim."
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
                onSuccess: () => toast.success('Identifying details saved.'),
                onError: (error) =>
                  toast.error('Failed to save identifying details', {
                    description: error instanceof ApiError ? error.message : undefined,
                  }),
              },
            )
          }
        >
          {save.isPending ? 'Saving...' : 'Save Details'}
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
export function ClaimReview({ report }: { report: FoundReport }) {
  const claims = report.claimsWithUserDetails ?? [];
  // While staff review claims, what claimants write reaches them as it is written.
  useLiveEvents(true);
  const hasApproved = claims.some((claim) => claim.status === 'approved');
  return (
    <DetailSection title="Review Claims">
      {claims.length === 0 ? (
        <p className="text-sm text-slate-600">No claims yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {claims.map((claim) => (
            <li key={claim.claimId}>
              <ClaimCard
                claim={claim}
                item={`${report.itemName} (${report.reportId})`}
                verification={report.verificationDetails ?? null}
                canApprove={!hasApproved}
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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={`Approve claim ${claim.claimId}?`}
      description="The claimant is told at once, in the app and by email."
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {busy ? 'Processing...' : 'Approve and Notify'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {claim.userDetails.name} will be asked to come to the {university().office.name} with their university
        ID card to collect {item}. Other claims on it can no longer be approved unless you withdraw this
        approval.
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
}: {
  claim: ClaimEntry;
  item: string;
  verification: string | null;
  canApprove: boolean;
}) {
  const decide = useDecideClaim();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const who = claim.userDetails;
  const headingId = `claim-${claim.claimId}`;

  const onError = (error: unknown) =>
    toast.error('Failed to decide the claim', {
      description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          Claim {claim.claimId} by {who.name}
        </h4>
        <ClaimState status={claim.status} />
      </div>
      <p className="text-slate-600">
        {who.email || 'N/A'} · {who.universityId ?? 'N/A'} · {who.phone ?? 'N/A'} · claimed{' '}
        {formatDate(claim.claimedAt)} {formatTime(claim.claimedAt)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Claimant's description
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
            {claim.message ?? <span className="text-slate-500">No message</span>}
          </p>
        </div>
        <div className="rounded-md bg-amber-50 p-2">
          <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Identifying details</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
            {verification ?? <span className="text-slate-500">None recorded</span>}
          </p>
        </div>
      </div>
      {claim.reason ? <p className="text-slate-700">Reason: {claim.reason}</p> : null}
      <OfficeConversation claim={claim} />
      {rejecting && (claim.status === 'pending' || claim.status === 'approved') ? (
        <div className="flex flex-col gap-2">
          <TextAreaField
            label={
              claim.status === 'approved'
                ? `Reason for withdrawing the approval of claim ${claim.claimId}`
                : `Reason for rejecting claim ${claim.claimId}`
            }
            required
            hint="The claimant is told this reason."
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
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={decide.isPending}
              onClick={() => {
                if (reason.trim().length < 3) {
                  setReasonError('Please give a reason.');
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
                          ? `Approval of claim ${claim.claimId} withdrawn.`
                          : `Claim ${claim.claimId} rejected.`,
                      );
                    },
                    onError,
                  },
                );
              }}
            >
              {decide.isPending
                ? 'Processing...'
                : claim.status === 'approved'
                  ? 'Confirm Withdrawal'
                  : 'Confirm Rejection'}
            </Button>
          </div>
        </div>
      ) : claim.status === 'pending' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            Reject
          </Button>
          <Button
            disabled={!canApprove}
            title={canApprove ? undefined : 'Another claim on this item is already approved.'}
            onClick={() => setApproving(true)}
          >
            Approve
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
                    toast.success(`Claim ${claim.claimId} approved. The claimant has been told.`);
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
            Withdraw Approval
          </Button>
        </div>
      ) : null}
    </article>
  );
}
