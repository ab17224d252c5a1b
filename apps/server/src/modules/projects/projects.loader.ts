import { deniedReason } from '@groundwork/shared/permissions/can';
import { projectParamsSchema, type Project } from '@groundwork/shared/projects/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import { toProject } from './projects.presenter';
import * as repo from './projects.repository';

export type ManageAction =
  'project:update' | 'project:archive' | 'project:restore' | 'project:assign';

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

/** Whole project answers, each with its stats and team, and the visible project behind a path id. */
export function createProjectLoader({ db, clock }: { db: Database; clock: Clock }) {
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

  return { assemble, loadProject, loadVisibleProject };
}

export type ProjectLoader = ReturnType<typeof createProjectLoader>;
