import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@groundwork/shared/projects/schemas';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A repeated project list is answered from the answer cache, and only while nothing it shows has
 * changed and no project has turned overdue since: each change below shows in the next answer.
 */
describe('project list answers reused while nothing changed', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let client: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, { logQueries: true });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    client = await createUser(ctx, { name: 'Clara Client' });
  });
  afterAll(() => ctx.close());

  beforeEach(async () => {
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, client, 'client');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
  });

  /** The list as `user` reads it, and whether the projects' rows were read to build it. */
  async function list(user: TestUser) {
    ctx.queries.clear();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects?workspaceId=${workspaceId}`,
      headers: user.headers,
    });
    const readRows = ctx.queries.statements.some((sql) => sql.includes('from "projects"'));
    const { projects } = response.json() as { projects: Project[] };
    return { projects, readRows };
  }

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: owner.headers });

  it('reads the rows once, then answers the same bytes from the cache', async () => {
    const first = await list(owner);
    const second = await list(owner);
    expect(first.readRows).toBe(true);
    expect(second.readRows).toBe(false);
    expect(second.projects).toEqual(first.projects);
  });

  it('shows task progress, a new project and a team change at once', async () => {
    await list(owner);
    const task = await createTask(ctx, owner, workspaceId, projectId);
    expect((await list(owner)).projects[0]?.taskCount).toBe(1);

    await call('PUT', `/api/tasks/${task.id}?workspaceId=${workspaceId}`, { status: 'complete' });
    expect((await list(owner)).projects[0]?.progress).toBe(100);

    await createProject(ctx, owner, workspaceId, { name: 'Harbour lofts' });
    expect((await list(owner)).projects).toHaveLength(2);

    await call('POST', `/api/projects/${projectId}/assignments?workspaceId=${workspaceId}`, {
      userId: client.id,
      role: 'client',
    });
    const withTeam = (await list(owner)).projects.find((project) => project.id === projectId);
    expect(withTeam?.assignments.map((assignment) => assignment.userId)).toContain(client.id);
  });

  it('turns a project overdue when its target end passes, with nothing else changing', async () => {
    const targetEndDate = new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString();
    await call('PUT', `/api/projects/${projectId}?workspaceId=${workspaceId}`, { targetEndDate });
    expect((await list(owner)).projects[0]?.isOverdue).toBe(false);
    expect((await list(owner)).readRows).toBe(false);

    ctx.clock.advance(HOUR_MS + 1);
    const later = await list(owner);
    expect(later.readRows).toBe(true);
    expect(later.projects[0]?.isOverdue).toBe(true);
    expect(later.projects[0]?.health).toBe('critical');
  });

  it('keeps a client to the projects they may see, however warm the manager list is', async () => {
    expect((await list(owner)).projects).toHaveLength(1);
    expect((await list(client)).projects).toHaveLength(0);
    await call('POST', `/api/projects/${projectId}/assignments?workspaceId=${workspaceId}`, {
      userId: client.id,
      role: 'client',
    });
    expect((await list(client)).projects.map((project) => project.id)).toEqual([projectId]);
  });
});
