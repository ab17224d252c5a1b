import { generatePath } from 'react-router';
import type { BreadcrumbItem } from '../../components/ui/breadcrumbs';
import { paths, routePatterns } from '../../lib/paths';
import { workspaceTrail } from '../../lib/workspace-trail';

/** Routes of 001 §2 that the app's path builders do not spell. */
export const newVenturePath = (workspaceId: string) =>
  generatePath(routePatterns.newVenture, { workspaceId });

export const editVenturePath = (workspaceId: string, ventureId: string) =>
  generatePath(routePatterns.editVenture, { workspaceId, ventureId });

/** The breadcrumbs down to a workspace's Ventures list, for the pages under it. */
export function venturesTrail(
  workspaceId: string,
  workspaceName: string | undefined,
): BreadcrumbItem[] {
  return [
    ...workspaceTrail(workspaceId, workspaceName),
    { label: 'Ventures', to: paths.ventures(workspaceId) },
  ];
}
