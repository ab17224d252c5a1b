import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { pageSchema, type PageQuery } from '@groundwork/shared/common/paging';
import {
  projectListSchema,
  projectSchema,
  type createProjectInputSchema,
  type Project,
  type updateProjectInputSchema,
} from '@groundwork/shared/projects/schemas';
import {
  nextOverdueMoment,
  sortProjects,
  isTargetEndAfterStart,
} from '@groundwork/shared/projects/rules';
import { seesAllProjects } from '@groundwork/shared/permissions/resources';
import { projectMessages, type ProjectStatus } from '@groundwork/shared/projects/constants';
import type { AnswerCache } from '../../platform/answer-cache';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import type { Change, FieldChange } from '../../platform/changes/change';
import { fieldChanges, recordChanges } from '../../platform/changes/change-record';
import { AppError, requireAllowed } from '../../platform/errors';
import { toCents, toDate, withoutUndefined } from '../../platform/update-values';
import { pageRequestOf } from '../../platform/paging';
import { jsonSerializerFor } from '../../platform/serializer';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import { createProjectAssignments } from './projects.assignments';
import { createProjectLoader } from './projects.loader';
import { pageAfter, projectCursor } from './projects.page';
import * as repo from './projects.repository';

export type CreateProjectBody = z.output<typeof createProjectInputSchema>;
export type UpdateProjectBody = z.output<typeof updateProjectInputSchema>;

export interface ProjectsServiceDeps {
  db: Database;
  clock: Clock;
  answers: AnswerCache;
}

const serializeProjectList = jsonSerializerFor(projectListSchema);

/** A page of the projects list (`?limit=&cursor=`). */
export const projectPageSchema = pageSchema(projectSchema, 'ProjectPage');
const serializeProjectPage = jsonSerializerFor(projectPageSchema);

type ProjectChange = Extract<Change, { projectName: string }>['type'];

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
  const loader = createProjectLoader({ db, clock });
  const { assemble, loadProject, loadVisibleProject } = loader;

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

  return {
    ...createProjectAssignments({ db, clock, loader }),

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
