import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { pageSchema, type Page, type PageQuery } from '@groundwork/shared/common/paging';
import {
  projectListSchema,
  projectParamsSchema,
  projectSchema,
  type createProjectAssignmentInputSchema,
  type createProjectInputSchema,
  type Project,
  type updateProjectInputSchema,
} from '@groundwork/shared/projects/schemas';
import {
  compareSortKeys,
  nextOverdueMoment,
  projectSortKey,
  sortProjects,
  isTargetEndAfterStart,
  type ProjectSortKey,
} from '@groundwork/shared/projects/rules';
import { seesAllProjects } from '@groundwork/shared/permissions/resources';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import { projectMessages, type ProjectStatus } from '@groundwork/shared/projects/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { AnswerCache } from '../../platform/answer-cache';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import type { Change, FieldChange } from '../../platform/changes/change';
import { fieldChanges, recordChanges } from '../../platform/changes/change-record';
import { AppError, requireAllowed } from '../../platform/errors';
import { toCents, toDate, withoutUndefined } from '../../platform/update-values';
import {
  encodeCursor,
  pageRequestOf,
  type CursorShape,
  type PageRequest,
} from '../../platform/paging';
import { jsonSerializerFor } from '../../platform/serializer';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import { toProject } from './projects.presenter';
import * as repo from './projects.repository';

export type CreateProjectBody = z.output<typeof createProjectInputSchema>;
export type UpdateProjectBody = z.output<typeof updateProjectInputSchema>;
export type AssignmentBody = z.output<typeof createProjectAssignmentInputSchema>;

export interface ProjectsServiceDeps {
  db: Database;
  clock: Clock;
  answers: AnswerCache;
}

const serializeProjectList = jsonSerializerFor(projectListSchema);

/** A page of the projects list (`?limit=&cursor=`). */
export const projectPageSchema = pageSchema(projectSchema, 'ProjectPage');
const serializeProjectPage = jsonSerializerFor(projectPageSchema);

/**
 * The projects list is ordered by what the shared rules work out at the time (health, status,
 * latest update), then by id as the statement reads them: its cursor holds that key, and a page
 * is cut from the ordered list after it (`pageAfter`).
 */
const projectCursor: CursorShape = {
  name: 'projects',
  keys: [{ kind: 'integer' }, { kind: 'integer' }, { kind: 'timestamp' }, { kind: 'id' }],
};

function cursorAt(key: ProjectSortKey, id: string): string {
  // The timestamp kind is written to the microsecond; the rule compares milliseconds.
  const updatedAt = `${new Date(key.updatedAt).toISOString().slice(0, 23)}000Z`;
  return encodeCursor(projectCursor, [key.health, key.status, updatedAt, id]);
}

/** The projects after the page's cursor, in the list order, as many as the page holds. */
function pageAfter(sorted: Project[], page: PageRequest, now: Date): Page<Project> {
  const keyed = sorted.map((project) => ({ project, key: projectSortKey(project, now) }));
  let start = 0;
  if (page.after) {
    const [health, status, updatedAt, id] = page.after.values as [number, number, string, string];
    const after = { health, status, updatedAt: new Date(updatedAt).getTime() };
    start = keyed.findIndex(({ project, key }) => {
      const order = compareSortKeys(key, after);
      return order > 0 || (order === 0 && project.id > id);
    });
    if (start === -1) start = keyed.length;
  }
  const shown = keyed.slice(start, start + page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ project }) => project),
    nextCursor:
      start + page.limit < keyed.length && last ? cursorAt(last.key, last.project.id) : null,
  };
}

type ProjectChange = Extract<Change, { projectName: string }>['type'];
type AssignmentChange = Extract<Change, { type: `project.assignment.${string}` }>['type'];

type ManageAction = 'project:update' | 'project:archive' | 'project:restore' | 'project:assign';

const projectNotFound = () => new AppError('NOT_FOUND', projectMessages.notFound);

/** The path id, or 404 'Project not found' (400 'Project ID is required' when blank). */
function parseProjectId(id: string): string {
  const parsed = projectParamsSchema.safeParse({ id });
  if (parsed.success) return parsed.data.id;
  const message = parsed.error.issues[0]?.message;
  if (message === projectMessages.projectIdRequired)
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'id', message }]);
  throw projectNotFound();
}

