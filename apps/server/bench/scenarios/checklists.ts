import type { Checklist } from '@groundwork/shared/checklists/schemas';
import type { BenchUser, ScenarioSet, SeedContext } from '../scenario';

const CHECKLISTS = 10;
const ITEMS = 50;

async function post<T>(ctx: SeedContext, user: BenchUser, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.body}`);
  return response.json() as T;
}

/**
 * `checklists` checklists of `items` items on each task, made through the real routes from a
 * template of the workspace (so the tasks' kept totals are as the app keeps them). Answers the
 * items' ids in turn across the tasks: each task's first item, then each task's second, ...
 */
export async function seedChecklists(
  ctx: SeedContext,
  owner: BenchUser,
  workspaceId: string,
  taskIds: string[],
  checklists: number,
  items: number,
): Promise<string[]> {
  const template = await post<{ id: string }>(
    ctx,
    owner,
    `/api/workspaces/${workspaceId}/checklist-templates`,
    {
      name: 'Hand-over',
      items: Array.from({ length: items }, (_, index) => `Item ${index + 1}: check and sign off`),
    },
  );
  const byTask: string[][] = [];
  for (const taskId of taskIds) {
    const ids: string[] = [];
    for (let index = 0; index < checklists; index += 1) {
      const checklist = await post<Checklist>(ctx, owner, `/api/tasks/${taskId}/checklists`, {
        title: `Walk-through ${index + 1}`,
        templateId: template.id,
      });
      ids.push(...checklist.items.map((item) => item.id));
    }
    byTask.push(ids);
  }
  const perTask = checklists * items;
  return Array.from({ length: perTask }, (_, index) =>
    byTask.map((ids) => ids[index] as string),
  ).flat();
}

/**
 * A task with 10 checklists of 50 items beside one without: the task opens in the same time either
 * way (its totals are kept on its row), and its checklists come in one statement.
 */
export const checklistScenarios: ScenarioSet = {
  name: 'checklists',
  async seed(ctx) {
    const owner = await ctx.createUser('Checklist Owner');
    const workspace = await post<{ id: string }>(ctx, owner, '/api/workspaces', {
      name: 'Checklist bench',
    });
    const project = await post<{ id: string }>(
      ctx,
      owner,
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Harbour lofts' },
    );
    const createTask = (title: string) =>
      post<{ id: string }>(ctx, owner, `/api/tasks?workspaceId=${workspace.id}`, {
        title,
        projectId: project.id,
      });
    const bare = await createTask('Hand over the keys');
    const full = await createTask('Final walk-through');
    await seedChecklists(ctx, owner, workspace.id, [full.id], CHECKLISTS, ITEMS);
    const many = `${CHECKLISTS} checklists of ${ITEMS} items`;
    return [
      {
        name: 'GET /api/tasks/{id} (no checklists)',
        path: `/api/tasks/${bare.id}`,
        headers: owner.headers,
        latencyGroup: 'a task with checklists opens as fast',
      },
      {
        name: `GET /api/tasks/{id} (${many})`,
        path: `/api/tasks/${full.id}`,
        headers: owner.headers,
        latencyGroup: 'a task with checklists opens as fast',
      },
      {
        name: 'GET /api/tasks/{id}/checklists (none)',
        path: `/api/tasks/${bare.id}/checklists`,
        headers: owner.headers,
        latencyGroup: "a task's checklists",
      },
      {
        name: `GET /api/tasks/{id}/checklists (${many})`,
        path: `/api/tasks/${full.id}/checklists`,
        headers: owner.headers,
        latencyGroup: "a task's checklists",
      },
    ];
  },
};
