import { Navigate } from 'react-router';
import { paths } from '#client/lib/paths';

/** Spec §2: /admin goes on to the dashboard; the guard already sent everyone else away. */
export function Component() {
  return <Navigate to={paths.admin.dashboard} replace />;
}
