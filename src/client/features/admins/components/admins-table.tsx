import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import type { Admin } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button';
import { DataTable, type Column } from '#client/components/ui/data-table';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { formatDateGb, formatTime } from '#client/lib/dates';
import { useDeleteAdmin } from '#client/features/admins/api/delete-admin';
import { useSendAdminPasswordReset } from '#client/features/admins/api/send-admin-password-reset';
import { useT } from '#client/lib/i18n';
import { useDesks } from '#client/lib/desks';
import { StaffDesksDialog } from '#client/features/admins/components/staff-desks-dialog';

/**
 * An email that may break after each dot of its name and before its @, rather than
 * anywhere, so a narrow column stays readable.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=\.)|(?=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Spec screen 15: the admins, with Edit (sends a password reset email) and Remove, and Desks
 * for desk staff (decision 0074). At 1024 px beside the sidebar every column fits: names and
 * emails wrap, the actions stack.
 */
export function AdminsTable({ admins }: { admins: Admin[] }) {
  const t = useT();
  const sendReset = useSendAdminPasswordReset();
  const remove = useDeleteAdmin();
  const desks = useDesks();
  // Spec: Edit sends a password reset email; it asks first, as a mail cannot be called back.
  const [resetting, setResetting] = useState<Admin | null>(null);
  const [removing, setRemoving] = useState<Admin | null>(null);
  const [changingDesks, setChangingDesks] = useState<Admin | null>(null);

  const onConfirmReset = async () => {
    if (!resetting) return;
    try {
      await sendReset.mutateAsync(resetting.email);
      toast.success(t('toasts.passwordResetSent', { email: resetting.email }));
    } catch {
      toast.error(t('toasts.passwordResetFailed'));
    } finally {
      setResetting(null);
    }
  };

  const onConfirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.email);
      toast.success(t('toasts.adminRemoved'));
      setRemoving(null);
    } catch (error) {
      // The server says why it refused (yourself, the last admin); other failures keep the spec's text.
      const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(t('toasts.adminRemoveFailed'), reason ? { description: reason } : undefined);
      setRemoving(null);
    }
  };

  const roleOf = (admin: Admin) =>
    admin.role === 'staff'
      ? t('desks.staffAt', {
          desks: admin.deskIds
            .map((id) => desks.data?.find((desk) => desk.id === id)?.name ?? '…')
            .join(', '),
        })
      : t('desks.roleAdmin');
  // The spec's columns, in its order. Once there are desk staff to tell apart (decision 0055) each
  // name says its role below it: a column of its own would push the table past a 1024 px window.
  const withStaff = admins.some((admin) => admin.role === 'staff');
  const columns: Column<Admin>[] = [
    {
      key: 'universityId',
      header: t('console.colAdminId'),
      cell: (admin) => admin.universityId,
      wrap: 'words',
    },
    {
      key: 'name',
      header: t('admin.colName'),
      cell: (admin) =>
        withStaff ? (
          <>
            {admin.name}
            <span className="mt-0.5 block text-xs text-slate-600">{roleOf(admin)}</span>
          </>
        ) : (
          admin.name
        ),
      wrap: 'words',
    },
    {
      key: 'email',
      header: t('admin.email'),
      cell: (admin) => <BreakableEmail email={admin.email} />,
      wrap: 'words',
    },
    { key: 'phone', header: t('admin.phone'), cell: (admin) => admin.phone || t('common.notAvailable') },
    { key: 'addedOn', header: t('console.colAddedOn'), cell: (admin) => formatDateGb(admin.createdAt) },
    { key: 'time', header: t('admin.colTime'), cell: (admin) => formatTime(admin.createdAt) },
    {
      key: 'actions',
      header: t('console.colActions'),
      sticky: true,
      cell: (admin) => (
        <div className="flex flex-col gap-1.5 xl:flex-row">
          <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setResetting(admin)}>
            {t('console.edit')}
            <span className="sr-only"> {admin.email}</span>
          </Button>
          {admin.role === 'staff' ? (
            <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setChangingDesks(admin)}>
              {t('desks.changeDesks')}
              <span className="sr-only"> {admin.email}</span>
            </Button>
          ) : null}
          <Button variant="danger" className="min-h-8 px-3 py-1" onClick={() => setRemoving(admin)}>
            {t('console.remove')}
            <span className="sr-only"> {admin.email}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('console.adminsCaption')}
        compact
        columns={columns}
        rows={admins}
        rowKey={(admin) => admin._id}
      />
      <Dialog
        open={resetting !== null}
        onOpenChange={(open) => {
          if (!open && !sendReset.isPending) setResetting(null);
        }}
        title={t('console.sendResetTitle')}
        description={t('console.sendResetDescription')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setResetting(null)} disabled={sendReset.isPending}>
              {t('console.cancel')}
            </Button>
            <Button busy={sendReset.isPending} onClick={() => void onConfirmReset()}>
              {sendReset.isPending ? t('console.sending') : t('console.sendResetEmail')}
            </Button>
          </>
        }
      >
        {resetting ? (
          <p className="text-sm text-slate-700">
            {t('console.sendResetBody', { name: resetting.name, email: resetting.email })}
          </p>
        ) : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={t('console.removeAdminTitle')}
        description={t('toasts.confirmRemoveAdmin')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('console.cancel')}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void onConfirmRemove()}>
              {remove.isPending ? t('console.removing') : t('console.remove')}
            </Button>
          </>
        }
      >
        {removing ? (
          <p className="text-sm text-slate-700">
            {t('console.removeAdminBody', { name: removing.name, email: removing.email })}
          </p>
        ) : null}
      </Dialog>
      <StaffDesksDialog staff={changingDesks} onClose={() => setChangingDesks(null)} />
    </>
  );
}
