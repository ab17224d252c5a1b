import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { skipRestoreState } from '../lib/last-workspace';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <title>Page Not Found · Groundwork</title>
      <p className="text-5xl font-semibold text-muted tabular-nums">404</p>
      <h1 className="mt-3 text-xl font-semibold text-ink">Page Not Found</h1>
      <p className="mt-2 max-w-sm text-muted">
        The page you are looking for does not exist or has moved.
      </p>
      <Button
        className="mt-6"
        onClick={() => navigate(paths.workspaces(), { state: skipRestoreState })}
      >
        Go to Workspaces
      </Button>
    </div>
  );
}
