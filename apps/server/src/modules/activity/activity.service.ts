import type { ActivityItem, ActivityPage } from '@groundwork/shared/activity/schemas';
import {
  ACTIVITY_PAGE_DEFAULT,
  activityMessages,
  type ActivitySubjectType,
} from '@groundwork/shared/activity/constants';
import type { Database } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { projectViewer } from '../../platform/visibility';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import type { ProjectsService } from '../projects/projects.service';
import type { TasksService } from '../tasks/tasks.service';
import { activityChangeTypes, changeTypesOf, namesToRead, toActivityItem } from './activity-items';
import * as repo from './activity.repository';

export interface ActivityServiceDeps {
  db: Database;
  tasks: TasksService;
  projects: ProjectsService;
}

export interface ActivityPageQuery {
  limit?: number;
  cursor?: string;
}

export interface WorkspaceActivityFilters extends ActivityPageQuery {
  type?: ActivitySubjectType;
  actorId?: string;
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', activityMessages.badCursor, [
    { path: 'cursor', message: activityMessages.badCursor },
  ]);

/** The cursor after a page: the last position it showed, opaque to clients. */
export function encodeCursor(position: number): string {
  return Buffer.from(String(position)).toString('base64url');
}

/** The position a cursor stands for; 400 'Invalid cursor' for anything `encodeCursor` never made. */
function decodeCursor(cursor: string): number {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(cursor)) throw badCursor();
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!/^[1-9]\d{0,15}$/.test(text) || encodeCursor(Number(text)) !== cursor) throw badCursor();
  const position = Number(text);
  if (!Number.isSafeInteger(position)) throw badCursor();
  return position;
}

/** The query's page: a malformed cursor is refused before anything is read. */
function pageBounds(query: ActivityPageQuery): { before: number | null; limit: number } {
  return {
    before: query.cursor === undefined ? null : decodeCursor(query.cursor),
    limit: query.limit ?? ACTIVITY_PAGE_DEFAULT,
  };
}

export function createActivityService({ db, tasks, projects }: ActivityServiceDeps) {
  /** A page of the scope's history, with the names it mentions read in one statement. */
  async function page(
    scope: repo.ActivityScope,
    { before, limit }: { before: number | null; limit: number },
    types: string[] = activityChangeTypes,
  ): Promise<ActivityPage> {
    // One row more than the page tells whether another page follows.
    const rows = await repo.listActivityPage(db, scope, {
      types,
      before,
      limit: limit + 1,
    });
    const shown = rows.slice(0, limit);
    const names = await repo.findNames(db, namesToRead(shown));
    const items = shown
      .map((row) => toActivityItem(row, names))
      .filter((item): item is ActivityItem => item !== null);
    const last = shown.at(-1);
    return {
      items,
      nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null,
    };
  }

  return {
    /** A task's history; the task must be one the caller may see (as GET /api/tasks/{id}). */
    async taskActivity(
      taskId: string,
      resolveAccess: ResolveAccess,
      query: ActivityPageQuery,
    ): Promise<ActivityPage> {
      const bounds = pageBounds(query);
      const { task } = await tasks.loadVisibleTask(taskId, resolveAccess);
      return page({ kind: 'task', taskId: task.task.id }, bounds);
    },

    /**
     * A project's history and everything in it (its tasks, comments, files and team); the project
     * must be one the caller may see (as GET /api/projects/{id}).
     */
    async projectActivity(
      projectId: string,
      resolveAccess: ResolveAccess,
      query: ActivityPageQuery,
    ): Promise<ActivityPage> {
      const bounds = pageBounds(query);
      const project = await projects.getProject(projectId, resolveAccess);
      return page({ kind: 'project', projectId: project.id }, bounds);
    },

    /**
     * The workspace's history as the member sees it: entries of projects they may not see, and of
     * ventures they may not see, are left out.
     */
    async workspaceActivity(
      access: WorkspaceAccess,
      filters: WorkspaceActivityFilters,
    ): Promise<ActivityPage> {
      const bounds = pageBounds(filters);
      const scope: repo.ActivityScope = {
        kind: 'workspace',
        workspaceId: access.workspace.id,
        viewer: projectViewer(access.actor),
        actorId: filters.actorId,
      };
      const types = filters.type ? changeTypesOf(filters.type) : activityChangeTypes;
      return page(scope, bounds, types);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
