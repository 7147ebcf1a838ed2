import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useDeleteAccount } from '#client/features/profile/api/delete-account';

interface DeleteAccountDialogProps {
  onDeleted: () => void;
  /** What else goes with the account (the member's open claims), said in the confirmation. */
  consequences?: ReactNode;
}

/** "Delete my account", behind a confirmation. */
export function DeleteAccountDialog({ onDeleted, consequences }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      setOpen(false);
      onDeleted();
    } catch {
      setFailure('Failed to delete your account. Please try again.');
    }
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="delete-account-heading" className="text-base font-semibold text-red-800">
        Delete my account
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your sign-in and personal details are removed. Reports you filed stay, without your name.
      </p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(null);
        }}
        title="Delete your account?"
        description="This cannot be undone. You will be signed out and your personal details removed."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </>
        }
      >
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : (
          <div className="flex flex-col gap-3 text-sm text-slate-700">
            {consequences}
            <p>Are you sure you want to delete your account?</p>
          </div>
        )}
      </Dialog>
    </section>
  );
}
