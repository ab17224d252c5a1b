import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '@groundwork/shared/labels/constants';
import type { Label } from '@groundwork/shared/labels/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { textMessages } from '@groundwork/shared/common/text';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createLabel } from '../../../test/label-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('labels', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: user.headers });
  const listUrl = (id = workspaceId) => `/api/workspaces/${id}/labels`;
  const labelUrl = (id: string) => `/api/labels/${id}`;

  /** A workspace of its own, so that names taken by other tests do not collide. */
  const freshWorkspace = async () => (await createWorkspace(ctx, owner, 'Labels')).id;

  it('makes a label: 201, its name trimmed', async () => {
    const response = await call(manager, 'POST', listUrl(), { name: ' Snag ', color: 'amber' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      workspaceId,
      name: 'Snag',
      color: 'amber',
    });
  });

  it("lists the workspace's labels by name whatever its case, and only its own", async () => {
    const workspace = await freshWorkspace();
    const roof = await createLabel(ctx, owner, workspace, { name: 'roof', color: 'blue' });
    const electrical = await createLabel(ctx, owner, workspace, { name: 'Electrical' });
    const plumbing = await createLabel(ctx, owner, workspace, { name: 'Plumbing', color: 'teal' });
    await createLabel(ctx, owner, workspaceId, { name: 'Elsewhere' });
    const response = await call(owner, 'GET', listUrl(workspace));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([electrical, plumbing, roof]);
  });

  it('refuses a name the workspace already has, whatever its case, with 409', async () => {
    const workspace = await freshWorkspace();
    await createLabel(ctx, owner, workspace, { name: 'Urgent' });
    for (const name of ['Urgent', 'URGENT', ' urgent ']) {
      const response = await call(owner, 'POST', listUrl(workspace), { name, color: 'pink' });
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toEqual({ error: labelMessages.nameTaken, code: 'CONFLICT' });
    }
    // Another workspace may have it.
    const other = await freshWorkspace();
    expect(
      (await call(owner, 'POST', listUrl(other), { name: 'urgent', color: 'red' })).statusCode,
    ).toBe(201);
    expect((await call(owner, 'GET', listUrl(workspace))).json()).toHaveLength(1);
  });

  it('makes one label of two made at once with the same name; the other is refused with 409', async () => {
    const workspace = await freshWorkspace();
    const answers = await Promise.all(
      ['Inspection', 'INSPECTION'].map((name) =>
        call(owner, 'POST', listUrl(workspace), { name, color: 'green' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await call(owner, 'GET', listUrl(workspace))).json()).toHaveLength(1);
  });

  it('renames and recolours a label; its tasks answer the change', async () => {
    const workspace = await freshWorkspace();
    const projectId = (await createProject(ctx, owner, workspace)).id;
    const label = await createLabel(ctx, owner, workspace, { name: 'Urgent', color: 'red' });
    const task = await createTask(ctx, owner, workspace, projectId, { labelIds: [label.id] });

    const updated = await call(owner, 'PUT', labelUrl(label.id), { name: 'Rush', color: 'orange' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...label, name: 'Rush', color: 'orange' });
    const recased = await call(owner, 'PUT', labelUrl(label.id), { name: 'RUSH' });
    expect(recased.json()).toEqual({ ...label, name: 'RUSH', color: 'orange' });
    const recoloured = await call(owner, 'PUT', labelUrl(label.id), { color: 'violet' });
    expect(recoloured.json()).toEqual({ ...label, name: 'RUSH', color: 'violet' });

    const read = (await call(owner, 'GET', `/api/tasks/${task.id}`)).json() as Task;
    expect(read.labels).toEqual([{ id: label.id, name: 'RUSH', color: 'violet' }]);
  });

  it('refuses a rename to a name another label of the workspace has, whatever its case, with 409', async () => {
    const workspace = await freshWorkspace();
    await createLabel(ctx, owner, workspace, { name: 'Urgent' });
    const later = await createLabel(ctx, owner, workspace, { name: 'Later', color: 'gray' });
    const response = await call(owner, 'PUT', labelUrl(later.id), { name: 'uRGENT' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: labelMessages.nameTaken, code: 'CONFLICT' });
    const listed = (await call(owner, 'GET', listUrl(workspace))).json() as Label[];
    expect(listed.find((label) => label.id === later.id)).toEqual(later);
  });

  it('deletes a label and takes it off every task that carried it', async () => {
    const workspace = await freshWorkspace();
    const projectId = (await createProject(ctx, owner, workspace)).id;
    const urgent = await createLabel(ctx, owner, workspace, { name: 'Urgent' });
    const snag = await createLabel(ctx, owner, workspace, { name: 'Snag', color: 'amber' });
    const both = await createTask(ctx, owner, workspace, projectId, {
      labelIds: [urgent.id, snag.id],
    });
    const one = await createTask(ctx, owner, workspace, projectId, { labelIds: [urgent.id] });

    const response = await call(owner, 'DELETE', labelUrl(urgent.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const tasks = (
      await call(owner, 'GET', `/api/tasks?workspaceId=${workspace}`)
    ).json() as Task[];
    const labelsOf = (id: string) => tasks.find((task) => task.id === id)?.labels;
    expect(labelsOf(both.id)).toEqual([{ id: snag.id, name: 'Snag', color: 'amber' }]);
    expect(labelsOf(one.id)).toEqual([]);
    expect((await call(owner, 'GET', listUrl(workspace))).json()).toEqual([snag]);
    const again = await call(owner, 'DELETE', labelUrl(urgent.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: labelMessages.notFound });
    // Its name is free again.
    expect(
      (await call(owner, 'POST', listUrl(workspace), { name: 'Urgent', color: 'red' })).statusCode,
    ).toBe(201);
  });

  it.each([
    [{ color: 'red' }, labelMessages.nameRequired],
    [{ name: '   ', color: 'red' }, labelMessages.nameRequired],
    [{ name: 'n'.repeat(31), color: 'red' }, labelMessages.nameTooLong],
    [{ name: 'Snag\u0000', color: 'red' }, textMessages.notAllowedCharacters('Label name')],
    [{ name: 'Snag' }, labelMessages.invalidColor],
    [{ name: 'Snag', color: 'purple' }, labelMessages.invalidColor],
  ])('refuses %j on create with 400 and the message', async (payload, message) => {
    const response = await call(owner, 'POST', listUrl(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it.each([
    [{}, labelMessages.nothingToChange],
    [{ name: '' }, labelMessages.nameRequired],
    [{ name: 'n'.repeat(31) }, labelMessages.nameTooLong],
    [{ color: 'purple' }, labelMessages.invalidColor],
  ])('refuses %j on update with 400 and the message', async (payload, message) => {
    const label = await createLabel(ctx, owner, await freshWorkspace());
    const response = await call(owner, 'PUT', labelUrl(label.id), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('takes a name of exactly 30 characters', async () => {
    const name = 'n'.repeat(30);
    const response = await call(owner, 'POST', listUrl(), { name, color: 'lime' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name });
  });

  it('answers 404 for a label or workspace that is missing, malformed or not the caller’s', async () => {
    const stranger = await createUser(ctx);
    const label = await createLabel(ctx, owner, await freshWorkspace());
    const body = { name: 'x' };
    for (const [user, id] of [
      [owner, 'nope'],
      [owner, MISSING_ID],
      [stranger, label.id],
    ] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(user, method, labelUrl(id), body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toMatchObject({ error: labelMessages.notFound });
      }
    }
    for (const method of ['GET', 'POST'] as const) {
      for (const [user, id] of [
        [owner, 'nope'],
        [stranger, workspaceId],
      ] as const) {
        const response = await call(user, method, listUrl(id), { name: 'x', color: 'red' });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toMatchObject({ error: workspaceMessages.notFound });
      }
    }
  });
});
