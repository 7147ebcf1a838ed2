import ShieldAlert from '~icons/lucide/shield-alert';
import { ErrorPage } from '#client/features/static-pages/components/error-page';

export function Component() {
  return (
    <ErrorPage
      code="403"
      title="Access Forbidden"
      message="You don't have permission to access this page. Admin privileges are required."
      icon={<ShieldAlert className="h-10 w-10" />}
    />
  );
}
