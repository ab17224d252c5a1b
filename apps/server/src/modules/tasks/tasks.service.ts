import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { ifMatchAccepts, taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import { taskUpdateAction } from '@groundwork/shared/tasks/rules';
import type {
  createTaskInputSchema,
  Task,
  updateTaskInputSchema,
} from '@groundwork/shared/tasks/schemas';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { AnswerCache } from '../../platform/answer-cache';
import type { AuthContext } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import type { FieldChange } from '../../platform/changes/change';
import { fieldChanges, recordChanges } from '../../platform/changes/change-record';
import { AppError, requireAllowed } from '../../platform/errors';
import { toCents, toDate, withoutUndefined } from '../../platform/update-values';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import type { LabelsService } from '../labels/labels.service';
import type { ProjectsService } from '../projects/projects.service';
import { createTaskLists, projectNotFound } from './tasks.lists';
import { toTask } from './tasks.presenter';
import * as repo from './tasks.repository';

export type CreateTaskBody = z.output<typeof createTaskInputSchema>;
export type UpdateTaskBody = z.output<typeof updateTaskInputSchema>;

export interface TasksServiceDeps {
  db: Database;
  clock: Clock;
  answers: AnswerCache;
  /** Puts an assignee on the task's project, recorded as any other team change. */
  projects: Pick<ProjectsService, 'joinProject'>;
  /** Gives a task its labels, in the task's own transaction. */
  labels: Pick<LabelsService, 'setTaskLabels'>;
}

const taskNotFound = () => new AppError('NOT_FOUND', taskMessages.notFound);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/** A workspace the caller is not an active member of reads as `notFound` (ids cannot be probed). */
async function accessOr(
  resolveAccess: ResolveAccess,
  workspaceId: string,
  notFound: () => AppError,
): Promise<WorkspaceAccess> {
  return resolveAccess(workspaceId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound() : error;
  });
}

type Actor = AuthContext['user'];

/**
 * When a change to a task happened, as its new `updatedAt`: always after the version it replaces
 * (even when two changes share a millisecond, or an instance's clock is behind), so that the task's
 * entity tag changes with every change.
 */
function changedAt(previous: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}

/** The task after an update or, when `If-Match` did not accept its version, as it is unchanged. */
export interface TaskUpdate {
  task: Task;
  preconditionFailed: boolean;
}

export interface VisibleTask {
  access: WorkspaceAccess;
  task: repo.TaskWithNames;
  project: repo.ProjectAccessRow;
}

/** A task's fields as the change record keeps them: money in dollars, dates as ISO strings. */
function recordedFields(task: Task) {
  return {
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    amount: task.amount,
    transactionType: task.transactionType,
    assignedTo: task.assignedTo,
  };
}
const recordedTaskFields = [
  'title',
  'description',
  'status',
  'priority',
  'dueDate',
  'amount',
  'transactionType',
  'assignedTo',
] as const;

/**
 * The task's labels as the record keeps them, when they changed: their names, by name as a task
 * answers them (`from` null for a new task), so that its activity says which.
 */
function labelChanges(before: Task | null, after: Task): FieldChange[] {
  const names = (task: Task) => task.labels.map((label) => label.name);
  const ids = (task: Task | null) => (task?.labels ?? []).map((label) => label.id).join();
  if (ids(before) === ids(after)) return [];
  return [{ field: 'labels', from: before && names(before), to: names(after) }];
}

