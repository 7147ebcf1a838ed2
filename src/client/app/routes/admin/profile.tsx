import { useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useAdmin } from '#client/features/admins/api/get-admin';
import { AdminProfileForm } from '#client/features/admins/components/admin-profile-form';
import { sessionKeys } from '#client/lib/query-keys';
import { useSession } from '#client/lib/session';
import { useLogout } from '#client/features/auth/api/logout';
import { usePageTitle } from '#client/lib/use-page-title';
import { useT } from '#client/lib/i18n';

/** Spec screen 16: the signed-in admin's own profile. */
export function Component() {
  const t = useT();
  usePageTitle(t('console.adminProfileTitle'));
  const { person } = useSession();
  const admin = useAdmin(person?.email);
  const logout = useLogout();
  const queryClient = useQueryClient();

  let body;
  if (admin.isPending) {
    body = <PageSpinner label={t('console.profileLoading')} />;
  } else if (admin.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('console.profileError')}
        message={t('console.profileErrorMessage')}
        action={<Button onClick={() => void admin.refetch()}>{t('console.tryAgain')}</Button>}
      />
    );
  } else {
    body = (
      <AdminProfileForm
        admin={admin.data}
        // The header shows the name from the session.
        onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
    );
  }

  return (
    <main id="main-content" className="mx-auto w-full max-w-xl p-4 sm:p-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('console.adminProfileTitle')}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{body}</div>
    </main>
  );
}
