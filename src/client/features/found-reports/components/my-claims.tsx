import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OPEN_CLAIM_STATUSES, type MyClaimEntry } from '#shared/schemas/claim';
import { Button } from '#client/components/ui/button';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { formatDate } from '#client/lib/dates';
import { university } from '#client/lib/university';
import { ItemImage } from '#client/components/images/item-image';
import { useMyClaims } from '#client/features/found-reports/api/get-my-claims';
import { WithdrawClaimButton } from './withdraw-claim-button';
import { ClaimConversation } from './claim-conversation';
import { ClaimPickupPanel } from './claim-pickup';
import { HoldingDesk } from './holding-desk';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

const badges: Record<
  MyClaimEntry['status'],
  { tone: 'neutral' | 'info' | 'good' | 'warn' | 'bad'; text: MessageKey }
> = {
  pending: { tone: 'warn', text: 'member.claimPending' },
  approved: { tone: 'good', text: 'member.claimApproved' },
  rejected: { tone: 'bad', text: 'member.claimRejected' },
  withdrawn: { tone: 'neutral', text: 'member.claimWithdrawn' },
  handed_over: { tone: 'good', text: 'member.claimHandedOver' },
  closed: { tone: 'neutral', text: 'member.statusClosed' },
};

/** Where and how to collect an item whose claim staff approved: the desk that holds it, and whom to ask. */
function CollectFromDesk({ deskId }: { deskId: string }) {
  const t = useT();
  const { securityContacts } = university();
  const contact = securityContacts[0];
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
      <p className="font-medium">{t('member.collectWithId')}</p>
      <HoldingDesk deskId={deskId} />
      {contact ? (
        <p>
          {t('member.questionsTo', {
            name: contact.name,
            designation: contact.designation,
            phone: contact.phone,
            email: contact.email,
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The claim's conversation with the office, behind a button that says how many of
 * its messages are new; opened at once when an alert links to it (?claim=CLM000001).
 */
function ClaimMessages({ claim }: { claim: MyClaimEntry }) {
  const t = useT();
  const [params] = useSearchParams();
  const linked = params.get('claim') === claim.claimId;
  const [open, setOpen] = useState(linked);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!linked) return;
    setOpen(true);
    ref.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <div ref={ref} className="flex flex-col gap-2 pt-1">
      <div>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('conversation.hide') : t('conversation.open', { count: claim.unreadMessages })}
        </Button>
      </div>
      {open ? (
        <ClaimConversation
          claimId={claim.claimId}
          side="member"
          title={t('conversation.titleMember')}
          emptyText={t('conversation.emptyMember')}
          otherSide={t('conversation.office')}
          replyLabel={t('conversation.messageLabel')}
        />
      ) : null}
    </div>
  );
}

function ClaimEntry({ claim }: { claim: MyClaimEntry }) {
  const t = useT();
  const badge = badges[claim.status];
  return (
    <EntryCard
      image={
        <ItemImage
          src={claim.item.imageUrl}
          alt={claim.item.itemName}
          width={80}
          height={80}
          className="h-full w-full object-cover"
        />
      }
      title={claim.item.itemName}
      id={claim.claimId}
      badge={<Badge tone={badge.tone}>{t(badge.text)}</Badge>}
    >
      <p className="text-sm text-slate-700">
        {t('member.claimFacts', {
          reportId: claim.item.reportId,
          foundDate: formatDate(claim.item.found_date),
          location: claim.item.found_location,
          claimedDate: formatDate(claim.claimedAt),
        })}
      </p>
      {claim.status === 'pending' ? (
        <p className="text-sm text-slate-700">{t('member.claimWillBeReviewed')}</p>
      ) : null}
      {claim.status === 'approved' ? (
        <>
          <CollectFromDesk deskId={claim.item.deskId} />
          <ClaimPickupPanel claimId={claim.claimId} />
        </>
      ) : null}
      {claim.status === 'rejected' ? (
        <p className="text-sm text-red-900">
          {t('member.reason', { reason: claim.reason ?? t('member.noReasonGiven') })}
        </p>
      ) : null}
      {claim.status === 'handed_over' ? (
        <p className="text-sm text-slate-700">{t('member.collected')}</p>
      ) : null}
      {claim.status === 'closed' && claim.reason ? (
        <p className="text-sm text-slate-700">{claim.reason}</p>
      ) : null}
      {claim.status === 'pending' ? (
        <div className="pt-1">
          <WithdrawClaimButton claimId={claim.claimId} reportId={claim.item.reportId} />
        </div>
      ) : null}
      <ClaimMessages claim={claim} />
    </EntryCard>
  );
}

/** The member's claims and what each needs of them. */
export function MyClaims() {
  const t = useT();
  const claims = useMyClaims();
  return (
    <QueryState
      isPending={claims.isPending}
      isError={claims.isError}
      isEmpty={claims.data?.length === 0}
      loadingText={t('member.claimsLoading')}
      errorText={t('member.claimsLoadError')}
      emptyText={t('member.claimsEmpty')}
      onRetry={() => void claims.refetch()}
    >
      <ul className="flex flex-col gap-3">
        {claims.data?.map((claim) => (
          <li key={claim.claimId}>
            <ClaimEntry claim={claim} />
          </li>
        ))}
      </ul>
    </QueryState>
  );
}

/**
 * In the confirmation before an account is deleted: the member's claims still
 * open, which the deletion withdraws (the office will not hand those items over).
 */
export function OpenClaimsWithdrawn() {
  const t = useT();
  const claims = useMyClaims();
  const open = claims.data?.filter((claim) => OPEN_CLAIM_STATUSES.includes(claim.status)) ?? [];
  if (open.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 wrap-anywhere">
      <p className="font-medium">{t('member.openClaimsWithdrawn', { count: open.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {open.map((claim) => (
          <li key={claim.claimId}>
            {t('member.openClaimLine', {
              itemName: claim.item.itemName,
              claimId: claim.claimId,
              status: t(badges[claim.status].text).toLowerCase(),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
