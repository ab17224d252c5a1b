import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABELS_PER_TASK_MAX, labelMessages } from '@groundwork/shared/labels/constants';
import type { Label } from '@groundwork/shared/labels/schemas';
import { taskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createLabel } from '../../../test/label-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A task's labels: given on create and update (an update replaces them all), answered by name on
 * the task wherever it is answered, and a filter of the task lists where every label must match.
 */
describe("tasks' labels", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projectId: string;
  let labels: Record<'electrical' | 'inspection' | 'snag', Label>;
  let foreignLabel: Label;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
    labels = {
      snag: await createLabel(ctx, owner, workspaceId, { name: 'Snag', color: 'amber' }),
      electrical: await createLabel(ctx, owner, workspaceId, { name: 'electrical', color: 'blue' }),
      inspection: await createLabel(ctx, owner, workspaceId, {
        name: 'Inspection',
        color: 'green',
      }),
    };
    const elsewhere = (await createWorkspace(ctx, owner, 'Elsewhere')).id;
    foreignLabel = await createLabel(ctx, owner, elsewhere, { name: 'Snag' });
  });
  afterAll(() => ctx.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  const asTaskLabel = ({ id, name, color }: Label) => ({ id, name, color });
  const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id).sort();

  it('answers the labels given on create by name, whatever its case, in the task and in the lists', async () => {
    const { snag, electrical, inspection } = labels;
    const created = await call(owner, 'POST', `/api/tasks?workspaceId=${workspaceId}`, {
      title: 'Rewire the porch',
      projectId,
      labelIds: [snag.id, inspection.id, electrical.id, snag.id.toUpperCase()],
    });
    expect(created.statusCode).toBe(201);
    const task = created.json() as Task;
    expect(task.labels).toEqual([electrical, inspection, snag].map(asTaskLabel));

    expect((await call(contractor, 'GET', `/api/tasks/${task.id}`)).json()).toEqual(task);
    for (const query of ['', '&limit=50']) {
      const listed = (
        await call(contractor, 'GET', `/api/tasks?workspaceId=${workspaceId}${query}`)
      ).json() as Task[] | { items: Task[] };
      const items = Array.isArray(listed) ? listed : listed.items;
      expect(items.find((item) => item.id === task.id)).toEqual(task);
    }
  });

  it('replaces them all on update, leaves them when absent, and clears them with []', async () => {
    const { snag, electrical, inspection } = labels;
    const task = await createTask(ctx, owner, workspaceId, projectId, { labelIds: [snag.id] });
    const put = async (payload: object) => {
      const response = await call(owner, 'PUT', `/api/tasks/${task.id}`, payload);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Task).labels;
    };
    expect(await put({ labelIds: [inspection.id, electrical.id] })).toEqual(
      [electrical, inspection].map(asTaskLabel),
    );
    expect(await put({ title: 'Check the wiring' })).toEqual(
      [electrical, inspection].map(asTaskLabel),
    );
    expect(await put({ labelIds: [] })).toEqual([]);
  });

  it("refuses another workspace's label, or none, with 400 at its index, and changes nothing", async () => {
    const { snag, electrical } = labels;
    const task = await createTask(ctx, owner, workspaceId, projectId, { labelIds: [snag.id] });
    const refused = await call(owner, 'PUT', `/api/tasks/${task.id}`, {
      title: 'Renamed',
      labelIds: [electrical.id, foreignLabel.id, MISSING_ID],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: labelMessages.notInWorkspace,
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'labelIds.1', message: labelMessages.notInWorkspace },
        { path: 'labelIds.2', message: labelMessages.notInWorkspace },
      ],
    });
    expect((await call(owner, 'GET', `/api/tasks/${task.id}`)).json()).toEqual(task);

    const created = await call(owner, 'POST', `/api/tasks?workspaceId=${workspaceId}`, {
      title: 'Tile the bathroom',
      projectId,
      labelIds: [foreignLabel.id],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      error: labelMessages.notInWorkspace,
      details: [{ path: 'labelIds.0' }],
    });
    const titles = (
      (await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}`)).json() as Task[]
    ).map((listed) => listed.title);
    expect(titles).not.toContain('Tile the bathroom');
  });

  it.each([
    [['not-an-id'], labelMessages.invalidLabelId],
    [
      Array.from({ length: LABELS_PER_TASK_MAX + 1 }, () => MISSING_ID),
      labelMessages.tooManyOnTask,
    ],
    ['Snag', undefined],
  ])('refuses labelIds %j with 400', async (labelIds, message) => {
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const response = await call(owner, 'PUT', `/api/tasks/${task.id}`, { labelIds });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: message ?? expect.any(String),
      code: 'VALIDATION_FAILED',
    });
  });

  it('keeps a status alone a status change that an assigned contractor may make', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      labelIds: [labels.snag.id],
    });
    const status = await call(contractor, 'PUT', `/api/tasks/${task.id}`, { status: 'complete' });
    expect(status.statusCode).toBe(200);
    expect((status.json() as Task).labels).toEqual([asTaskLabel(labels.snag)]);
    const relabel = await call(contractor, 'PUT', `/api/tasks/${task.id}`, {
      status: 'in_progress',
      labelIds: [],
    });
    expect(relabel.statusCode).toBe(403);
  });

  describe('filtering', () => {
    let workspace: string;
    let project: string;
    let hidden: string;
    let tagged: Record<'a' | 'b' | 'ab' | 'none' | 'hiddenAb', Task>;
    let filter: Record<'a' | 'b', Label>;

    beforeAll(async () => {
      workspace = (await createWorkspace(ctx, owner, 'Filtering')).id;
      await addMember(ctx, workspace, contractor, 'contractor');
      project = (await createProject(ctx, owner, workspace)).id;
      hidden = (await createProject(ctx, owner, workspace, { name: 'Unseen' })).id;
      await assignToProject(ctx, project, contractor.id, 'contractor');
      filter = {
        a: await createLabel(ctx, owner, workspace, { name: 'Alpha' }),
        b: await createLabel(ctx, owner, workspace, { name: 'Beta', color: 'blue' }),
      };
      const make = (labelIds: string[], projectId = project) =>
        createTask(ctx, owner, workspace, projectId, { labelIds });
      tagged = {
        a: await make([filter.a.id]),
        b: await make([filter.b.id]),
        ab: await make([filter.a.id, filter.b.id]),
        none: await make([]),
        hiddenAb: await make([filter.a.id, filter.b.id], hidden),
      };
    });

    const list = async (user: TestUser, query: string) => {
      const response = await call(user, 'GET', `/api/tasks?workspaceId=${workspace}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Task[];
    };

    it('lists the tasks that carry a label, and those that carry every one of several', async () => {
      const { a, b, ab, hiddenAb } = tagged;
      expect(ids(await list(owner, `&labelId=${filter.a.id}`))).toEqual(ids([a, ab, hiddenAb]));
      expect(ids(await list(owner, `&labelId=${filter.b.id}`))).toEqual(ids([b, ab, hiddenAb]));
      const both = `&labelId=${filter.a.id}&labelId=${filter.b.id}`;
      expect(ids(await list(owner, both))).toEqual(ids([ab, hiddenAb]));
      expect(ids(await list(owner, `${both}&projectId=${project}`))).toEqual(ids([ab]));
      expect(ids(await list(owner, `&labelId=${filter.a.id}&labelId=${filter.a.id}`))).toEqual(
        ids([a, ab, hiddenAb]),
      );
    });

    it('still lists only what the caller may see', async () => {
      const both = `&labelId=${filter.a.id}&labelId=${filter.b.id}`;
      expect(ids(await list(contractor, both))).toEqual(ids([tagged.ab]));
    });

    it("matches nothing for a label that is unknown, or another workspace's", async () => {
      expect(await list(owner, `&labelId=${MISSING_ID}`)).toEqual([]);
      expect(await list(owner, `&labelId=${foreignLabel.id}`)).toEqual([]);
      expect(await list(owner, `&labelId=${filter.a.id}&labelId=${MISSING_ID}`)).toEqual([]);
    });

    it('counts in the metrics what the narrowed list holds', async () => {
      for (const query of [
        `&labelId=${filter.a.id}`,
        `&labelId=${filter.a.id}&labelId=${filter.b.id}`,
      ]) {
        const metrics = await call(
          owner,
          'GET',
          `/api/tasks/metrics?workspaceId=${workspace}${query}`,
        );
        expect(metrics.statusCode).toBe(200);
        expect(metrics.json()).toEqual(taskMetrics(await list(owner, query), ctx.clock.now()));
      }
    });

    it('refuses a label filter that is empty, not an id, or longer than a task holds', async () => {
      const tooMany = Array.from(
        { length: LABELS_PER_TASK_MAX + 1 },
        () => `labelId=${MISSING_ID}`,
      );
      for (const query of ['&labelId=', '&labelId=alpha', `&${tooMany.join('&')}`]) {
        const response = await call(owner, 'GET', `/api/tasks?workspaceId=${workspace}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });
});
