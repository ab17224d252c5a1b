import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { buildApp, type App } from '../../app';
import { notificationTable } from '../../db/schema';
import {
  createRecordingSms,
  createTestApp,
  createUser,
  testConfig,
  type TestContext,
  type TestUser,
} from '../../../test/test-app';
import { openEventStream, type SseMessage } from '../../../test/sse-client';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const changesOf = (messages: SseMessage[], type: string) =>
  messages.filter((m) => m.event === 'change' && (m.data as LiveChange).type === type);
const notificationsOf = (messages: SseMessage[]) =>
  messages.filter((m) => m.event === 'notification');

interface World {
  ctx: TestContext;
  owner: TestUser;
  assignee: TestUser;
  workspaceId: string;
  projectId: string;
}

async function createWorld(options: { logQueries?: boolean } = {}): Promise<World> {
  const ctx = await createTestApp({}, options);
  const owner = await createUser(ctx, { name: 'Olivia Owner' });
  const assignee = await createUser(ctx, { name: 'Cora Contractor' });
  const workspaceId = (await createWorkspace(ctx, owner)).id;
  await addMember(ctx, workspaceId, assignee, 'contractor');
  const projectId = (await createProject(ctx, owner, workspaceId)).id;
  return { ctx, owner, assignee, workspaceId, projectId };
}

describe('live delivery from the change record', () => {
  it('loses nothing when the server dies between the commit and the delivery', async () => {
    const { ctx, owner, assignee, workspaceId, projectId } = await createWorld();
    let restarted: App | null = null;
    try {
      const baseUrl = await listen(ctx.app);
      const before = await openEventStream(baseUrl, assignee.token);
      const first = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Before the crash',
        assignedTo: assignee.id,
      });
      const lastSeen = await before.next(
        (m) => m.event === 'notification' && (m.data as { taskId: string }).taskId === first.id,
      );
      before.close();

      // The process dies right after a commit: its relay delivers nothing more.
      await ctx.app.changeRelay.close();
      const lost = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Committed as the server died',
        assignedTo: assignee.id,
      });
      const unwritten = await ctx.database.db
        .select()
        .from(notificationTable)
        .where(eq(notificationTable.taskId, lost.id));
      expect(unwritten).toHaveLength(0);

      // Another instance (or the same one restarted) reads the record and delivers it.
      restarted = await buildApp({
        config: testConfig(),
        database: ctx.database,
        clock: ctx.clock,
        sms: createRecordingSms(),
        logger: false,
      });
      const resumed = await openEventStream(
        await listen(restarted),
        assignee.token,
        lastSeen.id ?? '',
      );
      try {
        await resumed.next(
          (m) => m.event === 'change' && (m.data as LiveChange).taskId === lost.id,
        );
        await resumed.next(
          (m) => m.event === 'notification' && (m.data as { taskId: string }).taskId === lost.id,
        );
      } finally {
        resumed.close();
      }
      const written = await ctx.database.db
        .select()
        .from(notificationTable)
        .where(eq(notificationTable.taskId, lost.id));
      expect(written).toHaveLength(1);
    } finally {
      await restarted?.close();
      await ctx.close();
    }
  });

  it('replays what a stream missed in a few statements, not a few per change', async () => {
    const { ctx, owner, assignee, workspaceId, projectId } = await createWorld({
      logQueries: true,
    });
    try {
      const baseUrl = await listen(ctx.app);
      const first = await openEventStream(baseUrl, assignee.token);
      const seed = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Seen',
        assignedTo: assignee.id,
      });
      const seen = await first.next(
        (m) => m.event === 'notification' && (m.data as { taskId: string }).taskId === seed.id,
      );
      first.close();
      const missed: string[] = [];
      for (let n = 0; n < 25; n += 1) {
        const task = await createTask(ctx, owner, workspaceId, projectId, {
          title: `Missed ${n}`,
          assignedTo: assignee.id,
        });
        missed.push(task.id);
      }
      await ctx.app.changeRelay.drain();
      ctx.queries.clear();
      const resumed = await openEventStream(baseUrl, assignee.token, seen.id ?? '');
      try {
        const lastId = missed.at(-1);
        await resumed.next(
          (m) => m.event === 'notification' && (m.data as { taskId: string }).taskId === lastId,
        );
        expect(changesOf(resumed.messages, 'task.created')).toHaveLength(25);
        expect(notificationsOf(resumed.messages)).toHaveLength(25);
        // The session check, the page of who-sees-what and the page of changes (50 messages in
        // all), and whatever the relay's own poll may add meanwhile.
        expect(ctx.queries.all.length).toBeLessThanOrEqual(8);
      } finally {
        resumed.close();
      }
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live delivery under concurrent writes', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(() => world.ctx.close());

  it('delivers every change and notification once, in id order, to the assignee', async () => {
    const { ctx, owner, assignee, workspaceId, projectId } = world;
    const managers = [owner];
    for (let n = 0; n < 3; n += 1) {
      const manager = await createUser(ctx, { name: `Manager ${n}` });
      await addMember(ctx, workspaceId, manager, 'project_manager');
      managers.push(manager);
    }
    const stream = await openEventStream(await listen(ctx.app), assignee.token);
    try {
      const perWriter = 15;
      const created = (
        await Promise.all(
          managers.map(async (manager, writer) => {
            const ids: string[] = [];
            for (let n = 0; n < perWriter; n += 1) {
              const task = await createTask(ctx, manager, workspaceId, projectId, {
                title: `Writer ${writer} task ${n}`,
                assignedTo: assignee.id,
              });
              ids.push(task.id);
            }
            return ids;
          }),
        )
      ).flat();
      const total = managers.length * perWriter;
      await expect
        .poll(() => notificationsOf(stream.messages).length, { timeout: 15_000 })
        .toBe(total);
      const changes = changesOf(stream.messages, 'task.created');
      expect(changes.map((m) => (m.data as LiveChange).taskId).sort()).toEqual([...created].sort());
      const notified = notificationsOf(stream.messages).map(
        (m) => (m.data as { taskId: string }).taskId,
      );
      expect([...notified].sort()).toEqual([...created].sort());
      const ids = stream.messages.map((m) => Number(m.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      stream.close();
    }
  });
});
