import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/current-user';
import { paths } from '../lib/paths';

export const CHECKING_AUTH_MESSAGE = 'Checking authentication...';

/** Sign-in is for people who are not signed in; the others go to their workspaces. */
export function GuestRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenLoader message={CHECKING_AUTH_MESSAGE} />;
  if (user) return <Navigate to={paths.workspaces()} replace />;
  return <Outlet />;
}
