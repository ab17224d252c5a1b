import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

describe('task entity tags: ETag and If-Match', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let unassigned: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Connie Contractor' });
    unassigned = await createUser(ctx, { name: 'Una Unassigned' });
    outsider = await createUser(ctx, { name: 'Otto Outsider' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, unassigned, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
  });
  afterAll(() => ctx.close());

  const get = (id: string, user = owner) =>
    ctx.app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: user.headers });
  const put = (id: string, payload: object, ifMatch?: string, user = owner) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}`,
      headers: { ...user.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload,
    });

  it('tags the created task, the read one and the changed one with their version', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks?workspaceId=${workspaceId}`,
      headers: owner.headers,
      payload: { projectId, title: 'Order tiles' },
    });
    expect(created.statusCode).toBe(201);
    const task = created.json<Task>();
    expect(created.headers.etag).toBe(taskEntityTag(task));
    const read = await get(task.id);
    expect(read.headers.etag).toBe(taskEntityTag(task));
    const changed = await put(task.id, { status: 'in_progress' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(taskEntityTag(changed.json<Task>()));
    expect(changed.headers.etag).not.toBe(created.headers.etag);
  });

  it('changes the tag with every change, even two within one millisecond', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Grout' });
    const tags = new Set([taskEntityTag(task)]);
    // The test clock stands still: every change below happens at the same instant.
    for (const [payload, user] of [
      [{ status: 'in_progress' }, contractor],
      [{ status: 'complete' }, contractor],
      [{ title: 'Re-grout' }, owner],
    ] as const) {
      const response = await put(task.id, payload, undefined, user);
      expect(response.statusCode).toBe(200);
      tags.add(response.headers.etag as string);
    }
    expect(tags.size).toBe(4);
  });

  it('makes the change when If-Match names the current version, and answers the new tag', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Seal' });
    const tag = (await get(task.id)).headers.etag as string;
    const response = await put(task.id, { title: 'Seal the worktop' }, tag);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Seal the worktop' });
    expect(response.headers.etag).not.toBe(tag);
    expect((await get(task.id)).headers.etag).toBe(response.headers.etag);
  });

  it('accepts `*` and a list that contains the current tag', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Prime' });
    const star = await put(task.id, { priority: 'high' }, '*');
    expect(star.statusCode).toBe(200);
    const listed = await put(task.id, { priority: 'low' }, `"old", ${star.headers.etag}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ priority: 'low' });
  });

  it('answers 412 with the current task and its tag for a stale If-Match, and changes nothing', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Paint' });
    const staleTag = taskEntityTag(task);
    const theirs = await put(task.id, { title: 'Paint the ceiling' }, undefined);
    expect(theirs.statusCode).toBe(200);
    const current = await get(task.id);
    for (const ifMatch of [staleTag, `W/${current.headers.etag as string}`]) {
      const response = await put(
        task.id,
        { title: 'Paint the walls', status: 'complete' },
        ifMatch,
      );
      expect(response.statusCode, ifMatch).toBe(412);
      expect(response.json()).toEqual(current.json());
      expect(response.headers.etag).toBe(current.headers.etag);
    }
    const after = await get(task.id);
    expect(after.json()).toEqual(current.json());
  });

  it('behaves as before without If-Match', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Sand' });
    const response = await put(task.id, { title: 'Sand the floor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: task.id, title: 'Sand the floor' });
  });

  it('answers a caller without access as always, never with the task', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Wire lights' });
    const stale = '"stale"';
    const hidden = await put(task.id, { status: 'complete' }, stale, unassigned);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ error: accessDenialReasons.projectHidden, code: 'FORBIDDEN' });
    const notMember = await put(task.id, { status: 'complete' }, stale, outsider);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toEqual({ error: taskMessages.notFound, code: 'NOT_FOUND' });
    const notAllowed = await put(task.id, { title: 'Rewire' }, stale, contractor);
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json()).toEqual({
      error: denialReasons.projectManagerRequired,
      code: 'FORBIDDEN',
    });
    for (const response of [hidden, notMember, notAllowed]) {
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await get(task.id, unassigned)).headers.etag).toBeUndefined();
  });
});
