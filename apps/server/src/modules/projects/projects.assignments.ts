import type { z } from 'zod';
import type {
  createProjectAssignmentInputSchema,
  Project,
} from '@groundwork/shared/projects/schemas';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import { AppError } from '../../platform/errors';
import type { ResolveAccess } from '../../platform/workspace-access';
import type { ProjectLoader } from './projects.loader';
import * as repo from './projects.repository';

export type AssignmentBody = z.output<typeof createProjectAssignmentInputSchema>;

type AssignmentChange = Extract<Change, { type: `project.assignment.${string}` }>['type'];

/** Who is on a project's team, and with which role there. */
export function createProjectAssignments({
  db,
  clock,
  loader: { loadProject, loadVisibleProject },
}: {
  db: Database;
  clock: Clock;
  loader: ProjectLoader;
}) {
  function recordAssignment(
    tx: Queryable,
    type: AssignmentChange,
    project: Pick<Project, 'id' | 'workspaceId'>,
    userId: string,
    actorId: string,
    fields: FieldChange[] = [],
  ): Promise<void> {
    const change = {
      type,
      workspaceId: project.workspaceId,
      projectId: project.id,
      userId,
      actorId,
      fields,
    };
    return recordChanges(tx, [change], clock.now());
  }

  return {
    /**
     * Puts an active member on the project inside the caller's transaction (a task assigned to
     * them), recorded as `addAssignment` records it; someone already on it keeps the role the
     * project gave them, and nothing is recorded.
     */
    async joinProject(
      tx: Queryable,
      project: Pick<Project, 'id' | 'workspaceId'>,
      member: { userId: string; role: MemberRole },
      actorId: string,
    ): Promise<void> {
      const added = await repo.insertAssignmentIfAbsent(tx, {
        projectId: project.id,
        userId: member.userId,
        role: member.role,
        assignedBy: actorId,
        assignedAt: clock.now(),
      });
      if (!added) return;
      await recordAssignment(tx, 'project.assignment.added', project, member.userId, actorId, [
        { field: 'role', from: null, to: member.role },
      ]);
    },

    /** Assigns an active workspace member with a role, or changes their role on the project. */
    async addAssignment(
      id: string,
      resolveAccess: ResolveAccess,
      input: AssignmentBody,
    ): Promise<{ project: Project; created: boolean }> {
      const { access, project } = await loadVisibleProject(id, resolveAccess, 'project:assign');
      if (!(await repo.isActiveMember(db, access.workspace.id, input.userId))) {
        const message = projectMessages.assigneeNotMember;
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'userId', message }]);
      }
      const existing = project.assignments.find((a) => a.userId === input.userId);
      const created = !existing;
      await db.transaction(async (tx) => {
        await repo.upsertAssignment(tx, {
          projectId: project.id,
          userId: input.userId,
          role: input.role,
          assignedBy: access.actor.userId,
          assignedAt: clock.now(),
        });
        await recordAssignment(
          tx,
          'project.assignment.added',
          project,
          input.userId,
          access.actor.userId,
          [{ field: 'role', from: existing?.role ?? null, to: input.role }],
        );
      });
      return { project: await loadProject(project.id), created };
    },

    async removeAssignment(
      id: string,
      userId: string,
      resolveAccess: ResolveAccess,
    ): Promise<Project> {
      const { access, project } = await loadVisibleProject(id, resolveAccess, 'project:assign');
      await db.transaction(async (tx) => {
        const removed = isId(userId) && (await repo.deleteAssignment(tx, project.id, userId));
        if (!removed) throw new AppError('NOT_FOUND', projectMessages.assignmentNotFound);
        await recordAssignment(
          tx,
          'project.assignment.removed',
          project,
          userId,
          access.actor.userId,
        );
      });
      return loadProject(project.id);
    },
  };
}
