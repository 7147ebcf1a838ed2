import { useMemo } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/constants/messages';
import { handoverSchema } from '../../../../shared/schemas/found-report';
import { Button } from '@/components/ui/button';
import { Form, type FormApi } from '@/components/ui/form';
import { DepartmentSelect } from '@/components/ui/department-select';
import { TextField } from '@/components/ui/form-field';
import { university } from '@/lib/university';
import { useSession } from '@/lib/session';
import { useHandoverFoundReport } from '@/features/found-reports/api/handover-found-report';

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

  const submit = async (receiver: Receiver, form: FormApi<ReceiverInput, Receiver>) => {
    try {
      await handover.mutateAsync({ reportId, payload: { receiver, handedOverBy: user?.email } });
    } catch {
      toast.error(MESSAGES.handoverFailed);
      return;
    }
    toast.success(MESSAGES.handedOver);
    form.reset(empty);
    onDone();
  };

  return (
    <Form
      schema={schema}
      defaultValues={empty}
      onSubmit={submit}
      aria-label="Hand over item"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {({ register, formState: { errors } }) => (
        <>
          <h3 className="text-base font-semibold text-slate-900">Hand Over Item</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Receiver Name"
              required
              // The form appears below the item's details: take the person straight to it.
              autoFocus
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
            <Button variant="secondary" disabled={handover.isPending} onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" busy={handover.isPending}>
              {handover.isPending ? 'Processing...' : 'Confirm Handover'}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
