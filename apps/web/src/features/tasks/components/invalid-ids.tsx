import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { skipRestoreState } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';

/** Where a page lands whose ids are malformed or lead nowhere, with the way back. */
export function NotFoundNotice({
  title,
  description,
  backLabel,
  backTo,
}: {
  title: string;
  description?: string;
  backLabel: string;
  backTo?: string;
}) {
  return (
    <>
      <title>{`${title} · Groundwork`}</title>
      <EmptyState
        icon={SearchX}
        title={title}
        description={description}
        action={
          <Link
            to={backTo ?? paths.workspaces()}
            state={backTo ? undefined : skipRestoreState}
            className={buttonClasses('primary')}
          >
            {backLabel}
          </Link>
        }
      />
    </>
  );
}
