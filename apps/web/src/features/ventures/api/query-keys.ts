import type { VentureCategory, VentureStatus } from '@groundwork/shared/ventures/constants';

/** The list filters that travel to GET /api/ventures/workspace/{workspaceId}. */
export interface VentureListFilters {
  status?: VentureStatus;
  type?: VentureCategory;
}

export const ventureKeys = {
  all: ['ventures'] as const,
  lists: () => [...ventureKeys.all, 'list'] as const,
  list: (workspaceId: string, filters: VentureListFilters) =>
    [...ventureKeys.lists(), workspaceId, filters] as const,
  public: () => [...ventureKeys.lists(), 'public'] as const,
  featured: () => [...ventureKeys.lists(), 'featured'] as const,
  details: () => [...ventureKeys.all, 'detail'] as const,
  detail: (ventureId: string) => [...ventureKeys.details(), ventureId] as const,
  pledges: (ventureId: string) => [...ventureKeys.all, 'pledges', ventureId] as const,
};

/** The backer's own pledges, cached by My Pledges under this key; a pledge refreshes it. */
export const myPledgesKey = ['pledges', 'mine'] as const;

/** The workspace detail answer, cached by other screens under the same key. */
export const workspaceDetailKey = (workspaceId: string) =>
  ['workspaces', 'detail', workspaceId] as const;

/** A conversion adds a project and members, so those lists refetch. */
export const projectsKey = ['projects'] as const;
export const workspacesKey = ['workspaces'] as const;

/** The API path of one venture, or of something under it; ids from the URL are escaped. */
export function venturePath(ventureId: string, ...rest: string[]): string {
  return `/api/ventures/${[ventureId, ...rest].map(encodeURIComponent).join('/')}`;
}