/**
 * A project made inside another module's transaction (a venture converted into it), with its
 * team. Rows only: the caller records the changes others hear of.
 */
export async function insertProjectWithTeam(
  tx: Queryable,
  project: repo.NewProject,
  team: Omit<repo.NewAssignment, 'projectId'>[],
): Promise<repo.ProjectRow> {
  const row = await repo.insertProject(tx, project);
  for (const member of team) await repo.upsertAssignment(tx, { ...member, projectId: row.id });
  return row;
}

export function createProjectsService({ db, clock, answers }: ProjectsServiceDeps) {
  function record(
    tx: Queryable,
    type: ProjectChange,
    project: Pick<Project, 'id' | 'name' | 'workspaceId'>,
    actorId: string,
    statusChange: { from: ProjectStatus; to: ProjectStatus } | null = null,
    fields: FieldChange[] = [],
  ): Promise<void> {
    const change = {
      type,
      workspaceId: project.workspaceId,
      projectId: project.id,
      projectName: project.name,
      actorId,
      statusChange,
      fields,
    };
    return recordChanges(tx, [change], clock.now());
  }

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

  /** Whole answers for the rows: all their assignments fetched in one statement. */
  async function assemble(rows: repo.ProjectWithStats[], now: Date): Promise<Project[]> {
    const first = rows[0];
    if (!first) return [];
    const assignments = await repo.listWorkspaceAssignments(db, first.workspaceId);
    const byProject = new Map<string, repo.AssignmentWithUser[]>();
    for (const assignment of assignments) {
      const list = byProject.get(assignment.projectId) ?? [];
      list.push(assignment);
      byProject.set(assignment.projectId, list);
    }
    return rows.map((row) => toProject(row, byProject.get(row.id) ?? [], now));
  }

  async function loadProject(projectId: string): Promise<Project> {
    const now = clock.now();
    const row = await repo.findProjectWithStats(db, projectId, now);
    if (!row) throw projectNotFound();
    const [project] = await assemble([row], now);
    if (!project) throw projectNotFound();
    return project;
  }

  /**
   * The project behind a path id with the caller's access, once they may see it. A project in a
   * workspace the caller is not an active member of is simply not found.
   */
  async function loadVisibleProject(
    id: string,
    resolveAccess: ResolveAccess,
    action?: ManageAction,
  ): Promise<{ access: WorkspaceAccess; project: Project }> {
    const projectId = parseProjectId(id);
    const row = await repo.findProject(db, projectId);
    if (!row) throw projectNotFound();
    const access = await resolveAccess(row.workspaceId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? projectNotFound() : error;
    });
    const project = await loadProject(projectId);
    requireAllowed(deniedReason(access.actor, 'project:view', project));
    if (action) requireAllowed(deniedReason(access.actor, action));
    return { access, project };
  }

  return {
    /**
     * The JSON of `{ projects }` the caller may see, in the order of 000 §9, reused from the
     * answer cache while nothing in the workspace changed and no project turned overdue.
     */
    async listProjects(
      access: WorkspaceAccess,
      includeArchived: boolean,
      query: PageQuery = {},
    ): Promise<Buffer> {
      const page = pageRequestOf(projectCursor, query);
      const { workspace, actor } = access;
      const now = clock.now();
      const viewer = seesAllProjects(actor) ? 'all' : actor.userId;
      const key = ['projects', workspace.id, viewer, includeArchived].join('|');
      return answers.answer({
        key: page ? `${key}|page|${page.limit}|${query.cursor ?? ''}` : key,
        revision: workspace.contentRevision,
        now,
        async build() {
          const list = await repo.listProjects(db, workspace.id, actor, { includeArchived, now });
          const projects = sortProjects(await assemble(list.rows, now), now);
          return {
            revision: list.contentRevision,
            json: page
              ? serializeProjectPage(pageAfter(projects, page, now))
              : serializeProjectList({ projects }),
            expiresAt: nextOverdueMoment(list.rows, now),
          };
        },
      });
    },

    async getProject(id: string, resolveAccess: ResolveAccess): Promise<Project> {
      return (await loadVisibleProject(id, resolveAccess)).project;
    },

    async createProject(access: WorkspaceAccess, input: CreateProjectBody): Promise<Project> {
      requireAllowed(deniedReason(access.actor, 'project:create'));
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertProject(tx, {
          workspaceId: access.workspace.id,
          name: input.name,
          description: input.description ?? null,
          type: input.type ?? null,
          status: 'to_do',
          startDate: toDate(input.startDate) ?? null,
          targetEndDate: toDate(input.targetEndDate) ?? null,
          estimatedCostCents: toCents(input.estimatedCost) ?? null,
          createdBy: access.actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await record(tx, 'project.created', inserted, access.actor.userId);
        return inserted;
      });
      return loadProject(row.id);
    },

    /** Changes the fields present; a status set to archived remembers the one before. */
    async updateProject(
      id: string,
      resolveAccess: ResolveAccess,
      input: UpdateProjectBody,
    ): Promise<Project> {
      const { access, project } = await loadVisibleProject(id, resolveAccess, 'project:update');
      // A date sent alone is checked against the stored other one.
      if (input.startDate !== undefined || input.targetEndDate !== undefined) {
        const startDate = input.startDate === undefined ? project.startDate : input.startDate;
        const targetEndDate =
          input.targetEndDate === undefined ? project.targetEndDate : input.targetEndDate;
        if (!isTargetEndAfterStart(startDate, targetEndDate)) {
          const message = projectMessages.targetEndBeforeStart;
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'targetEndDate', message }]);
        }
      }
      const now = clock.now();
      const newStatus = statusChange(project.status, input.status);
      const changes: repo.ProjectChanges = {
        name: input.name,
        description: input.description,
        type: input.type,
        startDate: toDate(input.startDate),
        targetEndDate: toDate(input.targetEndDate),
        estimatedCostCents: toCents(input.estimatedCost),
        ...newStatus,
        updatedAt: now,
      };
      const moved = newStatus.status ? { from: project.status, to: newStatus.status } : null;
      const after = { ...input, name: input.name ?? project.name };
      await db.transaction(async (tx) => {
        await repo.updateProject(tx, project.id, withoutUndefined(changes));
        const fields = fieldChanges(project, after, recordedProjectFields);
        await record(
          tx,
          'project.updated',
          { ...project, name: after.name },
          access.actor.userId,
          moved,
          fields,
        );
      });
      return loadProject(project.id);
    },

    /** Archives (DELETE): status archived, the previous one remembered; archiving twice is a no-op. */
    async archiveProject(id: string, resolveAccess: ResolveAccess): Promise<Project> {
      const { access, project } = await loadVisibleProject(id, resolveAccess, 'project:archive');
      if (project.status === 'archived') return project;
      const now = clock.now();
      const moved = { from: project.status, to: 'archived' as const };
      await db.transaction(async (tx) => {
        await repo.archiveProject(tx, project.id, now);
        await record(tx, 'project.archived', project, access.actor.userId, moved, [
          { field: 'status', ...moved },
        ]);
      });
      return loadProject(project.id);
    },

    /** Puts back the status an archived project had (to_do when none was remembered). */
    async restoreProject(id: string, resolveAccess: ResolveAccess): Promise<Project> {
      const { access, project } = await loadVisibleProject(id, resolveAccess, 'project:restore');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const restoredTo = await repo.restoreProject(tx, project.id, now);
        if (!restoredTo) throw new AppError('CONFLICT', projectMessages.notArchived);
        const moved = { from: 'archived' as const, to: restoredTo };
        await record(tx, 'project.restored', project, access.actor.userId, moved, [
          { field: 'status', ...moved },
        ]);
      });
      return loadProject(project.id);
    },

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

/** The status columns for a move from `current` to `next` (nothing when next is absent). */
function statusChange(
  current: ProjectStatus,
  next: ProjectStatus | undefined,
): Pick<repo.ProjectChanges, 'status' | 'statusBeforeArchive'> {
  if (next === undefined || next === current) return {};
  if (next === 'archived') return { status: next, statusBeforeArchive: current };
  return { status: next, statusBeforeArchive: null };
}

/** The project fields the change record keeps before and after an edit. */
const recordedProjectFields = [
  'name',
  'description',
  'type',
  'status',
  'startDate',
  'targetEndDate',
  'estimatedCost',
] as const;

export type ProjectsService = ReturnType<typeof createProjectsService>;
