import { useParams } from 'react-router';
import { AdminPage } from '#client/components/layout/admin-page';
import { PickupPassScreen } from '#client/features/found-reports/components/pickup-pass-screen';
import { passCodeOf } from '#client/features/found-reports/components/pickup-pass-box';
import { useT } from '#client/lib/i18n';

/** A pickup pass, scanned or typed: its claim's handover (decision 0066). */
export function Component() {
  const t = useT();
  const claimId = passCodeOf(useParams().claimId ?? '');
  return (
    <AdminPage title={t('console.passTitle', { claimId })}>
      <PickupPassScreen key={claimId} claimId={claimId} />
    </AdminPage>
  );
}
