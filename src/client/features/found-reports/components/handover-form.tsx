import { useMemo, useState } from 'react';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { handoverSchema } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { Form, type FormApi } from '#client/components/ui/form';
import { DepartmentSelect } from '#client/components/ui/department-select';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { ApiError } from '#client/lib/api-client';
import { university } from '#client/lib/university';
import { useSession } from '#client/lib/session';
import { useHandoverFoundReport } from '#client/features/found-reports/api/handover-found-report';
import { useT } from '#client/lib/i18n';

const receiverSchema = () => handoverSchema(university()).shape.receiver;
type ReceiverInput = z.input<ReturnType<typeof receiverSchema>>;
type Receiver = z.output<ReturnType<typeof receiverSchema>>;
export type HandoverReceiver = ReceiverInput;

const empty: ReceiverInput = { name: '', universityId: '', email: '', phone: '', department: '' };

interface HandoverFormProps {
  reportId: string;
  /** The approved claim whose member takes the item; the form starts with their details. */
  claim?: { claimId: string; receiver: ReceiverInput } | undefined;
  /** The item has an approved claim and goes to someone else: a reason is required. */
  needsReason?: boolean;
  onCancel: () => void;
  /** After the handover, with the item's record id (for its receipt). */
  onDone: (itemId: string) => void;
}

/** Who takes the item away (spec §5: every field required). */
export function HandoverForm({ reportId, claim, needsReason = false, onCancel, onDone }: HandoverFormProps) {
  const t = useT();
  const schema = useMemo(() => receiverSchema(), []);
  const { person } = useSession();
  const handover = useHandoverFoundReport();
  // The server may know of an approved claim this screen did not: it then asks for a reason too.
  const [reasonNeeded, setReasonNeeded] = useState(needsReason);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = async (receiver: Receiver, form: FormApi<ReceiverInput, Receiver>) => {
    if (reasonNeeded && !reason.trim()) {
      setReasonError(t('console.giveReason'));
      return;
    }
    let result: { _id: string };
    try {
      result = await handover.mutateAsync({
        reportId,
        payload: {
          receiver,
          handedOverBy: person?.email,
          claimId: claim?.claimId ?? null,
          reason: reasonNeeded ? reason.trim() : null,
        },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HANDOVER_REASON_REQUIRED') {
        setReasonNeeded(true);
        setReasonError(error.message);
        return;
      }
      toast.error(t('toasts.handoverFailed'), {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      });
      return;
    }
    toast.success(t('toasts.handedOver'));
    form.reset(empty);
    onDone(result._id);
  };

  return (
    <Form
      schema={schema}
      defaultValues={claim?.receiver ?? empty}
      onSubmit={submit}
      aria-label={t('console.handOverForm')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {({ register, formState: { errors } }) => (
        <>
          <h3 className="text-base font-semibold text-slate-900">{t('admin.handOverItem')}</h3>
          {claim ? (
            <p className="text-sm text-slate-700">{t('console.toClaimant', { claimId: claim.claimId })}</p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('console.receiverName')}
              required
              // The form appears below the item's details: take the person straight to it.
              autoFocus
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('console.universityId')}
              required
              autoComplete="off"
              error={errors.universityId?.message}
              {...register('universityId')}
            />
            <TextField
              label={t('admin.email')}
              type="email"
              required
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={t('admin.phone')}
              type="tel"
              required
              autoComplete="off"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <div className="sm:col-span-2">
              <DepartmentSelect required error={errors.department?.message} {...register('department')} />
            </div>
            {reasonNeeded ? (
              <div className="sm:col-span-2">
                <TextAreaField
                  label={t('console.otherReasonLabel')}
                  required
                  hint={t('console.otherReasonHint')}
                  value={reason}
                  error={reasonError}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (event.target.value.trim()) setReasonError(undefined);
                  }}
                />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={handover.isPending} onClick={onCancel}>
              {t('console.cancel')}
            </Button>
            <Button type="submit" busy={handover.isPending}>
              {handover.isPending ? t('console.processing') : t('console.confirmHandover')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
