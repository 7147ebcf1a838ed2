import { AdminPage } from '@/components/layout/admin-page';
import { DispositionQueueScreen } from '@/features/disposition/components/disposition-queue-screen';

export function Component() {
  return (
    <AdminPage title="Disposition Queue">
      <DispositionQueueScreen />
    </AdminPage>
  );
}
