import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SessionPerson } from '#shared/schemas/auth';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { useAdmin } from '#client/features/admins/api/get-admin';
import { useT } from '#client/lib/i18n';

function Verifying() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Spinner size="lg" label="" />
      <p className="text-sm text-slate-700">{t('console.verifying')}</p>
    </div>
  );
}

interface AdminGuardProps {
  person: SessionPerson | null;
  sessionLoading: boolean;
  /** Where a signed-out visitor goes, given whether an admin was signed in on this page before. */
  signedOutTo: (wasAdmin: boolean) => string;
  children: (admin: Extract<SessionPerson, { kind: 'admin' }>) => ReactNode;
}

/**
 * Spec §6: /admin/* only for a signed-in person whose admin record (looked up by
 * email) has role admin, or desk staff (decision 0055). The server enforces the same on every call; this only
 * decides what the person sees.
 */
export function AdminGuard({ person, sessionLoading, signedOutTo, children }: AdminGuardProps) {
  const t = useT();
  const isAdminSession = person?.kind === 'admin';
  const lookup = useAdmin(isAdminSession ? person.email : null);
  // An admin signed in on this page before: a session that ends now goes back to the admin sign-in.
  const [wasAdmin, setWasAdmin] = useState(false);
  if (isAdminSession && !wasAdmin) setWasAdmin(true);

  if (sessionLoading) return <Verifying />;
  if (!person) return <Navigate to={signedOutTo(wasAdmin)} replace />;
  if (!isAdminSession) return <Navigate to={paths.forbidden} replace />;
  if (lookup.isPending) return <Verifying />;
  if (lookup.isError) {
    const status = lookup.error instanceof ApiError ? lookup.error.status : 0;
    if (status === 401) return <Navigate to={signedOutTo(true)} replace />;
    if (status === 403 || status === 404) return <Navigate to={paths.forbidden} replace />;
    return (
      <main className="p-6">
        <StatusPanel
          tone="error"
          title={t('console.verifyFailed')}
          message={t('console.verifyFailedMessage')}
          action={<Button onClick={() => void lookup.refetch()}>{t('console.tryAgain')}</Button>}
        />
      </main>
    );
  }
  // Desk staff use the console too (decision 0055); the layout keeps them to their pages.
  if (lookup.data.role !== 'admin' && lookup.data.role !== 'staff')
    return <Navigate to={paths.forbidden} replace />;
  return children(person);
}
