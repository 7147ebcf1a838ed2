import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { useWithdrawClaim } from '#client/features/found-reports/api/withdraw-claim';
import { useT } from '#client/lib/i18n';

interface WithdrawClaimButtonProps {
  claimId: string;
  reportId: string;
  /** A small text link on a card, or a button. */
  look?: 'link' | 'button';
}

/** 'Withdraw claim', asked once more before the pending claim goes. */
export function WithdrawClaimButton({ claimId, reportId, look = 'button' }: WithdrawClaimButtonProps) {
  const t = useT();
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
          {t('member.withdrawClaim')}
        </button>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('member.withdrawClaim')}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => (withdraw.isPending ? undefined : setConfirming(open))}
        title={t('member.withdrawTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              {t('member.keepClaim')}
            </Button>
            <Button
              variant="danger"
              busy={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(claimId, {
                  onSuccess: () => {
                    toast.success(t('member.claimWithdrawnToast', { claimId }));
                    setConfirming(false);
                  },
                  onError: (error) => {
                    toast.error(t('member.withdrawFailed'), {
                      description: error instanceof ApiError ? error.message : undefined,
                    });
                    setConfirming(false);
                  },
                })
              }
            >
              {withdraw.isPending ? t('member.processing') : t('member.withdraw')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('member.withdrawExplain', { claimId, reportId })}</p>
      </Dialog>
    </>
  );
}
