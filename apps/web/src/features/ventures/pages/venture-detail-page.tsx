import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ArrowRightLeft,
  CalendarDays,
  HandCoins,
  Info,
  Pencil,
  Rocket,
  Trash2,
  User,
  Users,
} from 'lucide-react';
import { pluralize } from '@groundwork/shared/common/relative-time';
import { ventureActions, type VentureActions } from '@groundwork/shared/permissions/resources';
import {
  isVentureImage,
  ventureStatusMessage,
  ventureTexts,
} from '@groundwork/shared/ventures/rules';
import type { Venture, VentureConversionPreview } from '@groundwork/shared/ventures/schemas';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { pledgeExplainer } from '@groundwork/shared/pledges/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { formatVentureDate } from '../format-date';
import { paths } from '../../../lib/paths';
import { useConversionPreview, useWorkspaceName } from '../api/get-ventures';
import { useConvertVenture, useDeleteVenture, usePublishVenture } from '../api/mutate-venture';
import { ImageGallery } from '../components/image-gallery';
import { VentureBackers } from '../components/venture-backers';
import { ConfirmDialog, PledgeDialog } from '../components/lazy-dialogs';
import { useVenturePage } from '../components/use-venture-page';
import { VentureStatusBadge } from '../../../components/status-badges';
import {
  CountdownText,
  isCountingDown,
  FundingBar,
  VentureCategoryBadge,
} from '../components/venture-badges';
import { VentureDocuments } from '../components/venture-media';
import {
  VentureLoadFailed,
  VentureNotFound,
  VenturePageSkeleton,
} from '../components/venture-not-found';
import { conversionTexts, publishConfirmation, ventureToasts } from '../venture-messages';
import { editVenturePath, venturesTrail } from '../venture-paths';

/** Until the person is known, nothing is offered. */
const noVentureActions: VentureActions = {
  canView: false,
  canEdit: false,
  canDelete: false,
  canPublish: false,
  canConvert: false,
  canPledge: false,
  canManageFiles: false,
  canDeleteFiles: false,
  canSeePledges: false,
};

/** One venture with its funding, pitch, media and the actions of 001 §6 (the shared rule). */
export function VentureDetailPage() {
  const { workspaceId, validIds, isMissing, ventureQuery } = useVenturePage();
  const backTo = paths.ventures(workspaceId);
  if (!validIds)
    return (
      <VentureNotFound pageTitle="Venture" title={ventureMessages.invalidIds} backTo={backTo} />
    );
  if (isMissing)
    return <VentureNotFound pageTitle="Venture" title={ventureMessages.notFound} backTo={backTo} />;
  if (ventureQuery.isError) return <VentureLoadFailed query={ventureQuery} />;
  if (!ventureQuery.data) return <VenturePageSkeleton />;
  return <VentureDetail venture={ventureQuery.data} workspaceId={workspaceId} />;
}

/**
 * The convert confirmation as it will really happen: how many backers join the workspace, and
 * who of them is a member already (they keep their role), once the server has said.
 */
function conversionWords(
  name: string,
  preview: UseQueryResult<VentureConversionPreview>,
): { message: ReactNode; note?: ReactNode } {
  if (preview.data) {
    const { backerCount, addedMembers, existingMembers } = preview.data;
    const names = existingMembers.map((member) => member.name);
    return {
      message: ventureTexts.convertConfirmationFor(name, { backerCount, addedMembers }),
      note:
        names.length > 0
          ? ventureTexts.alreadyMembers(names, backerCount - addedMembers)
          : undefined,
    };
  }
  if (preview.isError) return { message: conversionTexts.unknown(name) };
  return {
    message: (
      <span role="status" aria-busy="true">
        {conversionTexts.checking}
      </span>
    ),
  };
}

