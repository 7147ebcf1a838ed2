import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FoundReport } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { ItemDetailsFailed } from './item-details-failed';
import { useFoundReportDetails } from '#client/features/found-reports/api/get-found-report-details';
import { ClaimReview, VerificationDetails } from './claim-review';
import { ClaimsTable } from './claims-table';
import { StorageLocationEditor } from './storage-location-editor';
import { HandoverForm, type HandoverReceiver } from './handover-form';
import { ItemHistory } from './item-history';
import { AdminList } from '#client/components/admin-list/admin-list';
import {
  DetailSection,
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { custodyColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

/** Spec screen 21: stored items that members have claimed, with every claim. */
export function ClaimedItemsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const columns = useMemo(() => custodyColumns(setSelected, 'submitted', t), [t]);

  return (
    <div>
      <ScreenHeading title={t('admin.claimedTitle')}>{t('admin.claimedIntro')}</ScreenHeading>
      <AdminList
        list="claimed"
        caption={t('admin.claimedCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('admin.claimedLoading')}
        emptyText={t('admin.claimedEmpty')}
        errorTitle={t('admin.itemsLoadError')}
      />
      {selected ? <ClaimedItemDetails id={selected._id} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

type Handing =
  { to: 'claimant'; claimId: string; receiver: HandoverReceiver } | { to: 'someone-else' } | null;

type Approved = NonNullable<FoundReport['claimsWithUserDetails']>[number];

/** The approved claim's member, as the handover form starts. */
const handingToClaimant = (approved: Approved): Handing => ({
  to: 'claimant',
  claimId: approved.claimId,
  receiver: {
    name: approved.userDetails.name,
    email: approved.userDetails.email,
    universityId: approved.userDetails.universityId ?? '',
    phone: approved.userDetails.phone ?? '',
    department: approved.userDetails.department ?? '',
  },
});

/**
 * A claimed item's details, its claims and its handover. A pickup pass opens it
 * with the handover to that claim's member already filled (`passOf`); the staff
 * inbox at one claim's conversation (`conversationOf`).
 */
export function ClaimedItemDetails({
  id,
  onClose,
  passOf,
  conversationOf,
}: {
  id: string;
  onClose: () => void;
  passOf?: string;
  /** The claim whose conversation is brought into view (the staff inbox opens one). */
  conversationOf?: string;
}) {
  const t = useT();
  const details = useFoundReportDetails(id);
  const navigate = useNavigate();
  const [handing, setHanding] = useState<Handing>(null);
  const report = details.data;
  const approved = report?.claimsWithUserDetails?.find((claim) => claim.status === 'approved');
  const stored = report?.status === 'stored';
  // The pass's claim is handed to once, when its details arrive; Cancel then closes the form as usual.
  const [passOpened, setPassOpened] = useState(false);
  if (passOf && !passOpened && approved?.claimId === passOf && stored) {
    setPassOpened(true);
    setHanding(handingToClaimant(approved));
  }

  const handOverToClaimant = () => {
    if (approved) setHanding(handingToClaimant(approved));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.claimedDetails')}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          {stored && handing === null ? (
            approved ? (
              <>
                <Button variant="secondary" onClick={() => setHanding({ to: 'someone-else' })}>
                  {t('admin.handOverToSomeoneElse')}
                </Button>
                <Button onClick={handOverToClaimant}>{t('admin.handOver')}</Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setHanding({ to: 'someone-else' })}>
                {t('admin.handOverItem')}
              </Button>
            )
          ) : null}
        </>
      }
    >
      {details.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
          <Spinner label="" />
          <span>{t('admin.loadingDetails')}</span>
        </div>
      ) : details.isError ? (
        <ItemDetailsFailed onRetry={() => void details.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <FoundItemSection report={details.data} />
          <PersonSection title={t('admin.foundedBy')} person={details.data.reportedByUser} />
          <ReceivedBySection report={details.data} />
          <StorageLocationEditor
            reportId={details.data.reportId}
            storageLocation={details.data.storageLocation}
            editable={details.data.status === 'stored'}
          />
          <DetailSection title={t('admin.claimedBy')}>
            <ClaimsTable claims={details.data.claimsWithUserDetails ?? []} />
          </DetailSection>
          <VerificationDetails key={details.data.verificationDetails ?? ''} report={details.data} />
          <ClaimReview report={details.data} conversationOf={conversationOf} />
          <ItemHistory id={details.data._id} reportId={details.data.reportId} />
          {handing && stored ? (
            <HandoverForm
              key={handing.to === 'claimant' ? handing.claimId : 'someone-else'}
              reportId={details.data.reportId}
              claim={
                handing.to === 'claimant'
                  ? { claimId: handing.claimId, receiver: handing.receiver }
                  : undefined
              }
              needsReason={handing.to === 'someone-else' && approved !== undefined}
              onCancel={() => setHanding(null)}
              onDone={(itemId) => {
                onClose();
                void navigate(consolePaths.handoverReceipt(itemId));
              }}
            />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
