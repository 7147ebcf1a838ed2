import { AdminPage } from '#client/components/layout/admin-page';
import { DispositionQueueScreen } from '#client/features/disposition/components/disposition-queue-screen';

export function Component() {
  return (
    <AdminPage title="Disposition Queue">
      <DispositionQueueScreen />
    </AdminPage>
  );
}
