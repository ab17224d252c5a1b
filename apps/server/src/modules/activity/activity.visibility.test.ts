import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@groundwork/shared/activity/schemas';
import { recordChanges } from '../../platform/changes/change-record';
import type { Change } from '../../platform/changes/change';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createProject, insertProject } from '../../../test/project-factory';
import {
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';
import { createLiveVenture, createVenture } from '../../../test/venture-factory';
import { createWorkspace } from '../../../test/workspace-factory';

describe('activity visibility', () => {
  let ctx: TestContext;
  let users: Record<MatrixActor, TestUser>;
  let fixture: MatrixFixture;
  /** A project of the owner's that no client or contractor is on. */
  let hiddenProjectId: string;
  /** A project the unassigned client created (straight in the database, with its record). */
  let clientProjectId: string;
  let draftVentureId: string;
  let liveVentureId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    users = Object.fromEntries(
      await Promise.all(
        matrixActors.map(async (actor) => [actor, await createUser(ctx, { name: actor })]),
      ),
    ) as Record<MatrixActor, TestUser>;
    fixture = await setUpMatrix(ctx, users);
    hiddenProjectId = (
      await createProject(ctx, users.owner, fixture.workspaceId, { name: 'Hidden' })
    ).id;
    clientProjectId = await insertProject(ctx, {
      workspaceId: fixture.workspaceId,
      createdBy: users.client_unassigned.id,
      name: 'Client side',
    });
    await ctx.database.db.transaction((tx) =>
      recordChanges(
        tx,
        [
          {
            type: 'project.created',
            workspaceId: fixture.workspaceId,
            projectId: clientProjectId,
            projectName: 'Client side',
            actorId: users.client_unassigned.id,
            statusChange: null,
          },
        ],
        ctx.clock.now(),
      ),
    );
    await ctx.app.changeRelay.drain();
    draftVentureId = (await createVenture(ctx, users.admin, fixture.workspaceId)).id;
    liveVentureId = (await createLiveVenture(ctx, users.owner, fixture.workspaceId)).id;
  });

  afterAll(() => ctx.close());

  const get = (user: TestUser, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user.headers });

  const expected: Record<MatrixActor, number> = {
    owner: 200,
    admin: 200,
    project_manager: 200,
    client_assigned: 200,
    contractor_assigned: 200,
    client_unassigned: 403,
    contractor_unassigned: 403,
    pending: 404,
    revoked: 404,
    outsider: 404,
  };

  it.each(matrixActors)(
    "answers %s a task's and a project's history as their detail routes",
    async (actor) => {
      const user = users[actor];
      for (const path of [`/api/tasks/${fixture.taskId}`, `/api/projects/${fixture.projectId}`]) {
        const detail = await get(user, path);
        const activity = await get(user, `${path}/activity`);
        expect(activity.statusCode, `${actor} ${path}`).toBe(detail.statusCode);
        expect(activity.statusCode, `${actor} ${path}`).toBe(expected[actor]);
        if (activity.statusCode !== 200) {
          expect(activity.json()).toEqual(detail.json());
        }
      }
    },
  );

  it.each(matrixActors)(
    'answers %s the workspace feed as GET /api/workspaces/{id}, with what they may see',
    async (actor) => {
      const user = users[actor];
      const path = `/api/workspaces/${fixture.workspaceId}`;
      const detail = await get(user, path);
      const activity = await get(user, `${path}/activity?limit=100`);
      expect(activity.statusCode).toBe(detail.statusCode);
      if (activity.statusCode !== 200) {
        expect(activity.json()).toEqual(detail.json());
        expect(['pending', 'revoked', 'outsider']).toContain(actor);
        return;
      }
      const { items } = activity.json() as ActivityPage;
      const projectsShown = new Set(
        items.filter((item) => item.subject.type === 'project').map((item) => item.subject.id),
      );
      const venturesShown = new Set(
        items.filter((item) => item.subject.type === 'venture').map((item) => item.subject.id),
      );
      const seesAll = ['owner', 'admin', 'project_manager'].includes(actor);
      const onProject = seesAll || actor.endsWith('_assigned');
      expect(projectsShown.has(fixture.projectId), 'the shared project').toBe(onProject);
      expect(projectsShown.has(hiddenProjectId), 'a project no one is on').toBe(seesAll);
      expect(projectsShown.has(clientProjectId), 'the client’s own project').toBe(
        seesAll || actor === 'client_unassigned',
      );
      const taskShown = items.some(
        (item) => item.subject.type === 'task' && item.subject.id === fixture.taskId,
      );
      expect(taskShown, 'the task and its comment').toBe(onProject);
      expect(venturesShown.has(liveVentureId), 'a live venture').toBe(true);
      expect(venturesShown.has(draftVentureId), 'a draft').toBe(actor === 'admin');
    },
  );

  it("shows a draft's entries to its creator alone", async () => {
    const drafts = await get(
      users.owner,
      `/api/workspaces/${fixture.workspaceId}/activity?type=venture&actorId=${users.admin.id}`,
    );
    expect((drafts.json() as ActivityPage).items).toEqual([]);
    const own = await get(
      users.admin,
      `/api/workspaces/${fixture.workspaceId}/activity?type=venture&actorId=${users.admin.id}`,
    );
    expect((own.json() as ActivityPage).items.map((item) => item.subject.id)).toEqual([
      draftVentureId,
    ]);
  });

  it('answers 404 for a workspace that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await get(users.owner, `/api/workspaces/${id}/activity`);
      expect(response.statusCode).toBe(404);
    }
    expect((await get(users.owner, '/api/tasks/nope/activity')).statusCode).toBe(404);
    expect((await get(users.owner, '/api/projects/nope/activity')).statusCode).toBe(404);
  });
});

describe('activity paging', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Pat Pager' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    projectId = (await createProject(ctx, owner, workspaceId)).id;
  });

  afterAll(() => ctx.close());

  /** The titles of the entries written so far, oldest first. */
  const written: string[] = [];

  const taskCreated = (n: number): Change => ({
    type: 'task.created',
    workspaceId,
    projectId,
    taskId: crypto.randomUUID(),
    taskTitle: `Bulk ${n}`,
    actorId: owner.id,
    assignedTo: null,
  });

  async function record(changes: Change[]) {
    await ctx.database.db.transaction((tx) => recordChanges(tx, changes, ctx.clock.now()));
    await ctx.app.changeRelay.drain();
    written.push(...changes.map((change) => (change as { taskTitle: string }).taskTitle));
  }

  it('pages through 1,000 entries without gaps or repeats while new ones arrive', async () => {
    // The project's own creation, made over HTTP.
    written.push('Kitchen refit');
    await record(Array.from({ length: 1000 }, (_, n) => taskCreated(n)));

    let extra = 0;
    for (const scope of [`/api/workspaces/${workspaceId}`, `/api/projects/${projectId}`]) {
      const expected = [...written].reverse();
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `limit=77&cursor=${cursor}` : 'limit=77';
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${scope}/activity?${query}`,
          headers: owner.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as ActivityPage;
        expect(page.items.length).toBeLessThanOrEqual(77);
        seen.push(...page.items.map((item) => item.subject.title));
        cursor = page.nextCursor;
        // A newer entry arrives between pages: above the first page, so never read by this pass.
        extra += 1;
        await record([taskCreated(10_000 + extra)]);
      } while (cursor);
      expect(seen.length).toBeGreaterThanOrEqual(1001);
      expect(seen).toEqual(expected);
    }
  });
});
