import type { Label, LabelInput } from '@groundwork/shared/labels/schemas';
import { taskLabelTable } from '../src/db/schema';
import type { TestContext, TestUser } from './test-app';

/** Makes a label in the workspace over HTTP, as a manager would; answers the label. */
export async function createLabel(
  ctx: TestContext,
  user: TestUser,
  workspaceId: string,
  fields: Partial<LabelInput> = {},
): Promise<Label> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/labels`,
    headers: user.headers,
    payload: { name: 'Urgent', color: 'red', ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`label not created: ${response.body}`);
  return response.json() as Label;
}

/** Puts labels straight on tasks (for data the API would take many calls to build). */
export async function insertTaskLabels(
  ctx: Pick<TestContext, 'database'>,
  rows: { taskId: string; labelId: string; workspaceId: string }[],
): Promise<void> {
  if (rows.length > 0) await ctx.database.db.insert(taskLabelTable).values(rows);
}
