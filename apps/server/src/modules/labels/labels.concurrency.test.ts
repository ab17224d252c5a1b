import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '@groundwork/shared/labels/constants';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { changeTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createLabel } from '../../../test/label-factory';

/**
 * Label writes racing each other and the tasks being given labels. On PostgreSQL they go over real
 * HTTP to a listening server, so they truly run at once on several connections; PGlite runs one
 * statement at a time, so there the same requests check the outcomes only.
 */
describe('concurrent label writes', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    fetch(baseUrl + url, {
      method,
      headers: { ...owner.headers, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });

  it('gives a task a label being deleted either before (then it is taken off) or not at all (400)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const label = await createLabel(ctx, owner, workspaceId, { name: `Round ${round}` });
      const tasks = await Promise.all(
        [0, 1, 2].map(() => createTask(ctx, owner, workspaceId, projectId)),
      );
      const [deleted, ...given] = await Promise.all([
        send('DELETE', `/api/labels/${label.id}`),
        ...tasks.map((task) => send('PUT', `/api/tasks/${task.id}`, { labelIds: [label.id] })),
      ]);
      expect(deleted?.status).toBe(200);
      const labelled: string[] = [];
      for (const [index, answer] of given.entries()) {
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400) {
          expect(await answer.json()).toMatchObject({ error: labelMessages.notInWorkspace });
        } else {
          labelled.push((tasks[index] as Task).id);
        }
      }
      // Every task that was given it before the deletion is named by the deletion's one change.
      const [change] = await ctx.database.db
        .select({ data: changeTable.data })
        .from(changeTable)
        .where(and(eq(changeTable.subjectId, label.id), eq(changeTable.type, 'label.deleted')));
      expect([...(change?.data as { taskIds: string[] }).taskIds].sort()).toEqual(labelled.sort());
      for (const task of tasks) {
        const read = await ctx.app.inject({
          method: 'GET',
          url: `/api/tasks/${task.id}`,
          headers: owner.headers,
        });
        expect((read.json() as Task).labels).toEqual([]);
      }
    }
  });

  it('renames two labels to one name at once: one is renamed, the other refused with 409', async () => {
    for (let round = 0; round < 4; round += 1) {
      const first = await createLabel(ctx, owner, workspaceId, { name: `First ${round}` });
      const second = await createLabel(ctx, owner, workspaceId, { name: `Second ${round}` });
      const answers = await Promise.all(
        [first, second].map((label, index) =>
          send('PUT', `/api/labels/${label.id}`, {
            name: index === 0 ? `Same ${round}` : `SAME ${round}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });
});
