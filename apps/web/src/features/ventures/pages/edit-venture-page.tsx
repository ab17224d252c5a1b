import { ventureActions } from '@groundwork/shared/permissions/resources';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { venturesTrail } from '../venture-paths';
import { useWorkspaceName } from '../api/get-ventures';
import { useVenturePage } from '../components/use-venture-page';
import {
  VentureLoadFailed,
  VentureNotFound,
  VenturePageSkeleton,
} from '../components/venture-not-found';
import { VentureWizard } from '../components/venture-wizard';

/** The wizard on an existing venture; only its creator edits it, and only while draft or live. */
export function EditVenturePage() {
  const { workspaceId, ventureId, validIds, isMissing, ventureQuery } = useVenturePage();
  const workspaceName = useWorkspaceName(workspaceId);
  const { data: user } = useCurrentUser();
  const backTo = paths.ventures(workspaceId);
  if (!validIds)
    return (
      <VentureNotFound
        pageTitle="Edit Venture"
        title={ventureMessages.invalidIds}
        backTo={backTo}
      />
    );
  if (isMissing)
    return (
      <VentureNotFound pageTitle="Edit Venture" title={ventureMessages.notFound} backTo={backTo} />
    );
  if (ventureQuery.isError) return <VentureLoadFailed query={ventureQuery} />;
  const venture = ventureQuery.data;
  if (!venture || !user) return <VenturePageSkeleton />;
  const { canEdit } = ventureActions(venture, user.id);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Edit Venture"
        breadcrumbs={[
          ...venturesTrail(workspaceId, workspaceName),
          { label: venture.name, to: paths.venture(workspaceId, ventureId) },
          { label: 'Edit Venture' },
        ]}
      />
      {canEdit ? (
        <VentureWizard workspaceId={workspaceId} venture={venture} />
      ) : (
        <EmptyState title={ventureMessages.cannotEdit} />
      )}
    </div>
  );
}
