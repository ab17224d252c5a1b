import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChangeSchema, type LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { changeTable, workspaceTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openEventStream, type SseMessage, type SseStream } from '../../../test/sse-client';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const isChange = (type: string) => (message: SseMessage) =>
  message.event === 'change' && (message.data as LiveChange).type === type;

describe('what signing in and renaming leave in the record', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let outsiderWorkspaceId: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    member = await createUser(ctx, { name: 'Mara Member' });
    outsider = await createUser(ctx, { name: 'Otto Outsider' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, member, 'contractor');
    const project = await createProject(ctx, owner, workspaceId);
    await createTask(ctx, owner, workspaceId, project.id, { assignedTo: member.id });
    outsiderWorkspaceId = (await createWorkspace(ctx, outsider, 'Elsewhere')).id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.close();
  });

  const open = async (user: TestUser) => {
    const stream = await openEventStream(baseUrl, user.token);
    streams.push(stream);
    return stream;
  };

  async function revisionOf(id: string): Promise<number> {
    const [row] = await ctx.database.db
      .select({ revision: workspaceTable.contentRevision })
      .from(workspaceTable)
      .where(eq(workspaceTable.id, id));
    return row?.revision ?? Number.NaN;
  }

  async function renamesOf(userId: string) {
    return ctx.database.db
      .select({ data: changeTable.data, fields: changeTable.fields, actorId: changeTable.actorId })
      .from(changeTable)
      .where(and(eq(changeTable.type, 'user.renamed'), eq(changeTable.subjectId, userId)))
      .orderBy(asc(changeTable.id));
  }

  const rename = (user: TestUser, name: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { name },
    });

  it('signing in again leaves the revision of every workspace of the person as it was', async () => {
    const before = await revisionOf(workspaceId);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phoneNumber: member.phoneNumber },
    });
    expect(registered.statusCode).toBe(200);
    const code = ctx.sms.lastCodeFor(member.phoneNumber);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { phoneNumber: member.phoneNumber, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { id: member.id, name: 'Mara Member' } });
    expect(await revisionOf(workspaceId)).toBe(before);
  });

  it('a rename is recorded with the name before and after, and reaches those who share a workspace', async () => {
    const [ownerStream, outsiderStream] = await Promise.all([open(owner), open(outsider)]);
    const response = await rename(member, 'Mara Builder');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: member.id, name: 'Mara Builder' } });

    const [recorded, ...more] = await renamesOf(member.id);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({
      actorId: member.id,
      fields: [{ field: 'name', from: 'Mara Member', to: 'Mara Builder' }],
    });

    const message = await ownerStream.next(isChange('user.renamed'));
    expect(liveChangeSchema.parse(message.data)).toEqual({
      type: 'user.renamed',
      subject: 'user',
      workspaceId: null,
      projectId: null,
      taskId: null,
      actorId: member.id,
    });
    // The outsider hears of their own workspace's next change, and never heard of the rename.
    await createProject(ctx, outsider, outsiderWorkspaceId, { name: 'Their own' });
    await outsiderStream.next(isChange('project.created'));
    expect(outsiderStream.messages.filter(isChange('user.renamed'))).toEqual([]);
  });

  it('the same name again changes and records nothing', async () => {
    const before = await revisionOf(workspaceId);
    const response = await rename(member, 'Mara Builder');
    expect(response.statusCode).toBe(200);
    expect(await renamesOf(member.id)).toHaveLength(1);
    expect(await revisionOf(workspaceId)).toBe(before);
  });
});
