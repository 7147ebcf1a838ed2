import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/constants/messages';
import { handoverSchema } from '../../../../shared/schemas/found-report';
import { Button } from '../../../components/ui/button';
import { DepartmentSelect } from '../../../components/ui/department-select';
import { TextField } from '../../../components/ui/form-field';
import { university } from '../../../lib/university';
import { useSession } from '../../../lib/session';
import { useHandoverFoundReport } from '../api/handover-found-report';

const receiverSchema = () => handoverSchema(university()).shape.receiver;
type ReceiverInput = z.input<ReturnType<typeof receiverSchema>>;
type Receiver = z.output<ReturnType<typeof receiverSchema>>;

const empty: ReceiverInput = { name: '', universityId: '', email: '', phone: '', department: '' };

interface HandoverFormProps {
  reportId: string;
  onCancel: () => void;
  onDone: () => void;
}

/** Who takes the item away (spec §5: every field required). */
export function HandoverForm({ reportId, onCancel, onDone }: HandoverFormProps) {
  const schema = useMemo(() => receiverSchema(), []);
  const { user } = useSession();
  const handover = useHandoverFoundReport();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ReceiverInput, unknown, Receiver>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });

  // The form appears below the item's details: take the person straight to it.
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = (receiver: Receiver) =>
    handover.mutate(
      { reportId, payload: { receiver, handedOverBy: user?.email } },
      {
        onSuccess: () => {
          toast.success(MESSAGES.handedOver);
          reset(empty);
          onDone();
        },
        onError: () => toast.error(MESSAGES.handoverFailed),
      },
    );

  return (
    <form
      noValidate
      aria-label="Hand over item"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="text-base font-semibold text-slate-900">Hand Over Item</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Receiver Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="University ID"
          required
          autoComplete="off"
          error={errors.universityId?.message}
          {...register('universityId')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="sm:col-span-2">
          <DepartmentSelect required error={errors.department?.message} {...register('department')} />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          disabled={handover.isPending}
          onClick={() => {
            reset(empty);
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" busy={handover.isPending}>
          {handover.isPending ? 'Processing...' : 'Confirm Handover'}
        </Button>
      </div>
    </form>
  );
}
