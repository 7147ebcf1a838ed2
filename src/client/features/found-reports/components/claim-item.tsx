import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast';
import { MAX_CLAIM_MESSAGE } from '#shared/constants/limits';
import { OPEN_CLAIM_STATUSES, type ClaimStatus } from '#shared/schemas/claim';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { TextAreaField } from '#client/components/ui/form-field';
import { ApiError } from '#client/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { university } from '#client/lib/university';
import { desksQueryOptions } from '#client/lib/desk-query';
import { WithdrawClaimButton } from './withdraw-claim-button';
import { useClaimFoundReport } from '#client/features/found-reports/api/claim-found-report';
import { keepClaimDraft, takeClaimDraft } from '#client/features/found-reports/lib/claim-draft';
import { useShownItemName } from '#client/features/found-reports/lib/shown-item-name';
import { Text, useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

type Step = 'closed' | 'message' | 'confirm';

interface ClaimItemProps {
  item: Pick<FoundReportCard, 'reportId' | 'deskId' | 'itemName' | 'sensitive' | 'claimedStatus' | 'myClaim'>;
  /** The signed-in member's uid (the spec's claim payload carries it; the server trusts the session). */
  memberId: string;
}

/**
 * 'Claim this item' → a message → 'Confirm Claiming?' with the warning →
 * Confirm. One dialog whose content moves on, so focus stays trapped
 * throughout and returns to the card's button at the end. An item someone
 * else claims stays 'Already Claimed' (spec) but offers 'Is this yours?': a
 * competing claim that must describe the item, for staff to decide.
 */
export function ClaimItem({ item, memberId }: ClaimItemProps) {
  const t = useT();
  // A sensitive item is named by its kind, in the reader's language, as on its card.
  const itemName = useShownItemName()(item);
  const [step, setStep] = useState<Step>('closed');
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const [justClaimed, setJustClaimed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warningRef = useRef<HTMLParagraphElement>(null);
  const claimedRef = useRef<HTMLButtonElement>(null);
  const claim = useClaimFoundReport();
  const mine = item.myClaim ?? null;
  const mineOpen = mine !== null && OPEN_CLAIM_STATUSES.includes(mine.status);
  // Others hold open claims: this would be a competing claim, which must describe the item.
  const competing = item.claimedStatus && !mineOpen;

  // A claim begun before the profile was complete comes back where it was left.
  useEffect(() => {
    const draft = takeClaimDraft(item.reportId);
    // Already claimed by this member (it went through after all): nothing to come back to.
    if (draft !== null && !mineOpen) {
      setMessage(draft);
      setStep('message');
    }
  }, [item.reportId, mineOpen]);

  // After Continue, whose button is gone, the warning is what to read next.
  useEffect(() => {
    if (step === 'confirm') warningRef.current?.focus();
  }, [step]);

  // Once the list says so, the claim button becomes 'Already Claimed': focus follows it.
  useEffect(() => {
    if (justClaimed && item.claimedStatus) claimedRef.current?.focus();
  }, [justClaimed, item.claimedStatus]);

  const close = () => {
    if (claim.isPending) return;
    setStep('closed');
    setMessage('');
    setMessageError(undefined);
    // The dialog has no trigger of its own to return focus to; once it is gone, give it back here.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };

  function next() {
    if (competing && !message.trim()) {
      setMessageError(t('errors.describeRequired'));
      return;
    }
    setMessageError(undefined);
    setStep('confirm');
  }

  function submit() {
    // Kept until the claim is answered: a 403 for an incomplete profile takes the member
    // away before this card hears back, and the claim must wait for them here.
    keepClaimDraft(item.reportId, message);
    claim.mutate(
      { reportId: item.reportId, message: message.trim() || undefined, userId: memberId },
      {
        onSuccess: () => {
          takeClaimDraft(item.reportId);
          toast.success(t('toasts.claimSubmitted'));
          setStep('closed');
          setMessage('');
          setJustClaimed(true);
          requestAnimationFrame(() => triggerRef.current?.focus());
        },
        onError: (error) => {
          // The app takes the member to their profile; what they wrote waits here.
          if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') return;
          takeClaimDraft(item.reportId);
          if (error instanceof ApiError && error.code === 'DESCRIPTION_REQUIRED') {
            // Someone else claimed it meanwhile: this is now a competing claim.
            setStep('message');
            setMessageError(error.message);
            return;
          }
          // A 409 says why (already claimed by this member, no longer available).
          const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
          toast.error(t('toasts.claimFailed'), reason ? { description: reason } : undefined);
        },
      },
    );
  }

  let button;
  if (item.claimedStatus) {
    // Claimed just now from here, it holds the focus the claim button had, so it
    // must stay focusable: disabled for assistive technology and clicks alike.
    button = justClaimed ? (
      <Button
        ref={claimedRef}
        className="w-full"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        {t('member.alreadyClaimed')}
      </Button>
    ) : (
      <Button className="w-full" disabled>
        {t('member.alreadyClaimed')}
      </Button>
    );
  } else if (mine?.status === 'rejected') {
    button = null;
  } else {
    button = (
      <Button ref={triggerRef} className="w-full" onClick={() => setStep('message')}>
        {t('member.claimThisItem')}
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {button}
      {mine ? <MyClaimState claim={mine} reportId={item.reportId} deskId={item.deskId} /> : null}
      {competing && mine?.status !== 'rejected' ? (
        <button
          ref={triggerRef}
          type="button"
          className="min-h-6 self-center rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={() => setStep('message')}
        >
          {t('member.isThisYours')}
        </button>
      ) : null}
      <Dialog
        open={step !== 'closed'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={
          step === 'confirm'
            ? t('member.confirmClaiming')
            : competing
              ? t('member.isThisItemYours', { itemName })
              : t('member.claimItemTitle', { itemName })
        }
        size="sm"
        footer={
          step === 'confirm' ? (
            <>
              <Button variant="secondary" onClick={close} disabled={claim.isPending}>
                {t('member.close')}
              </Button>
              <Button onClick={submit} busy={claim.isPending}>
                {claim.isPending ? t('member.processing') : t('member.confirm')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                {t('member.cancel')}
              </Button>
              <Button onClick={next}>{t('member.continue')}</Button>
            </>
          )
        }
      >
        {step === 'confirm' ? (
          <div className="flex flex-col gap-3 text-sm text-slate-700">
            <p>
              <Text
                id="member.aboutToClaim"
                values={{ itemName, reportId: item.reportId }}
                components={{ 0: <strong /> }}
              />
            </p>
            <p
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
              tabIndex={-1}
              ref={warningRef}
            >
              {t('member.claimWarning')}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {competing ? t('member.competingIntro') : t('member.claimIntro')}
            </p>
            <TextAreaField
              label={competing ? t('member.describeItem') : t('member.messageOptional')}
              required={competing}
              // The person opened the dialog to write this; start there.
              autoFocus
              value={message}
              maxLength={MAX_CLAIM_MESSAGE}
              error={messageError}
              onChange={(event) => {
                setMessage(event.target.value);
                if (messageError && event.target.value.trim()) setMessageError(undefined);
              }}
            />
          </div>
        )}
      </Dialog>
    </div>
  );
}

const stateText: Record<Exclude<ClaimStatus, 'withdrawn'>, MessageKey> = {
  pending: 'member.statePending',
  approved: 'member.stateApproved',
  rejected: 'member.stateRejected',
  handed_over: 'member.stateHandedOver',
  closed: 'member.stateClosed',
};

/** The desk that holds the item, by name; the settings' office until the desks load, or if none is found. */
function CollectAtDesk({ deskId }: { deskId: string }) {
  const t = useT();
  const desks = useQuery(desksQueryOptions());
  const desk = desks.data?.find((candidate) => candidate.id === deskId);
  return <>{t('member.collectAtOffice', { office: desk?.name ?? university().office.name })}</>;
}

/** The member's own claim on this item, and what they can do about it. */
function MyClaimState({
  claim,
  reportId,
  deskId,
}: {
  claim: NonNullable<FoundReportCard['myClaim']>;
  reportId: string;
  deskId: string;
}) {
  // A withdrawn claim is history: the card offers a claim again.
  const t = useT();
  if (claim.status === 'withdrawn') return null;
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm text-slate-700"
      data-testid="my-claim"
    >
      <p>
        <span className="font-medium text-slate-900">
          {t('member.yourClaim', { claimId: claim.claimId })}
        </span>{' '}
        {t(stateText[claim.status])}
      </p>
      {claim.status === 'approved' ? (
        <p className="mt-1">
          <CollectAtDesk deskId={deskId} />
        </p>
      ) : null}
      {claim.status === 'rejected' && claim.reason ? (
        <p className="mt-1">{t('member.reason', { reason: claim.reason })}</p>
      ) : null}
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.user.myItems}
          className="inline-block min-h-6 text-brand-700 underline underline-offset-2"
        >
          {t('member.myItemsLink')}
        </Link>
        {claim.status === 'pending' ? (
          <WithdrawClaimButton claimId={claim.claimId} reportId={reportId} look="link" />
        ) : null}
      </div>
    </div>
  );
}
