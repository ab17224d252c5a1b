import { generatePath } from 'react-router';
import { routePatterns } from '../../lib/paths';

/** Routes of 001 §2 that the app's path builders do not spell. */
export const newVenturePath = (workspaceId: string) =>
  generatePath(routePatterns.newVenture, { workspaceId });

export const editVenturePath = (workspaceId: string, ventureId: string) =>
  generatePath(routePatterns.editVenture, { workspaceId, ventureId });
