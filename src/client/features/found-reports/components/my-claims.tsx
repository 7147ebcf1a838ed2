import { OPEN_CLAIM_STATUSES, type MyClaimEntry } from '#shared/schemas/claim';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { formatDate } from '#client/lib/dates';
import { officePlace } from '#shared/university/office-place';
import { university } from '#client/lib/university';
import { ItemImage } from '#client/components/images/item-image';
import { useMyClaims } from '#client/features/found-reports/api/get-my-claims';
import { WithdrawClaimButton } from './withdraw-claim-button';

const badges: Record<
  MyClaimEntry['status'],
  { tone: 'neutral' | 'info' | 'good' | 'warn' | 'bad'; text: string }
> = {
  pending: { tone: 'warn', text: 'Pending' },
  approved: { tone: 'good', text: 'Approved' },
  rejected: { tone: 'bad', text: 'Rejected' },
  withdrawn: { tone: 'neutral', text: 'Withdrawn' },
  handed_over: { tone: 'good', text: 'Handed over' },
  closed: { tone: 'neutral', text: 'Closed' },
};

/** Where and how to collect an item whose claim staff approved (the university's office and contacts). */
function CollectFromOffice() {
  const { office, securityContacts } = university();
  const contact = securityContacts[0];
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
      <p className="font-medium">Come to the office with your university ID card to collect it.</p>
      <p>
        {officePlace(office)}. Open {office.hours}.
      </p>
      {contact ? (
        <p>
          Questions: {contact.name} ({contact.designation}), {contact.phone}, {contact.email}
        </p>
      ) : null}
    </div>
  );
}

function ClaimEntry({ claim }: { claim: MyClaimEntry }) {
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
      badge={<Badge tone={badge.tone}>{badge.text}</Badge>}
    >
      <p className="text-sm text-slate-700">
        Item {claim.item.reportId} · found {formatDate(claim.item.found_date)} at {claim.item.found_location}{' '}
        · claimed {formatDate(claim.claimedAt)}
      </p>
      {claim.status === 'pending' ? (
        <p className="text-sm text-slate-700">The security office will review your claim.</p>
      ) : null}
      {claim.status === 'approved' ? <CollectFromOffice /> : null}
      {claim.status === 'rejected' ? (
        <p className="text-sm text-red-900">Reason: {claim.reason ?? 'none given'}</p>
      ) : null}
      {claim.status === 'handed_over' ? (
        <p className="text-sm text-slate-700">You collected this item. We are glad it is back with you.</p>
      ) : null}
      {claim.status === 'closed' && claim.reason ? (
        <p className="text-sm text-slate-700">{claim.reason}</p>
      ) : null}
      {claim.status === 'pending' ? (
        <div className="pt-1">
          <WithdrawClaimButton claimId={claim.claimId} reportId={claim.item.reportId} />
        </div>
      ) : null}
    </EntryCard>
  );
}

/** The member's claims and what each needs of them. */
export function MyClaims() {
  const claims = useMyClaims();
  return (
    <QueryState
      isPending={claims.isPending}
      isError={claims.isError}
      isEmpty={claims.data?.length === 0}
      loadingText="Loading your claims..."
      errorText="Your claims could not be loaded."
      emptyText="You have not claimed any item."
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
  const claims = useMyClaims();
  const open = claims.data?.filter((claim) => OPEN_CLAIM_STATUSES.includes(claim.status)) ?? [];
  if (open.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 wrap-anywhere">
      <p className="font-medium">
        {open.length === 1
          ? 'Your open claim will be withdrawn:'
          : `Your ${open.length} open claims will be withdrawn:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {open.map((claim) => (
          <li key={claim.claimId}>
            {claim.item.itemName} (claim {claim.claimId}, {badges[claim.status].text.toLowerCase()})
          </li>
        ))}
      </ul>
    </div>
  );
}