export function createTasksService({ db, clock, answers, projects, labels }: TasksServiceDeps) {
  /**
   * The assignee must be an active member of the workspace; they are then put on the project.
   * Runs inside the write's transaction.
   */
  async function assignInto(
    tx: Queryable,
    access: WorkspaceAccess,
    projectId: string,
    assigneeId: string,
  ): Promise<void> {
    const role = await repo.activeMemberRole(tx, access.workspace.id, assigneeId);
    if (role === null) throw invalid('assignedTo', taskMessages.assigneeNotMember);
    await projects.joinProject(
      tx,
      { id: projectId, workspaceId: access.workspace.id },
      { userId: assigneeId, role },
      access.actor.userId,
    );
  }

  /** The task as it answers, read in `tx`, so that it shows the transaction's own writes. */
  async function loadTask(tx: Queryable, taskId: string): Promise<Task> {
    const row = await repo.findTaskWithNames(tx, taskId);
    if (!row) throw taskNotFound();
    return toTask(row);
  }

  /**
   * The task behind a path id, once the caller may see its project (and do `action`, when given).
   * A task in a workspace the caller is not an active member of is simply not found.
   */
  async function loadVisibleTask(
    id: string,
    resolveAccess: ResolveAccess,
    action?: 'task:update' | 'task:delete',
  ): Promise<VisibleTask> {
    if (!isId(id)) throw taskNotFound();
    const task = await repo.findTaskWithNames(db, id);
    if (!task) throw taskNotFound();
    const access = await accessOr(resolveAccess, task.task.workspaceId, taskNotFound);
    const project = await repo.findProjectAccess(db, task.task.projectId, access.actor.userId);
    if (!project) throw taskNotFound();
    requireAllowed(deniedReason(access.actor, 'task:view', project));
    if (action) requireAllowed(deniedReason(access.actor, action));
    return { access, task, project };
  }

  return {
    loadVisibleTask,
    ...createTaskLists({ db, clock, answers }),

    /**
     * `loadVisibleTask` for a route about something inside a task (its files, its checklists): a
     * task the caller may not see answers `notFound()`, as one that does not exist, so that ids
     * cannot be probed.
     */
    async loadVisibleTaskOr(
      id: string,
      resolveAccess: ResolveAccess,
      notFound: () => AppError,
    ): Promise<VisibleTask> {
      try {
        return await loadVisibleTask(id, resolveAccess);
      } catch (error) {
        if (
          error instanceof AppError &&
          (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')
        ) {
          throw notFound();
        }
        throw error;
      }
    },

    /**
     * Holds the task's row until `tx` ends: every write to the task's checklists takes it first, so
     * that their positions, limits and the kept totals change one write at a time, and always in
     * the same order of locks. False when the task is gone.
     */
    lockTask(tx: Queryable, taskId: string): Promise<boolean> {
      return repo.lockTaskRow(tx, taskId);
    },

    /**
     * Moves the task's kept totals of checklist items ticked and in all by `delta`, in `tx`. The
     * task's `updatedAt` stays: it is the task's version (`If-Match`), which its checklists are not
     * part of.
     */
    async keepChecklistTotals(
      tx: Queryable,
      taskId: string,
      delta: { done: number; total: number },
    ): Promise<void> {
      if (delta.done === 0 && delta.total === 0) return;
      await repo.addToChecklistTotals(tx, taskId, delta);
    },

    async getTask(id: string, resolveAccess: ResolveAccess): Promise<Task> {
      return toTask((await loadVisibleTask(id, resolveAccess)).task);
    },

    /** Creates a task in the body's project (project_manager or higher). */
    async createTask(
      actor: Actor,
      resolveAccess: ResolveAccess,
      input: CreateTaskBody,
    ): Promise<Task> {
      const project = await repo.findProjectAccess(db, input.projectId, actor.id);
      if (!project) throw projectNotFound();
      const access = await accessOr(resolveAccess, project.workspaceId, projectNotFound);
      requireAllowed(deniedReason(access.actor, 'task:create'));
      requireAllowed(deniedReason(access.actor, 'task:view', project));
      const now = clock.now();
      return db.transaction(async (tx) => {
        if (input.assignedTo) await assignInto(tx, access, project.id, input.assignedTo);
        const row = await repo.insertTask(tx, {
          workspaceId: project.workspaceId,
          projectId: project.id,
          title: input.title,
          description: input.description ?? null,
          status: 'to_do',
          priority: input.priority,
          dueDate: toDate(input.dueDate) ?? null,
          amountCents: toCents(input.amount) ?? null,
          transactionType: input.transactionType ?? null,
          assignedTo: input.assignedTo ?? null,
          createdBy: access.actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        if (input.labelIds?.length) await labels.setTaskLabels(tx, row, input.labelIds);
        const task = await loadTask(tx, row.id);
        await recordChanges(
          tx,
          [
            {
              type: 'task.created',
              workspaceId: row.workspaceId,
              projectId: row.projectId,
              taskId: row.id,
              taskTitle: row.title,
              actorId: actor.id,
              assignedTo: row.assignedTo,
              fields: labelChanges(null, task),
            },
          ],
          now,
        );
        return task;
      });
    },

    /**
     * Changes the fields present; null clears an optional one. A status alone needs only sight of
     * the project, anything more project_manager or higher (DECISIONS.md "Tasks and comments").
     * With `ifMatch`, the change is made only on the version it names (checked on the locked row,
     * after the access checks).
     */
    async updateTask(
      actor: Actor,
      id: string,
      resolveAccess: ResolveAccess,
      input: UpdateTaskBody,
      ifMatch?: string,
    ): Promise<TaskUpdate> {
      const { access, project } = await loadVisibleTask(id, resolveAccess);
      const action = taskUpdateAction(input);
      requireAllowed(
        action === 'task:update'
          ? deniedReason(access.actor, action)
          : deniedReason(access.actor, action, project),
      );
      const now = clock.now();
      return db.transaction(async (tx) => {
        const locked = await repo.lockTaskWithNames(tx, id);
        if (!locked) throw taskNotFound();
        const before = toTask(locked);
        if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, taskEntityTag(before))) {
          return { task: before, preconditionFailed: true };
        }
        const { task } = locked;
        if (input.assignedTo && input.assignedTo !== task.assignedTo) {
          await assignInto(tx, access, task.projectId, input.assignedTo);
        }
        const changes: repo.TaskChanges = withoutUndefined({
          title: input.title,
          description: input.description,
          status: input.status,
          priority: input.priority,
          dueDate: toDate(input.dueDate),
          amountCents: toCents(input.amount),
          transactionType: input.transactionType,
          assignedTo: input.assignedTo,
          updatedAt: changedAt(task.updatedAt, now),
        });
        await repo.updateTask(tx, task.id, changes);
        if (input.labelIds) await labels.setTaskLabels(tx, task, input.labelIds);
        const updated = await loadTask(tx, task.id);
        await recordChanges(
          tx,
          [
            {
              type: 'task.updated',
              workspaceId: task.workspaceId,
              projectId: task.projectId,
              taskId: task.id,
              taskTitle: updated.title,
              actorId: actor.id,
              assignedTo: updated.assignedTo,
              previousAssignedTo: task.assignedTo,
              fields: [
                ...fieldChanges(
                  recordedFields(before),
                  recordedFields(updated),
                  recordedTaskFields,
                ),
                ...labelChanges(before, updated),
              ],
            },
          ],
          now,
        );
        return { task: updated, preconditionFailed: false };
      });
    },

    /** Deletes the task and its comments (project_manager or higher). */
    async deleteTask(id: string, resolveAccess: ResolveAccess): Promise<void> {
      const { access, task } = await loadVisibleTask(id, resolveAccess, 'task:delete');
      await db.transaction(async (tx) => {
        await repo.deleteTask(tx, task.task.id);
        await recordChanges(
          tx,
          [
            {
              type: 'task.deleted',
              workspaceId: task.task.workspaceId,
              projectId: task.task.projectId,
              taskId: task.task.id,
              taskTitle: task.task.title,
              actorId: access.actor.userId,
            },
          ],
          clock.now(),
        );
      });
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
