import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@groundwork/shared/comments/schemas';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { commentMentionTable, notificationTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * @mentions in comments (DECISIONS.md "Tasks and comments", "Notifications"): who may be
 * mentioned, who hears of it and how, and the names answers carry.
 */
describe('comment mentions', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let builder: TestUser;
  let outsider: TestUser;
  let invitee: TestUser;
  let offProject: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://gw.example' });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    builder = await createUser(ctx, { name: 'Bea Builder' });
    outsider = await createUser(ctx, { name: 'Otto Outsider' });
    invitee = await createUser(ctx, { name: 'Ivy Invitee' });
    offProject = await createUser(ctx, { name: 'Carl Contractor' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
    await addMember(ctx, workspaceId, builder, 'contractor');
    await addMember(ctx, workspaceId, invitee, 'project_manager', 'pending');
    await addMember(ctx, workspaceId, offProject, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Kitchen refit' })).id;
    await assignToProject(ctx, projectId, builder.id, 'contractor');
    await createWorkspace(ctx, outsider, 'Elsewhere');
  });
  afterAll(() => ctx.close());

  const newTask = async (fields: Record<string, unknown> = {}) =>
    createTask(ctx, owner, workspaceId, projectId, { title: 'Tile the floor', ...fields });
  const comment = (user: TestUser, taskId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: user.headers,
      payload,
    });
  const edit = (user: TestUser, taskId: string, commentId: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${taskId}/comments/${commentId}`,
      headers: user.headers,
      payload,
    });
  /** The notifications about the task, as `type → recipient ids`. */
  async function notificationsAbout(taskId: string) {
    const rows = await ctx.database.db
      .select()
      .from(notificationTable)
      .where(eq(notificationTable.taskId, taskId));
    const byType: Record<string, string[]> = {};
    for (const row of rows) (byType[row.type] ??= []).push(row.userId);
    for (const ids of Object.values(byType)) ids.sort();
    return { rows, byType };
  }
  const sorted = (...users: TestUser[]) => users.map((user) => user.id).sort();

  it('stores the mentions and notifies each mentioned person once, with a link to the task', async () => {
    const task = await newTask();
    const response = await comment(manager, task.id, {
      content: '@Bea Builder and @Olivia Owner, grout is here',
      mentions: [builder.id, owner.id, builder.id],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as Comment;
    expect(created.content).toBe('@Bea Builder and @Olivia Owner, grout is here');
    expect(created.mentions).toEqual([
      { id: builder.id, name: 'Bea Builder', writtenAs: 'Bea Builder' },
      { id: owner.id, name: 'Olivia Owner', writtenAs: 'Olivia Owner' },
    ]);

    const { rows, byType } = await notificationsAbout(task.id);
    // The creator is mentioned: they hear of the comment once, as a mention.
    expect(byType).toEqual({ task_mention: sorted(builder, owner) });
    expect(rows.find((row) => row.userId === builder.id)).toMatchObject({
      type: 'task_mention',
      title: 'New mention',
      message: 'Manny Manager mentioned you in a comment on "Tile the floor"',
      relatedId: task.id,
      workspaceId,
      projectId,
      taskId: task.id,
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: builder.headers,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({ type: 'task_mention', taskId: task.id, isRead: false }),
    ]);
  });

  it('tells the people a comment does not mention of it as before; the mentioned only once', async () => {
    const task = await newTask({ assignedTo: builder.id });
    const response = await comment(manager, task.id, {
      content: '@Bea Builder please check',
      mentions: [builder.id],
    });
    expect(response.statusCode).toBe(201);
    const { byType } = await notificationsAbout(task.id);
    expect(byType).toEqual({
      task_assignment: [builder.id],
      task_comment: [owner.id],
      task_mention: [builder.id],
    });
  });

  it('texts a mention only to those who chose texts for mentions', async () => {
    const chooser = await createUser(ctx, { name: 'Tex Texter' });
    await addMember(ctx, workspaceId, chooser, 'admin');
    const settings = (user: TestUser, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: user.headers,
        payload,
      });
    expect(
      (await settings(chooser, { quietHours: null, sms: { task_mention: true } })).statusCode,
    ).toBe(200);
    expect((await settings(manager, { quietHours: null })).statusCode).toBe(200);
    const task = await newTask({ title: 'Seal the grout' });
    await comment(owner, task.id, {
      content: '@Tex Texter @Manny Manager',
      mentions: [chooser.id, manager.id],
    });
    await ctx.app.scheduler.runDueJobs(ctx.clock.now());
    const textsTo = (user: TestUser) =>
      ctx.sms.sent.filter((sms) => sms.to === user.phoneNumber && !sms.code);
    expect(textsTo(chooser)).toEqual([expect.objectContaining({ kind: 'task_mention' })]);
    expect(textsTo(chooser)[0]?.message).toMatch(
      /^Groundwork: Olivia Owner mentioned you in a comment on "Seal the grout" https:\/\/gw\.example\/s\/[\w-]{22}$/,
    );
    // Mentions are texted only when chosen: off by default.
    expect(textsTo(manager)).toEqual([]);
  });

  it.each([
    ['someone outside the workspace', () => outsider.id],
    ['an invitee who has not joined', () => invitee.id],
    ['a contractor not on the project', () => offProject.id],
    ['an id that names no one', () => NOBODY],
  ])('refuses a mention of %s with 400, writing and telling nothing', async (_who, idOf) => {
    const task = await newTask();
    const response = await comment(manager, task.id, {
      content: 'Have a look',
      mentions: [builder.id, idOf()],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: commentMessages.mentionCannotSee,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'mentions.1', message: commentMessages.mentionCannotSee }],
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}/comments`,
      headers: owner.headers,
    });
    expect(listed.json()).toEqual([]);
    expect((await notificationsAbout(task.id)).byType).toEqual({});
  });

  it.each([
    ['a name for an id', { mentions: ['Bea'] }, commentMessages.mentionInvalid],
    ['one id, not a list', { mentions: NOBODY }, commentMessages.mentionsNotList],
    [
      '21 ids',
      { mentions: Array.from({ length: 21 }, () => NOBODY) },
      commentMessages.mentionsTooMany,
    ],
  ])('refuses %s with 400 and the message', async (_what, payload, message) => {
    const task = await newTask();
    const response = await comment(owner, task.id, { content: 'Hi', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('lets the author mention themself without notifying them', async () => {
    const task = await newTask();
    const response = await comment(builder, task.id, {
      content: 'Note to @Bea Builder: bring spacers',
      mentions: [builder.id],
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Comment).mentions).toEqual([
      { id: builder.id, name: 'Bea Builder', writtenAs: 'Bea Builder' },
    ]);
    // The owner created the task and hears of the comment; the author hears of nothing.
    expect((await notificationsAbout(task.id)).byType).toEqual({ task_comment: [owner.id] });
  });

  it('an edit that adds a mention tells only the newly mentioned; one without mentions keeps them', async () => {
    const task = await newTask();
    const created = (await comment(owner, task.id, {
      content: '@Bea Builder tiles are in',
      mentions: [builder.id],
    }).then((response) => response.json())) as Comment;
    const added = await edit(owner, task.id, created.id, {
      content: '@Bea Builder @Manny Manager tiles are in',
      mentions: [builder.id, manager.id],
    });
    expect(added.statusCode).toBe(200);
    expect((added.json() as Comment).mentions.map((mention) => mention.id)).toEqual([
      builder.id,
      manager.id,
    ]);
    expect((await notificationsAbout(task.id)).byType).toEqual({
      task_mention: sorted(builder, manager),
    });

    // Text alone: the mentions stay, and nobody hears of it again.
    const reworded = await edit(owner, task.id, created.id, {
      content: '@Bea Builder @Manny Manager tiles are in the van',
    });
    expect((reworded.json() as Comment).mentions).toHaveLength(2);
    // An empty list clears them.
    const cleared = await edit(owner, task.id, created.id, {
      content: 'Tiles are in the van',
      mentions: [],
    });
    expect((cleared.json() as Comment).mentions).toEqual([]);
    const stored = await ctx.database.db
      .select()
      .from(commentMentionTable)
      .where(eq(commentMentionTable.commentId, created.id));
    expect(stored).toEqual([]);
    const { rows } = await notificationsAbout(task.id);
    expect(rows).toHaveLength(2);
  });

  it('keeps a mention of someone who has since lost sight of the task through an edit', async () => {
    const helper = await createUser(ctx, { name: 'Hal Helper' });
    await addMember(ctx, workspaceId, helper, 'contractor');
    await assignToProject(ctx, projectId, helper.id, 'contractor');
    const task = await newTask();
    const created = (await comment(owner, task.id, {
      content: '@Hal Helper can you?',
      mentions: [helper.id],
    }).then((response) => response.json())) as Comment;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/assignments/${helper.id}`,
      headers: owner.headers,
    });
    const edited = await edit(owner, task.id, created.id, {
      content: '@Hal Helper can you, please?',
      mentions: [helper.id],
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as Comment).mentions.map((mention) => mention.id)).toEqual([helper.id]);
  });

  it('answers each mention under the person’s current name, and what the text wrote', async () => {
    const renamed = await createUser(ctx, { name: 'Rita Stone' });
    await addMember(ctx, workspaceId, renamed, 'admin');
    const task = await newTask();
    await comment(owner, task.id, { content: 'Over to @Rita Stone', mentions: [renamed.id] });
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: renamed.headers,
      payload: { name: 'Rita Park' },
    });
    expect(rename.statusCode).toBe(200);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}/comments?limit=10`,
      headers: builder.headers,
    });
    const [first] = (listed.json() as { items: Comment[] }).items;
    expect(first?.content).toBe('Over to @Rita Stone');
    expect(first?.mentions).toEqual([
      { id: renamed.id, name: 'Rita Park', writtenAs: 'Rita Stone' },
    ]);
  });

  it('answers what each comment’s text wrote, null where it does not name the person', async () => {
    const task = await newTask();
    for (const content of ['@Bea Builder one', '@Manny Manager two']) {
      await comment(owner, task.id, { content, mentions: [builder.id, manager.id] });
      ctx.clock.advance(1000);
    }
    const listed = (await ctx.app
      .inject({ method: 'GET', url: `/api/tasks/${task.id}/comments`, headers: owner.headers })
      .then((response) => response.json())) as Comment[];
    expect(listed.map((item) => item.mentions.map((mention) => mention.writtenAs))).toEqual([
      ['Bea Builder', null],
      [null, 'Manny Manager'],
    ]);
  });
});
