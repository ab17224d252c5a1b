import type { VentureCategory, VentureStatus } from '@groundwork/shared/ventures/constants';
import { listQueryKeys } from '../../../lib/list-keys';

/** The list filters that travel to GET /api/ventures/workspace/{workspaceId}. */
export interface VentureListFilters {
  status?: VentureStatus;
  type?: VentureCategory;
}

export const ventureKeys = {
  ...listQueryKeys<[workspaceId: string, filters: VentureListFilters]>('ventures'),
  /** How many ventures that list holds: under the list's key, so a change refreshes both. */
  count: (workspaceId: string, filters: VentureListFilters) =>
    [...ventureKeys.list(workspaceId, filters), 'count'] as const,
  public: () => [...ventureKeys.lists(), 'public'] as const,
  publicPages: () => [...ventureKeys.public(), 'pages'] as const,
  featured: () => [...ventureKeys.lists(), 'featured'] as const,
  details: () => [...ventureKeys.all, 'detail'] as const,
  detail: (ventureId: string) => [...ventureKeys.details(), ventureId] as const,
  pledges: (ventureId: string) => [...ventureKeys.all, 'pledges', ventureId] as const,
  pledgePages: (ventureId: string) => [...ventureKeys.pledges(ventureId), 'pages'] as const,
  /** What converting it would do to the workspace's members, for its confirmation. */
  conversionPreview: (ventureId: string) =>
    [...ventureKeys.all, 'conversion-preview', ventureId] as const,
};

/** The backer's own pledges, cached by My Pledges under this key; a pledge refreshes it. */
export const myPledgesKey = ['pledges', 'mine'] as const;

/** A conversion adds a project and members, so those lists refetch. */
export const projectsKey = ['projects'] as const;
export const workspacesKey = ['workspaces'] as const;

/** The API path of one venture, or of something under it; ids from the URL are escaped. */
export function venturePath(ventureId: string, ...rest: string[]): string {
  return `/api/ventures/${[ventureId, ...rest].map(encodeURIComponent).join('/')}`;
}
