import { useEffect } from 'react';
import { matchPath, useLocation, useMatches } from 'react-router';
import {
  Bell,
  FolderKanban,
  FolderOpen,
  HandCoins,
  LayoutGrid,
  ListChecks,
  Rocket,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import { getLastWorkspaceId, setLastWorkspaceId, skipRestoreState } from '../../lib/last-workspace';
import { paths, routePatterns } from '../../lib/paths';

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** Where the item goes; null when it needs a workspace and none is selected. */
  to: string | null;
  /** Router state the link carries. */
  state?: unknown;
  isActive: boolean;
  /** Whether the item is in the mobile bottom bar (000 §2 Shell's five, and My Tasks). */
  inMobileBar: boolean;
  /** Left out of the desktop header, which holds 000 §2's seven; a desktop reaches it otherwise. */
  isPhoneOnly?: boolean;
}

/** The ids in the URL, whichever nested route holds them. */
function useUrlIds() {
  const matches = useMatches();
  const params = matches.at(-1)?.params ?? {};
  return {
    workspaceId: params.workspaceId,
    projectId: params.projectId,
    taskId: params.taskId,
  };
}

function matchesAny(pathname: string, patterns: string[]) {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The shell's navigation (000 §2 Shell). The selected workspace is the one in the URL, else the
 * one opened last; items that need one are disabled without it. Tasks and Files narrow to the
 * project or task in the URL.
 */
export function useNavItems(): NavItem[] {
  const { pathname } = useLocation();
  const { workspaceId: urlWorkspaceId, projectId, taskId } = useUrlIds();

  useEffect(() => {
    if (urlWorkspaceId) setLastWorkspaceId(urlWorkspaceId);
  }, [urlWorkspaceId]);

  const workspaceId = urlWorkspaceId ?? getLastWorkspaceId();
  const inWorkspace = (build: (id: string) => string) => (workspaceId ? build(workspaceId) : null);

  return [
    {
      label: 'Workspaces',
      icon: LayoutGrid,
      to: paths.workspaces(),
      // Someone choosing Workspaces wants the list, not the workspace it would reopen.
      state: skipRestoreState,
      isActive: matchesAny(pathname, [routePatterns.workspaces, routePatterns.workspace]),
      inMobileBar: true,
    },
    {
      label: 'Projects',
      icon: FolderKanban,
      to: inWorkspace(paths.projects),
      isActive: matchesAny(pathname, [routePatterns.projects, routePatterns.project]),
      inMobileBar: true,
    },
    {
      label: 'Ventures',
      icon: Rocket,
      to: workspaceId ? paths.ventures(workspaceId) : paths.exploreVentures(),
      isActive: matchesAny(pathname, [
        routePatterns.exploreVentures,
        routePatterns.ventures,
        `${routePatterns.ventures}/*`,
      ]),
      inMobileBar: true,
    },
    {
      label: 'Tasks',
      icon: ListChecks,
      to: inWorkspace((id) =>
        projectId ? paths.projectTasks(id, projectId) : paths.workspaceTasks(id),
      ),
      isActive: matchesAny(pathname, [
        routePatterns.workspaceTasks,
        routePatterns.projectTasks,
        routePatterns.task,
      ]),
      inMobileBar: true,
    },
    {
      // The tasks assigned to the signed-in person: one tap from a phone's bottom bar, and a link
      // on the Tasks page on a desktop, whose header has no room for an eighth item.
      label: 'My Tasks',
      icon: UserRoundCheck,
      to: inWorkspace(paths.myTasks),
      isActive: matchesAny(pathname, [routePatterns.myTasks]),
      inMobileBar: true,
      isPhoneOnly: true,
    },
    {
      label: 'Files',
      icon: FolderOpen,
      to: inWorkspace((id) =>
        projectId && taskId ? paths.taskFiles(id, projectId, taskId) : paths.workspaceFiles(id),
      ),
      isActive: matchesAny(pathname, [routePatterns.workspaceFiles, routePatterns.taskFiles]),
      inMobileBar: false,
    },
    {
      label: 'Notifications',
      icon: Bell,
      to: inWorkspace(paths.notifications),
      isActive: matchesAny(pathname, [routePatterns.notifications]),
      inMobileBar: false,
    },
    {
      label: 'My Pledges',
      icon: HandCoins,
      to: paths.pledges(),
      isActive: matchesAny(pathname, [routePatterns.pledges]),
      inMobileBar: true,
    },
  ];
}
