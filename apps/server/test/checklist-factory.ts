import type {
  Checklist,
  ChecklistItem,
  ChecklistTemplate,
} from '@groundwork/shared/checklists/schemas';
import type { TestContext, TestUser } from './test-app';

async function post<T>(ctx: TestContext, user: TestUser, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.body}`);
  return response.json() as T;
}

/** Adds a checklist to a task over HTTP, as a manager would; answers the checklist. */
export function createChecklist(
  ctx: TestContext,
  user: TestUser,
  taskId: string,
  fields: { title?: string; templateId?: string } = {},
): Promise<Checklist> {
  return post(ctx, user, `/api/tasks/${taskId}/checklists`, {
    title: 'Final walk-through',
    ...fields,
  });
}

/** Adds an item to a checklist over HTTP; answers the item. */
export function addChecklistItem(
  ctx: TestContext,
  user: TestUser,
  checklistId: string,
  text = 'Outlets covered',
  fields: { assigneeId?: string; dueDate?: string } = {},
): Promise<ChecklistItem> {
  return post(ctx, user, `/api/checklists/${checklistId}/items`, { text, ...fields });
}

/** Makes a checklist template in the workspace over HTTP; answers the template. */
export function createChecklistTemplate(
  ctx: TestContext,
  user: TestUser,
  workspaceId: string,
  items: string[],
  name = 'Hand-over',
): Promise<ChecklistTemplate> {
  return post(ctx, user, `/api/workspaces/${workspaceId}/checklist-templates`, { name, items });
}
