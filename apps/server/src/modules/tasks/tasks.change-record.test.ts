import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';

describe('a task assigned to someone off the project', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Connie Contractor' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
  });
  afterAll(() => ctx.close());

  /** The project's team changes in the record, oldest first, as stored. */
  async function teamChanges(projectId: string) {
    const rows = await ctx.database.db
      .select({ type: changeTable.type, data: changeTable.data, fields: changeTable.fields })
      .from(changeTable)
      .where(
        and(eq(changeTable.projectId, projectId), eq(changeTable.type, 'project.assignment.added')),
      )
      .orderBy(asc(changeTable.id));
    return rows;
  }

  const postTask = (projectId: string, fields: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/tasks?workspaceId=${workspaceId}`,
      headers: owner.headers,
      payload: { title: 'Frame the wall', projectId, ...fields },
    });

  it('records the team change as adding them to the team does, once', async () => {
    const projectId = (await createProject(ctx, owner, workspaceId, { name: 'Porch' })).id;
    expect((await postTask(projectId, { assignedTo: contractor.id })).statusCode).toBe(201);
    expect((await postTask(projectId, { assignedTo: contractor.id })).statusCode).toBe(201);

    const [recorded, ...more] = await teamChanges(projectId);
    expect(more).toEqual([]);
    expect(recorded).toEqual({
      type: 'project.assignment.added',
      data: {
        type: 'project.assignment.added',
        workspaceId,
        projectId,
        userId: contractor.id,
        actorId: owner.id,
      },
      fields: [{ field: 'role', from: null, to: 'contractor' }],
    });

    // The same change as the team route records for the same person on another project.
    const other = (await createProject(ctx, owner, workspaceId, { name: 'Shed' })).id;
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${other}/assignments`,
      headers: owner.headers,
      payload: { userId: contractor.id, role: 'contractor' },
    });
    expect(added.statusCode).toBe(201);
    const [fromTeamRoute] = await teamChanges(other);
    expect(fromTeamRoute).toEqual({
      ...recorded,
      data: { ...(recorded?.data as object), projectId: other },
    });
  });

  it('records it when an update assigns the task, and shows it in the project activity', async () => {
    const projectId = (await createProject(ctx, owner, workspaceId, { name: 'Loft' })).id;
    const task = (await postTask(projectId, {})).json() as { id: string };
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      headers: owner.headers,
      payload: { assignedTo: contractor.id },
    });
    expect(updated.statusCode).toBe(200);
    expect(await teamChanges(projectId)).toHaveLength(1);

    await ctx.app.changeRelay.drain();
    const activity = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/activity`,
      headers: owner.headers,
    });
    expect(activity.statusCode).toBe(200);
    const items = (activity.json() as { items: { action: string; subject: { id: string } }[] })
      .items;
    expect(items).toContainEqual(
      expect.objectContaining({
        action: 'assigned',
        subject: expect.objectContaining({ type: 'member', id: contractor.id }),
      }),
    );
  });
});
