import { isId } from '@groundwork/shared/common/guards';
import { ApiError } from '../../../lib/api-client';
import { useRouteParams } from '../../../lib/use-route-params';
import { useVenture } from '../api/get-ventures';

/** The venture of the address, and whether its ids are malformed or it does not exist. */
export function useVenturePage() {
  const { workspaceId, ventureId } = useRouteParams('workspaceId', 'ventureId');
  const validIds = isId(workspaceId) && isId(ventureId);
  const ventureQuery = useVenture(workspaceId, ventureId, validIds);
  const isMissing =
    (ventureQuery.error instanceof ApiError && ventureQuery.error.status === 404) ||
    (ventureQuery.data !== undefined && ventureQuery.data.workspaceId !== workspaceId);
  return { workspaceId, ventureId, validIds, isMissing, ventureQuery };
}
