import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useDeleteAccount } from '#client/features/profile/api/delete-account';
import { useT } from '#client/lib/i18n';

interface DeleteAccountDialogProps {
  onDeleted: () => void;
  /** What else goes with the account (the member's open claims), said in the confirmation. */
  consequences?: ReactNode;
}

/** "Delete my account", behind a confirmation. */
export function DeleteAccountDialog({ onDeleted, consequences }: DeleteAccountDialogProps) {
  const t = useT();
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
      setFailure(t('profile.deleteFailed'));
    }
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="delete-account-heading" className="text-base font-semibold text-red-800">
        {t('profile.deleteMyAccount')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('profile.deleteExplain')}</p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        {t('profile.deleteMyAccount')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(null);
        }}
        title={t('profile.deleteTitle')}
        description={t('profile.deleteDescription')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? t('profile.deleting') : t('profile.deleteAccount')}
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
            <p>{t('profile.deleteConfirm')}</p>
          </div>
        )}
      </Dialog>
    </section>
  );
}
