import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { isId } from '@groundwork/shared/common/guards';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { skipRestoreState, workspacesBreadcrumb } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { taskUiMessages } from '../task-messages';

/** Where a page lands whose ids are malformed or lead nowhere, with the way back. */
export function NotFoundNotice({
  pageTitle,
  title,
  description,
  backLabel,
  backTo,
}: {
  /** The page's heading, kept so the page stays recognisable: 'Tasks', 'Task'. */
  pageTitle: string;
  title: string;
  description?: string;
  backLabel: string;
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={pageTitle} breadcrumbs={[workspacesBreadcrumb, { label: pageTitle }]} />
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

/** A page of one workspace's tasks, drawn once the address's workspace id is well formed. */
export function WithWorkspaceId({
  pageTitle,
  children,
}: {
  pageTitle: string;
  children: (workspaceId: string) => ReactNode;
}) {
  const { workspaceId } = useRouteParams('workspaceId');
  if (isId(workspaceId)) return children(workspaceId);
  return (
    <NotFoundNotice
      pageTitle={pageTitle}
      title={taskMessages.workspaceIdRequired}
      backLabel={taskUiMessages.backToWorkspaces}
    />
  );
}
