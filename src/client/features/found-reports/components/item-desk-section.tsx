import { useId, useState } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { ShelfSuggestions } from '#client/components/reports/desk-select';
import { useReceiveItem, useSendItem } from '#client/features/found-reports/api/transfer-item';
import { isDeskStaff } from '#client/lib/console-role';
import { useDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { SectionHeading } from '#client/components/reports/detail-sections';

/** Whether the signed-in person works at the desk: an admin works at every desk (decision 0055). */
function useWorksAt() {
  const { person } = useSession();
  return (deskId: string) => !isDeskStaff(person) || person.deskIds.includes(deskId);
}

/**
 * Which desk holds the item, and moving it to another (decision 0059): staff
 * of its desk send a stored item after choosing the desk and confirming; while
 * it is on its way the page says where to, and staff there receive it, on a
 * shelf if they name one.
 */
export function ItemDeskSection({ item }: { item: FoundReport }) {
  const t = useT();
  const worksAt = useWorksAt();
  const headingId = useId();
  const canSend = item.status === 'stored' && !item.transferTo && worksAt(item.deskId);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <SectionHeading id={headingId}>{t('desks.columnDesk')}</SectionHeading>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-900">{item.deskName}</p>
        {canSend ? <SendItem item={item} /> : null}
      </div>
      {item.transferTo ? (
        <>
          <p className="text-sm font-medium text-amber-800">
            {t('desks.onItsWay', { desk: item.transferTo.deskName })}
          </p>
          {worksAt(item.transferTo.deskId) ? (
            <ReceiveItem reportId={item.reportId} deskId={item.transferTo.deskId} />
          ) : (
            <p className="text-sm text-slate-700">
              {t('desks.receivedThere', { desk: item.transferTo.deskName })}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The Send button and its dialog: pick the desk, read what sending means, confirm. */
function SendItem({ item }: { item: FoundReport }) {
  const t = useT();
  const desks = useDesks();
  const send = useSendItem();
  const [open, setOpen] = useState(false);
  const [toDeskId, setToDeskId] = useState('');
  const others = (desks.data ?? []).filter((desk) => desk.id !== item.deskId);
  // No other desk, nowhere to send: the button would only disappoint.
  if (desks.isSuccess && others.length === 0) return null;
  const chosen = others.find((desk) => desk.id === toDeskId) ?? others[0];

  const confirm = () => {
    if (!chosen) return;
    send.mutate(
      { reportId: item.reportId, toDeskId: chosen.id },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('desks.sent', { reportId: item.reportId, desk: chosen.name }));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        className="min-h-8 px-3 py-1"
        disabled={!desks.isSuccess}
        onClick={() => {
          setToDeskId(others[0]?.id ?? '');
          setOpen(true);
        }}
      >
        {t('desks.sendToDesk')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Closing while the call is out would hide whether the item left.
          if (!send.isPending) setOpen(next);
        }}
        title={t('desks.sendTitle', { reportId: item.reportId })}
        size="sm"
        footer={
          <>
            <Button variant="ghost" disabled={send.isPending} onClick={() => setOpen(false)}>
              {t('desks.cancel')}
            </Button>
            <Button busy={send.isPending} disabled={!chosen} onClick={confirm}>
              {send.isPending ? t('desks.sending') : t('desks.send')}
            </Button>
          </>
        }
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <SelectField
            label={t('desks.sendTo')}
            value={chosen?.id ?? ''}
            disabled={send.isPending}
            onChange={(event) => setToDeskId(event.target.value)}
          >
            {others.map((desk) => (
              <option key={desk.id} value={desk.id}>
                {desk.name}
              </option>
            ))}
          </SelectField>
          {chosen ? (
            <p className="text-sm text-slate-700">
              {t('desks.sendExplained', { itemName: item.itemName, desk: chosen.name })}
            </p>
          ) : null}
        </form>
      </Dialog>
    </>
  );
}

/** Taking in an item that arrived: a shelf (the desk's own offered) and Receive. */
function ReceiveItem({ reportId, deskId }: { reportId: string; deskId: string }) {
  const t = useT();
  const receive = useReceiveItem();
  const [shelf, setShelf] = useState('');
  const shelvesId = useId();

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        receive.mutate(
          { reportId, storageLocation: shelf },
          {
            onSuccess: () => toast.success(t('desks.received', { reportId })),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <div className="min-w-48 flex-1">
        <TextField
          label={t('desks.receiveShelf')}
          hint={t('desks.receiveShelfHint')}
          autoComplete="off"
          list={shelvesId}
          maxLength={MAX_STORAGE_LOCATION}
          value={shelf}
          disabled={receive.isPending}
          onChange={(event) => setShelf(event.target.value)}
        />
        <ShelfSuggestions id={shelvesId} deskId={deskId} />
      </div>
      <Button type="submit" busy={receive.isPending}>
        {receive.isPending ? t('desks.receiving') : t('desks.receive')}
      </Button>
    </form>
  );
}
