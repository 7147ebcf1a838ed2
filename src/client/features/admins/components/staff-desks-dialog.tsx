import { useState } from 'react';
import { toast } from 'sonner';
import type { Admin } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { failureText } from '#client/components/ui/form';
import { FormAlert } from '#client/components/ui/form-alert';
import { useSetStaffDesks } from '#client/features/admins/api/set-staff-desks';
import { StaffDesksField } from '#client/features/admins/components/staff-desks-field';
import { useDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';

const sameDesks = (one: string[], other: string[]) =>
  one.length === other.length && one.every((id) => other.includes(id));

/**
 * "Desks" of a desk staff row (decision 0074): tick the desks they work at, review what
 * they gain and lose, then save. A refusal keeps the dialog and the choice as they were.
 */
export function StaffDesksDialog({ staff, onClose }: { staff: Admin | null; onClose: () => void }) {
  const t = useT();
  const save = useSetStaffDesks();
  return (
    <Dialog
      open={staff !== null}
      onOpenChange={(open) => {
        // Not while saving: the answer, a refusal above all, must be seen.
        if (!open && !save.isPending) onClose();
      }}
      title={staff ? t('desks.changeDesksTitle', { name: staff.name }) : ''}
      description={staff ? t('desks.changeDesksDescription', { name: staff.name }) : undefined}
      size="sm"
    >
      {/* Keyed by the person: opening it for someone else starts from their desks. */}
      {staff ? <ChooseAndConfirm key={staff._id} staff={staff} save={save} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ChooseAndConfirm({
  staff,
  save,
  onClose,
}: {
  staff: Admin;
  save: ReturnType<typeof useSetStaffDesks>;
  onClose: () => void;
}) {
  const t = useT();
  const desks = useDesks();
  const [chosen, setChosen] = useState<string[]>(staff.deskIds);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const nameOf = (id: string) => desks.data?.find((desk) => desk.id === id)?.name ?? '…';
  const names = (ids: string[]) => ids.map(nameOf).join(', ');
  const leaving = staff.deskIds.filter((id) => !chosen.includes(id));

  const review = () => {
    if (chosen.length === 0) return setProblem(t('desks.staffNeedsDesk'));
    if (sameDesks(chosen, staff.deskIds)) return setProblem(t('desks.desksUnchanged', { name: staff.name }));
    setProblem(undefined);
    setFailure(undefined);
    setConfirming(true);
  };

  const onSave = async () => {
    setFailure(undefined);
    try {
      const saved = await save.mutateAsync({ email: staff.email, deskIds: chosen });
      toast.success(t('desks.desksSaved', { name: saved.name, desks: names(saved.deskIds) }));
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('desks.desksSaveFailed')));
    }
  };

  if (confirming) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="text-base font-semibold text-slate-900">
          {t('desks.confirmDesksTitle', { name: staff.name })}
        </h3>
        <p className="text-sm text-slate-700">
          {t('desks.confirmDesksWorkAt', { name: staff.name, desks: names(chosen) })}
        </p>
        {leaving.length > 0 ? (
          <p className="text-sm text-slate-700">{t('desks.confirmDesksLeaves', { desks: names(leaving) })}</p>
        ) : null}
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={save.isPending}>
            {t('desks.backToDesks')}
          </Button>
          {/* Focus lands on the action the review leads to: Enter saves, Escape closes. */}
          <Button autoFocus busy={save.isPending} onClick={() => void onSave()}>
            {save.isPending ? t('desks.savingDesks') : t('desks.saveDesks')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <StaffDesksField
        chosen={chosen}
        onChange={(deskIds) => {
          setChosen(deskIds);
          setProblem(undefined);
        }}
        error={problem}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('console.cancel')}
        </Button>
        <Button type="submit" disabled={!desks.data}>
          {t('desks.reviewDesks')}
        </Button>
      </div>
    </form>
  );
}
