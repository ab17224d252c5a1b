import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListChecks, Plus } from 'lucide-react';
import {
  CHECKLISTS_PER_TASK_MAX,
  checklistMessages,
} from '@groundwork/shared/checklists/constants';
import type { Checklist, ChecklistItem } from '@groundwork/shared/checklists/schemas';
import type { UserSummary } from '@groundwork/shared/common/schemas';
import { can, deniedReason } from '@groundwork/shared/permissions/can';
import {
  canViewProject,
  viewerOf,
  type ProjectAccess,
} from '@groundwork/shared/permissions/visibility';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { personLabel } from '../../../lib/phone-number';
import { useWaitingSubjects } from '../../../lib/queued-writes/use-waiting-writes';
import { useNow } from '../../../lib/use-now';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useMoveChecklist } from '../api/mutate-checklists';
import { checklistLabels, checklistNames, checklistUiMessages } from '../checklist-messages';
import { ChecklistCard, type ChecklistSettings } from './checklist-card';
import type { ChecklistFormDialogProps } from './checklist-form-dialog';
import type { ChecklistItemDialogProps } from './checklist-item-dialog';
import { ChecklistsHeading, ChecklistsSkeleton } from './checklists-skeleton';
import { ReorderableList } from './reorderable-list';

// The forms (react-hook-form, the template picker) load when someone first opens one.
const ChecklistFormDialog = lazyDialog<ChecklistFormDialogProps>(
  () => import('./checklist-form-dialog').then((module) => module.ChecklistFormDialog),
  (props) => props.open,
);
const ChecklistItemDialog = lazyDialog<ChecklistItemDialogProps>(
  () => import('./checklist-item-dialog').then((module) => module.ChecklistItemDialog),
  (props) => props.open,
);

/** The active members who can see the task's project: those an item may be given to. */
function assignablePeople(
  workspace: WorkspaceDetail | undefined,
  project: ProjectAccess | undefined,
): UserSummary[] {
  if (!workspace) return [];
  return workspace.members
    .filter((member) => {
      const viewer = viewerOf(member.userId, member, workspace.ownerId);
      return viewer.role !== null && (!project || canViewProject(viewer, project));
    })
    .map((member) => member.user);
}

/** The section's content: its four states, and what the person may do with its checklists. */
export function ChecklistsContent({
  workspaceId,
  task,
  project,
  query,
  headingId,
}: {
  workspaceId: string;
  task: Task;
  project: ProjectAccess | undefined;
  query: UseQueryResult<Checklist[]>;
  headingId: string;
}) {
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const now = useNow();
  const waitingIds = useWaitingSubjects();
  const reasonId = useId();
  const [checklistForm, setChecklistForm] = useState<{ open: boolean; checklist?: Checklist }>({
    open: false,
  });
  const [itemForm, setItemForm] = useState<{ open: boolean; item: ChecklistItem | null }>({
    open: false,
    item: null,
  });
  const moveChecklist = useMoveChecklist(workspaceId, task.id);

  const mayShape = actor !== null && can(actor, 'checklist:manage', task);
  // Without its project (it failed to load) the server still decides, and says why if it refuses.
  const tickDenial =
    actor !== null && project ? deniedReason(actor, 'checklist:tick', project) : null;
  const members = workspace?.members ?? [];
  const settings: ChecklistSettings = {
    workspaceId,
    taskId: task.id,
    now,
    mayShape,
    mayTick: actor !== null && tickDenial === null,
    tickDeniedId: tickDenial ? reasonId : undefined,
    waitingIds,
    assigneeNameOf: (userId) => {
      if (userId === null) return null;
      const member = members.find((candidate) => candidate.userId === userId);
      return member ? personLabel(member.user) : checklistLabels.formerMember;
    },
    onRename: (checklist) => setChecklistForm({ open: true, checklist }),
    onEditItem: (item) => setItemForm({ open: true, item }),
  };

  const checklists = query.data;
  const isFull = (checklists?.length ?? 0) >= CHECKLISTS_PER_TASK_MAX;
  const addButton = (
    <Button
      size="sm"
      disabled={isFull}
      aria-describedby={isFull ? `${reasonId}-full` : undefined}
      onClick={() => setChecklistForm({ open: true })}
    >
      <Plus aria-hidden size={16} />
      {checklistLabels.addChecklist}
    </Button>
  );

  let body;
  if (!checklists && query.isError) {
    body = (
      <QueryErrorState query={query} title={checklistUiMessages.listErrorTitle} className="mt-3" />
    );
  } else if (!checklists) {
    body = <ChecklistsSkeleton />;
  } else if (checklists.length === 0) {
    body = (
      <div className="mt-3">
        <EmptyState
          icon={ListChecks}
          title={checklistUiMessages.emptyTitle}
          description={mayShape ? checklistUiMessages.emptyShaperDescription : undefined}
          action={mayShape ? addButton : undefined}
        />
      </div>
    );
  } else {
    body = (
      <ReorderableList
        className="mt-3 space-y-3"
        entries={checklists}
        nameOf={(checklist) => checklist.title}
        gripLabel={(checklist) => checklistNames.dragChecklist(checklist.title)}
        canReorder={mayShape}
        onMove={(checklist, from, to) => moveChecklist.mutate({ id: checklist.id, from, to })}
        renderEntry={(checklist, grip, index) => (
          <ChecklistCard
            checklist={checklist}
            index={index}
            count={checklists.length}
            grip={grip}
            settings={settings}
            onMove={(moved, from, to) => moveChecklist.mutate({ id: moved.id, from, to })}
          />
        )}
      />
    );
  }

  const hasChecklists = checklists !== undefined && checklists.length > 0;
  return (
    <>
      <ChecklistsHeading
        id={headingId}
        action={mayShape && hasChecklists ? addButton : undefined}
      />
      {mayShape && isFull && (
        <p id={`${reasonId}-full`} className="mt-1 text-[13px] text-muted">
          {checklistMessages.tooManyChecklists}
        </p>
      )}
      {tickDenial && hasChecklists && (
        <p id={reasonId} className="mt-1 text-[13px] text-muted">
          {tickDenial}
        </p>
      )}
      {body}
      {mayShape && (
        <>
          <ChecklistFormDialog
            open={checklistForm.open}
            onOpenChange={(open) => setChecklistForm((form) => ({ ...form, open }))}
            workspaceId={workspaceId}
            taskId={task.id}
            checklist={checklistForm.checklist}
          />
          <ChecklistItemDialog
            open={itemForm.open}
            onOpenChange={(open) => setItemForm((form) => ({ ...form, open }))}
            workspaceId={workspaceId}
            taskId={task.id}
            item={itemForm.item}
            assignees={assignablePeople(workspace, project)}
          />
        </>
      )}
    </>
  );
}
