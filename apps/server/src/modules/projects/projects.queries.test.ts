import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, seedProjects } from '../../../test/project-factory';

/**
 * The list and the metrics cost a fixed number of SQL statements however many projects, tasks and
 * assignments there are: aggregates are done in SQL and assignments are fetched in one statement.
 */
describe('statements per request', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let client: TestUser;
  let members: TestUser[];

  beforeAll(async () => {
    ctx = await createTestApp({}, { logQueries: true });
    owner = await createUser(ctx);
    client = await createUser(ctx);
    members = [await createUser(ctx), await createUser(ctx)];
  });
  afterAll(() => ctx.close());

  /** A workspace with `count` projects of `tasks` tasks, each with the client and two members on it. */
  async function workspaceWith(count: number, tasks: number): Promise<string> {
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, client, 'client');
    for (const member of members) await addMember(ctx, workspaceId, member, 'contractor');
    const projectIds = await seedProjects(ctx, owner, workspaceId, count, tasks);
    for (const projectId of projectIds) {
      await assignToProject(ctx, projectId, client.id, 'client');
      for (const member of members) await assignToProject(ctx, projectId, member.id, 'contractor');
    }
    return workspaceId;
  }

  async function statementsFor(user: TestUser, url: string, expectedLength?: number) {
    // What seeding left for the relay is done first, so its statements fall before the count.
    await ctx.app.changeRelay.drain();
    ctx.queries.clear();
    const response = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode).toBe(200);
    if (expectedLength !== undefined)
      expect((response.json() as { projects: unknown[] }).projects).toHaveLength(expectedLength);
    return ctx.queries.statements.length;
  }

  it.each([
    ['a manager', () => owner],
    ['a client', () => client],
  ])('GET /api/projects and the metrics for %s do not grow with the data', async (_who, user) => {
    // The sizes of the bench scenario: 6 and 60 projects of 5 tasks.
    const small = await workspaceWith(6, 5);
    const large = await workspaceWith(60, 5);
    const listSmall = await statementsFor(user(), `/api/projects?workspaceId=${small}`, 6);
    const listLarge = await statementsFor(user(), `/api/projects?workspaceId=${large}`, 60);
    expect(listSmall).toBeGreaterThan(0);
    expect(listLarge).toBe(listSmall);

    const metricsSmall = await statementsFor(user(), `/api/dashboard/metrics?workspaceId=${small}`);
    const metricsLarge = await statementsFor(user(), `/api/dashboard/metrics?workspaceId=${large}`);
    expect(metricsLarge).toBe(metricsSmall);
  });

  it('seedProjects builds what it says', async () => {
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await seedProjects(ctx, owner, workspaceId, 6, 5);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects?workspaceId=${workspaceId}`,
      headers: owner.headers,
    });
    const projects = (response.json() as { projects: { taskCount: number; health: string }[] })
      .projects;
    expect(projects).toHaveLength(6);
    expect(projects.every((project) => project.taskCount === 5)).toBe(true);
    // The mix gives the sort something to do.
    expect(new Set(projects.map((project) => project.health)).size).toBeGreaterThan(1);
  });

  it('the list is the session, the membership, one project statement and one assignment statement', async () => {
    const workspaceId = await workspaceWith(3, 2);
    ctx.queries.clear();
    await ctx.app.inject({
      method: 'GET',
      url: `/api/projects?workspaceId=${workspaceId}`,
      headers: owner.headers,
    });
    const statements = ctx.queries.statements;
    expect(statements.filter((sql) => sql.includes('from "projects"'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('from "project_assignments"'))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});
