import type { Comment } from '@groundwork/shared/comments/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { assignToProject, createProject } from './project-factory';
import type { TestContext, TestUser } from './test-app';
import { addMember, createWorkspace } from './workspace-factory';

/** Creates a task over HTTP, as a manager would; answers the task. */
export async function createTask(
  ctx: TestContext,
  user: TestUser,
  workspaceId: string,
  projectId: string,
  fields: Record<string, unknown> = {},
): Promise<Task> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/tasks?workspaceId=${workspaceId}`,
    headers: user.headers,
    payload: { title: 'Pour the foundation', projectId, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`task not created: ${response.body}`);
  return response.json() as Task;
}

/** Comments on a task over HTTP; answers the comment. */
export async function createComment(
  ctx: TestContext,
  user: TestUser,
  taskId: string,
  content = 'Concrete arrives Monday',
): Promise<Comment> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/comments`,
    headers: user.headers,
    payload: { content },
  });
  if (response.statusCode !== 201) throw new Error(`comment not created: ${response.body}`);
  return response.json() as Comment;
}

/** Every kind of caller the task and comment permission matrices try. */
export const matrixActors = [
  'owner',
  'admin',
  'project_manager',
  'client_assigned',
  'client_unassigned',
  'contractor_assigned',
  'contractor_unassigned',
  'pending',
  'revoked',
  'outsider',
] as const;
export type MatrixActor = (typeof matrixActors)[number];

export interface MatrixFixture {
  workspaceId: string;
  projectId: string;
  taskId: string;
  /** A comment by the owner. */
  commentId: string;
}

/**
 * A fresh workspace with one caller of every kind: the assigned client and contractor are on the
 * project, the unassigned ones are members who are not. The owner made the project, a task in it
 * and a comment on the task.
 */
export async function setUpMatrix(
  ctx: TestContext,
  users: Record<MatrixActor, TestUser>,
): Promise<MatrixFixture> {
  const workspaceId = (await createWorkspace(ctx, users.owner)).id;
  await addMember(ctx, workspaceId, users.admin, 'admin');
  await addMember(ctx, workspaceId, users.project_manager, 'project_manager');
  await addMember(ctx, workspaceId, users.client_assigned, 'client');
  await addMember(ctx, workspaceId, users.client_unassigned, 'client');
  await addMember(ctx, workspaceId, users.contractor_assigned, 'contractor');
  await addMember(ctx, workspaceId, users.contractor_unassigned, 'contractor');
  await addMember(ctx, workspaceId, users.pending, 'contractor', 'pending');
  await addMember(ctx, workspaceId, users.revoked, 'contractor', 'revoked');
  const projectId = (await createProject(ctx, users.owner, workspaceId)).id;
  await assignToProject(ctx, projectId, users.client_assigned.id, 'client');
  await assignToProject(ctx, projectId, users.contractor_assigned.id, 'contractor');
  const task = await createTask(ctx, users.owner, workspaceId, projectId);
  const comment = await createComment(ctx, users.owner, task.id);
  return { workspaceId, projectId, taskId: task.id, commentId: comment.id };
}
