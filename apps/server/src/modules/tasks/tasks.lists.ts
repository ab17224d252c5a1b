import { DUE_SOON_WINDOW_MS } from '@groundwork/shared/common/constants';
import { pageSchema, type PageQuery } from '@groundwork/shared/common/paging';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { seesAllProjects } from '@groundwork/shared/permissions/resources';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { taskCompletionRate, type TaskMetrics } from '@groundwork/shared/tasks/rules';
import {
  taskListSchema,
  taskSchema,
  type ListTasksFilters,
  type TaskMetricsQuery,
} from '@groundwork/shared/tasks/schemas';
import type { AnswerCache } from '../../platform/answer-cache';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import { pageOf, pageRequestOf, type PageRequest } from '../../platform/paging';
import { jsonSerializerFor } from '../../platform/serializer';
import type { WorkspaceAccess } from '../../platform/workspace-access';
import { toTask } from './tasks.presenter';
import * as repo from './tasks.repository';

/** A page of the tasks list (`?limit=&cursor=`). */
export const taskPageSchema = pageSchema(taskSchema, 'TaskPage');

const serializeTaskList = jsonSerializerFor(taskListSchema);
const serializeTaskPage = jsonSerializerFor(taskPageSchema);

export const projectNotFound = () => new AppError('NOT_FOUND', projectMessages.notFound);

/**
 * Everything besides the workspace's data that shapes a task list: whose view it is (everything,
 * or one person's projects), its filters and its sort.
 */
function taskListKey(workspaceId: string, actor: WorkspaceActor, filters: ListTasksFilters) {
  const viewer = seesAllProjects(actor) ? 'all' : actor.userId;
  const { projectId, status, priority, assignedTo, labelId, sortBy, sortOrder } = filters;
  // The labels in one order, so that `a,b` and `b,a` share an answer.
  const labels = labelId && [...labelId].sort().join(',');
  return [
    'tasks',
    workspaceId,
    viewer,
    projectId,
    status,
    priority,
    assignedTo,
    labels,
    sortBy,
    sortOrder,
  ]
    .map((part) => part ?? '')
    .join('|');
}

/** The tasks list and its metrics, over what the caller may see of a workspace or one project. */
export function createTaskLists({
  db,
  clock,
  answers,
}: {
  db: Database;
  clock: Clock;
  answers: AnswerCache;
}) {
  /** A project that is not this workspace's is not found; one the caller cannot see, refused. */
  async function requireListedProject(access: WorkspaceAccess, projectId: string | undefined) {
    if (!projectId) return;
    const project = await repo.findProjectAccess(db, projectId, access.actor.userId);
    if (!project || project.workspaceId !== access.workspace.id) throw projectNotFound();
    requireAllowed(deniedReason(access.actor, 'task:view', project));
  }

  function answerPage(
    { workspace, actor }: WorkspaceAccess,
    filters: ListTasksFilters,
    page: PageRequest,
    key: string,
  ): Promise<Buffer> {
    return answers.answer({
      key,
      revision: workspace.contentRevision,
      async build() {
        const list = await repo.listTasksPage(db, workspace.id, actor, filters, page);
        const order = repo.taskOrder(filters);
        return {
          revision: list.contentRevision,
          json: serializeTaskPage(pageOf(order, page, list.rows, toTask)),
        };
      },
    });
  }

  return {
    /**
     * The tasks the caller may see, filtered and sorted by the query (000 §7): the whole list, or
     * with `limit`/`cursor` a page of it. The JSON is reused from the answer cache while none of
     * its rows has changed, each page under a key of its own.
     */
    async listTasks(access: WorkspaceAccess, query: ListTasksFilters & PageQuery): Promise<Buffer> {
      const { limit, cursor, ...filters } = query;
      const page = pageRequestOf(repo.taskOrder(filters), { limit, cursor });
      await requireListedProject(access, filters.projectId);
      const { workspace, actor } = access;
      const key = taskListKey(workspace.id, actor, filters);
      if (page) {
        return answerPage(access, filters, page, `${key}|page|${page.limit}|${cursor ?? ''}`);
      }
      return answers.answer({
        key,
        revision: workspace.contentRevision,
        async build() {
          const list = await repo.listTasks(db, workspace.id, actor, filters);
          return {
            revision: list.contentRevision,
            json: serializeTaskList(list.rows.map(toTask)),
          };
        },
      });
    },

    /**
     * The metrics of the list GET /api/tasks answers without filters (000 §3), counted in the
     * database: the same tasks, overdue and due soon as of the clock's now. Not kept in the answer
     * cache, since they change with the time as well as with the tasks.
     */
    async taskMetrics(access: WorkspaceAccess, query: TaskMetricsQuery): Promise<TaskMetrics> {
      await requireListedProject(access, query.projectId);
      const now = clock.now();
      const dueSoonUntil = new Date(now.getTime() + DUE_SOON_WINDOW_MS);
      const { projectId, priority, assignedTo, labelId } = query;
      const counts = await repo.countTasks(
        db,
        access.workspace.id,
        access.actor,
        { projectId, priority, assignedTo, labelId },
        { now, dueSoonUntil },
      );
      return { ...counts, completionRate: taskCompletionRate(counts.completed, counts.total) };
    },
  };
}
