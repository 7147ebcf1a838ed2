import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/constants/messages';
import type { Admin } from '../../../../shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatDateGb, formatTime } from '@/lib/dates';
import { useDeleteAdmin } from '@/features/admins/api/delete-admin';
import { useSendAdminPasswordReset } from '@/features/admins/api/send-admin-password-reset';

const headers = ['Admin ID', 'Name', 'Email', 'Phone', 'Added On', 'Time', 'Actions'];

/** Spec screen 15: the admins, with Edit (sends a password reset email) and Remove. */
export function AdminsTable({ admins }: { admins: Admin[] }) {
  const sendReset = useSendAdminPasswordReset();
  const remove = useDeleteAdmin();
  const [resetting, setResetting] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Admin | null>(null);

  const onEdit = async (admin: Admin) => {
    setResetting(admin.email);
    try {
      await sendReset.mutateAsync(admin.email);
      toast.success(MESSAGES.passwordResetSent(admin.email));
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
                      busy={resetting === admin.email}
                      onClick={() => void onEdit(admin)}
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
