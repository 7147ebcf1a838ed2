import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminDesk } from '#shared/schemas/desk';
import { Button } from '#client/components/ui/button';
import { DataTable, type Column } from '#client/components/ui/data-table';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { formatNumber } from '#client/lib/dates';
import { describeClosedDates, describeWeeklyHours } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';
import { useRemoveDesk } from '#client/features/desks/api/manage-desks';
import { DeskDialog } from './desk-dialog';

/** Every desk with its place, hours and items; Edit opens the desk's form, Remove asks first. */
export function DesksTable({ desks }: { desks: AdminDesk[] }) {
  const t = useT();
  const remove = useRemoveDesk();
  const [editing, setEditing] = useState<AdminDesk | null>(null);
  const [removing, setRemoving] = useState<AdminDesk | null>(null);

  const onConfirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('desks.removed'));
    } catch (error) {
      // The server says why it refused (the first desk, a desk that held items).
      const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(t('desks.removeFailed'), reason ? { description: reason } : undefined);
    }
    setRemoving(null);
  };

  const columns: Column<AdminDesk>[] = [
    {
      key: 'name',
      header: t('desks.columnName'),
      wrap: 'words',
      cell: (desk) => (
        <span>
          {desk.name}
          {desk === desks[0] ? (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {t('desks.firstDeskBadge')}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'place', header: t('desks.columnPlace'), wrap: 'words', cell: (desk) => desk.place },
    {
      key: 'hours',
      header: t('desks.columnHours'),
      wrap: 'words',
      cell: (desk) => (
        <>
          {describeWeeklyHours(desk.openingHours) ?? t('desks.noHours')}
          {describeClosedDates(desk.openingHours) ? (
            <span className="block text-xs text-slate-600">{describeClosedDates(desk.openingHours)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'slots',
      header: t('desks.columnSlots'),
      cell: (desk) =>
        t('desks.slotSummary', {
          minutes: formatNumber(desk.pickupSlotMinutes),
          capacity: formatNumber(desk.pickupSlotCapacity),
        }),
    },
    {
      key: 'items',
      header: t('desks.columnItems'),
      cell: (desk) =>
        t('desks.itemCounts', { stored: formatNumber(desk.storedItems), items: formatNumber(desk.items) }),
    },
    {
      key: 'actions',
      header: t('desks.columnActions'),
      sticky: true,
      cell: (desk) => (
        <div className="flex flex-col gap-1.5 xl:flex-row">
          <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setEditing(desk)}>
            {t('desks.editDesk')}
            <span className="sr-only"> {desk.name}</span>
          </Button>
          {desk !== desks[0] && desk.items === 0 ? (
            <Button variant="danger" className="min-h-8 px-3 py-1" onClick={() => setRemoving(desk)}>
              {t('desks.remove')}
              <span className="sr-only"> {desk.name}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('desks.pageTitle')}
        compact
        columns={columns}
        rows={desks}
        rowKey={(desk) => desk.id}
      />
      <DeskDialog desk={editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={removing ? t('desks.removeNamed', { name: removing.name }) : t('desks.remove')}
        description={removing ? t('desks.removeConfirm', { name: removing.name }) : undefined}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('desks.cancel')}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void onConfirmRemove()}>
              {t('desks.remove')}
            </Button>
          </>
        }
      />
    </>
  );
}
