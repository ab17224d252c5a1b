import { matchPath, useLocation, useMatches } from 'react-router';
import { getLastWorkspaceId } from '../../lib/last-workspace';
import { routePatterns } from '../../lib/paths';

/** The workspace searched in: the one in the URL, else the one opened last; null with none. */
export function useSearchWorkspaceId(): string | null {
  const params = useMatches().at(-1)?.params ?? {};
  return params.workspaceId ?? getLastWorkspaceId();
}

/** Whether the search screen is open (the header's field then gives way to the screen's own). */
export function useIsOnSearchScreen(): boolean {
  return matchPath(routePatterns.search, useLocation().pathname) !== null;
}
