import type { MemberRole, MemberStatus } from '@groundwork/shared/permissions/roles';
import { workspaceMemberTable } from '../src/db/schema';
import type { TestContext, TestUser } from './test-app';

/** Creates a workspace over HTTP, as its owner would. */
export async function createWorkspace(ctx: TestContext, owner: TestUser, name = 'Riverside Build') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: owner.headers,
    payload: { name, description: 'Kitchen refit for the Riverside café' },
  });
  if (response.statusCode !== 201) throw new Error(`workspace not created: ${response.body}`);
  return response.json() as { id: string; name: string; ownerId: string };
}

/** Puts a user straight into a workspace with a role and status; returns the member row id. */
export async function addMember(
  ctx: TestContext,
  workspaceId: string,
  user: TestUser,
  role: MemberRole,
  status: MemberStatus = 'active',
): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.database.db
    .insert(workspaceMemberTable)
    .values({
      workspaceId,
      userId: user.id,
      role,
      status,
      invitedAt: now,
      joinedAt: status === 'active' ? now : null,
      updatedAt: now,
    })
    .returning({ id: workspaceMemberTable.id });
  if (!row) throw new Error('member not added');
  return row.id;
}
