import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_CLAIM_MESSAGE } from '../../../../shared/constants/limits';
import { MESSAGES } from '../../../../shared/constants/messages';
import type { FoundReportCard } from '../../../../shared/schemas/found-report';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useClaimFoundReport } from '@/features/found-reports/api/claim-found-report';

type Step = 'closed' | 'message' | 'confirm';

interface ClaimItemProps {
  item: Pick<FoundReportCard, 'reportId' | 'itemName' | 'claimedStatus'>;
  /** The signed-in member's uid (the spec's claim payload carries it; the server trusts the session). */
  userId: string;
}

/**
 * 'Claim this item' → a message (optional) → 'Confirm Claiming?' with the
 * warning → Confirm. One dialog whose content moves on, so focus stays trapped
 * throughout and returns to the card's button at the end.
 */
export function ClaimItem({ item, userId }: ClaimItemProps) {
  const [step, setStep] = useState<Step>('closed');
  const [message, setMessage] = useState('');
  const [justClaimed, setJustClaimed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warningRef = useRef<HTMLParagraphElement>(null);
  const claimedRef = useRef<HTMLButtonElement>(null);
  const claim = useClaimFoundReport();

  // After Continue, whose button is gone, the warning is what to read next.
  useEffect(() => {
    if (step === 'confirm') warningRef.current?.focus();
  }, [step]);

  // Once the list says so, the claim button becomes 'Already Claimed': focus follows it.
  useEffect(() => {
    if (justClaimed && item.claimedStatus) claimedRef.current?.focus();
  }, [justClaimed, item.claimedStatus]);

  if (item.claimedStatus) {
    // Claimed just now from here, it holds the focus the claim button had, so it
    // must stay focusable: disabled for assistive technology and clicks alike.
    return justClaimed ? (
      <Button
        ref={claimedRef}
        className="w-full"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        Already Claimed
      </Button>
    ) : (
      <Button className="w-full" disabled>
        Already Claimed
      </Button>
    );
  }

  const close = () => {
    if (claim.isPending) return;
    setStep('closed');
    setMessage('');
    // The dialog has no trigger of its own to return focus to; once it is gone, give it back here.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };

  function submit() {
    claim.mutate(
      { reportId: item.reportId, message: message.trim() || undefined, userId },
      {
        onSuccess: () => {
          toast.success(MESSAGES.claimSubmitted);
          setStep('closed');
          setMessage('');
          setJustClaimed(true);
          requestAnimationFrame(() => triggerRef.current?.focus());
        },
        onError: (error) => {
          // A 409 says why (already claimed by this member, no longer available).
          const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
          toast.error(MESSAGES.claimFailed, reason ? { description: reason } : undefined);
        },
      },
    );
  }

  return (
    <>
      <Button ref={triggerRef} className="w-full" onClick={() => setStep('message')}>
        Claim this item
      </Button>
      <Dialog
        open={step !== 'closed'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={step === 'confirm' ? 'Confirm Claiming?' : `Claim ${item.itemName}`}
        size="sm"
        footer={
          step === 'confirm' ? (
            <>
              <Button variant="secondary" onClick={close} disabled={claim.isPending}>
                Close
              </Button>
              <Button onClick={submit} busy={claim.isPending}>
                {claim.isPending ? 'Processing...' : 'Confirm'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => setStep('confirm')}>Continue</Button>
            </>
          )
        }
      >
        {step === 'confirm' ? (
          <div className="flex flex-col gap-3 text-sm text-slate-700">
            <p>
              You are about to claim <strong>{item.itemName}</strong> (report {item.reportId}).
            </p>
            <p
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
              tabIndex={-1}
              ref={warningRef}
            >
              Warning: false claiming of an item will lead to disciplinary action. Claim it only if it is
              yours; the security office will check your claim when you collect it.
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              Tell the security office anything that shows this item is yours (marks, contents, where you lost
              it). This is optional.
            </p>
            <TextAreaField
              label="Message (optional)"
              // The person opened the dialog to write this; start there.
              autoFocus
              value={message}
              maxLength={MAX_CLAIM_MESSAGE}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
        )}
      </Dialog>
    </>
  );
}
