import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { useWithdrawClaim } from '#client/features/found-reports/api/withdraw-claim';

interface WithdrawClaimButtonProps {
  claimId: string;
  reportId: string;
  /** A small text link on a card, or a button. */
  look?: 'link' | 'button';
}

/** 'Withdraw claim', asked once more before the pending claim goes. */
export function WithdrawClaimButton({ claimId, reportId, look = 'button' }: WithdrawClaimButtonProps) {
  const withdraw = useWithdrawClaim();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {look === 'link' ? (
        <button
          type="button"
          className="min-h-6 rounded text-sm text-red-700 underline underline-offset-2 hover:text-red-800"
          onClick={() => setConfirming(true)}
        >
          Withdraw claim
        </button>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Withdraw claim
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => (withdraw.isPending ? undefined : setConfirming(open))}
        title="Withdraw your claim?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              Keep Claim
            </Button>
            <Button
              variant="danger"
              busy={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(claimId, {
                  onSuccess: () => {
                    toast.success(`Claim ${claimId} withdrawn.`);
                    setConfirming(false);
                  },
                  onError: (error) => {
                    toast.error('Failed to withdraw claim', {
                      description: error instanceof ApiError ? error.message : undefined,
                    });
                    setConfirming(false);
                  },
                })
              }
            >
              {withdraw.isPending ? 'Processing...' : 'Withdraw'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Your claim {claimId} on item {reportId} will be withdrawn. You can claim the item again later while
          it is in storage.
        </p>
      </Dialog>
    </>
  );
}
