import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '#shared/constants/messages';
import type { Admin } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { formatDateGb, formatTime } from '#client/lib/dates';
import { useDeleteAdmin } from '#client/features/admins/api/delete-admin';
import { useSendAdminPasswordReset } from '#client/features/admins/api/send-admin-password-reset';

const headers = ['Admin ID', 'Name', 'Email', 'Phone', 'Added On', 'Time', 'Actions'];

/** Spec screen 15: the admins, with Edit (sends a password reset email) and Remove. */
export function AdminsTable({ admins }: { admins: Admin[] }) {
  const sendReset = useSendAdminPasswordReset();
  const remove = useDeleteAdmin();
  // Spec: Edit sends a password reset email; it asks first, as a mail cannot be called back.
  const [resetting, setResetting] = useState<Admin | null>(null);
  const [removing, setRemoving] = useState<Admin | null>(null);

  const onConfirmReset = async () => {
    if (!resetting) return;
    try {
      await sendReset.mutateAsync(resetting.email);
      toast.success(MESSAGES.passwordResetSent(resetting.email));
    } catch {
      toast.error(MESSAGES.passwordResetFailed);
    } finally {
      setResetting(null);
    }
  };

  const onConfirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.email);
      toast.success(MESSAGES.adminRemoved);
      setRemoving(null);
    } catch (error) {
      // The server says why it refused (yourself, the last admin); other failures keep the spec's text.
      const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(MESSAGES.adminRemoveFailed, reason ? { description: reason } : undefined);
      setRemoving(null);
    }
  };

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Admins</caption>
          <thead className="bg-slate-50">
            <tr>
              {headers.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className="px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-700"
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {admins.map((admin) => (
              <tr key={admin._id}>
                <td className="px-4 py-3 whitespace-nowrap">{admin.universityId}</td>
                <td className="px-4 py-3 whitespace-nowrap">{admin.name}</td>
                <td className="px-4 py-3 whitespace-nowrap">{admin.email}</td>
                <td className="px-4 py-3 whitespace-nowrap">{admin.phone || 'N/A'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateGb(admin.createdAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatTime(admin.createdAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      className="min-h-8 px-3 py-1"
                      onClick={() => setResetting(admin)}
                    >
                      Edit<span className="sr-only"> {admin.email}</span>
                    </Button>
                    <Button variant="danger" className="min-h-8 px-3 py-1" onClick={() => setRemoving(admin)}>
                      Remove<span className="sr-only"> {admin.email}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={resetting !== null}
        onOpenChange={(open) => {
          if (!open && !sendReset.isPending) setResetting(null);
        }}
        title="Send password reset"
        description="Send a password reset email to this admin?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setResetting(null)} disabled={sendReset.isPending}>
              Cancel
            </Button>
            <Button busy={sendReset.isPending} onClick={() => void onConfirmReset()}>
              {sendReset.isPending ? 'Sending...' : 'Send Reset Email'}
            </Button>
          </>
        }
      >
        {resetting ? (
          <p className="text-sm text-slate-700">
            {resetting.name} ({resetting.email}) will get a link to set a new password. Their current password
            keeps working until they do.
          </p>
        ) : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title="Remove admin"
        description={MESSAGES.confirmRemoveAdmin}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void onConfirmRemove()}>
              {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          </>
        }
      >
        {removing ? (
          <p className="text-sm text-slate-700">
            {removing.name} ({removing.email}) will no longer be able to sign in.
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
