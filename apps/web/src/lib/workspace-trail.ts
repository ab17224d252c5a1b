import type { BreadcrumbItem } from '../components/ui/breadcrumbs';
import { workspacesBreadcrumb } from './last-workspace';
import { paths } from './paths';

/** The first breadcrumbs of a page inside a workspace: the workspace list, then the workspace. */
export function workspaceTrail(
  workspaceId: string,
  workspaceName: string | undefined,
): BreadcrumbItem[] {
  return [
    workspacesBreadcrumb,
    { label: workspaceName ?? 'Workspace', to: paths.workspace(workspaceId) },
  ];
}