/** The pitch's paragraphs are separated by blank lines; single breaks stay within a paragraph. */
function paragraphsOf(pitch: string): string[] {
  return pitch
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function VentureDetail({ venture, workspaceId }: { venture: Venture; workspaceId: string }) {
  const navigate = useNavigate();
  const workspaceName = useWorkspaceName(workspaceId);
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;
  const { canEdit, canDelete, canPublish, canConvert, canPledge, canDeleteFiles, canSeePledges } =
    userId === null ? noVentureActions : ventureActions(venture, userId);
  const [pledging, setPledging] = useState(false);
  const [converting, setConverting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const convert = useConvertVenture(workspaceId);
  const conversionPreview = useConversionPreview(workspaceId, venture.id, converting);
  const remove = useDeleteVenture(workspaceId);
  const publish = usePublishVenture(workspaceId);
  const statusMessage = ventureStatusMessage(venture, userId);
  const images = venture.files.filter((file) => isVentureImage(file.mimeType));
  const creatorName = venture.creator.name ?? venture.creatorName ?? 'Unknown';

  return (
    <div className="space-y-5">
      <PageHeader
        title={venture.name}
        breadcrumbs={[...venturesTrail(workspaceId, workspaceName), { label: venture.name }]}
        badge={
          <div className="flex flex-wrap items-center gap-1.5">
            <VentureStatusBadge status={venture.status} />
            <VentureCategoryBadge category={venture.type} />
          </div>
        }
        description={venture.description ?? undefined}
        actions={
          <>
            {canEdit && (
              <Link
                to={editVenturePath(workspaceId, venture.id)}
                className={buttonClasses('secondary')}
              >
                <Pencil aria-hidden size={16} />
                Edit
              </Link>
            )}
            {canDelete && (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden size={16} />
                Delete
              </Button>
            )}
            {canPublish && (
              <Button onClick={() => setPublishing(true)}>
                <Rocket aria-hidden size={16} />
                Publish
              </Button>
            )}
            {canPledge && (
              <Button onClick={() => setPledging(true)}>
                <HandCoins aria-hidden size={16} />
                Pledge
              </Button>
            )}
            {canConvert && (
              <Button onClick={() => setConverting(true)}>
                <ArrowRightLeft aria-hidden size={16} />
                Convert to Project
              </Button>
            )}
          </>
        }
      />

      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-[13px] text-muted">
        <div className="inline-flex items-center gap-1">
          <User aria-hidden size={14} />
          <dt className="sr-only">Creator</dt>
          <dd>{creatorName}</dd>
        </div>
        <div className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden size={14} />
          <dt>Created</dt>
          <dd>{formatVentureDate(venture.createdAt)}</dd>
        </div>
        <div className="inline-flex items-center gap-1">
          <Users aria-hidden size={14} />
          <dt className="sr-only">Backers</dt>
          <dd>{pluralize(venture.backerCount, 'backer')}</dd>
        </div>
      </dl>

      {statusMessage && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-ink-soft"
        >
          <Info aria-hidden size={16} className="mt-0.5 shrink-0 text-accent" />
          <p>{statusMessage}</p>
        </div>
      )}
      {venture.status === 'converted' && venture.projectId && (
        <Link
          to={paths.projectTasks(workspaceId, venture.projectId)}
          className={buttonClasses('secondary')}
        >
          View Project
        </Link>
      )}

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <Card className="space-y-3 p-5">
            <h2 className="text-base font-semibold text-ink">Pitch</h2>
            <div className="space-y-3 text-ink-soft">
              {paragraphsOf(venture.pitchContent).map((paragraph, index) => (
                <p key={index} className="break-words whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </Card>
          <Card className="space-y-3 p-5">
            <h2 className="text-base font-semibold text-ink">Images</h2>
            <ImageGallery images={images} />
          </Card>
          <Card className="space-y-3 p-5">
            <h2 className="text-base font-semibold text-ink">Documents</h2>
            <VentureDocuments
              workspaceId={workspaceId}
              ventureId={venture.id}
              files={venture.files}
              canDelete={canDeleteFiles}
            />
          </Card>
          {canSeePledges && <VentureBackers venture={venture} />}
        </div>
        {/* Funding comes first on a phone, where the columns stack. */}
        <Card className="order-first h-fit space-y-4 p-5 lg:order-none lg:sticky lg:top-4">
          <h2 className="text-base font-semibold text-ink">Funding</h2>
          <FundingBar
            fundsPledged={venture.fundsPledged}
            targetGoal={venture.targetGoal}
            fundingProgress={venture.fundingProgress}
          />
          {isCountingDown(venture.status) && <CountdownText endDate={venture.endDate} />}
          <p className="text-[13px] text-muted">{pledgeExplainer}</p>
        </Card>
      </div>

      {canPledge && <PledgeDialog venture={venture} open={pledging} onOpenChange={setPledging} />}
      <ConfirmDialog
        open={converting}
        onOpenChange={setConverting}
        title="Convert to Project"
        {...conversionWords(venture.name, conversionPreview)}
        confirmLabel="Convert to Project"
        pendingLabel="Converting..."
        isPending={convert.isPending}
        variant="info"
        onConfirm={() => convert.mutate(venture.id, { onSettled: () => setConverting(false) })}
      />
      <ConfirmDialog
        open={publishing}
        onOpenChange={setPublishing}
        title="Publish Venture"
        message={publishConfirmation.message(venture.name)}
        note={publishConfirmation.note}
        confirmLabel="Publish"
        pendingLabel="Publishing..."
        isPending={publish.isPending}
        variant="info"
        onConfirm={() =>
          // The wizard publishes with the same call and words its own toasts, so they are here.
          publish.mutate(venture.id, {
            onSuccess: () => toast.success(ventureToasts.published),
            onError: (error) => toast.error(error.message),
            onSettled: () => setPublishing(false),
          })
        }
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete Venture"
        message={`Are you sure you want to delete "${venture.name}"?`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(venture.id, {
            onSuccess: () => void navigate(paths.ventures(workspaceId)),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </div>
  );
}
