import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  idempotencyMessages,
} from '@groundwork/shared/common/idempotency';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { idempotencyKeyTable, taskFileTable, taskTable } from '../../db/schema';
import { ABANDONED_CLAIM_MS } from '../../platform/idempotency/idempotency-keys';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openSecondInstance } from '../../../test/second-instance';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createDataDir, sampleBytes, uploadFile } from '../../../test/file-factory';
import { ventureBody } from '../../../test/venture-factory';

const HOUR_MS = 60 * 60 * 1000;

/** What a client compares between an answer and its repeat. */
const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  contentType: response.headers['content-type'],
});

describe('Idempotency-Key on writes', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projectId: string;
  let keySequence = 0;

  beforeAll(async () => {
    ctx = await createTestApp({}, { logQueries: true });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    contractor = await createUser(ctx, { name: 'Connie Contractor' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
  });
  afterAll(() => ctx.close());

  const newKey = () => {
    keySequence += 1;
    return `test-key-${keySequence}-${crypto.randomUUID()}`;
  };

  const createWithKey = (key: string, payload: object, user = owner, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: `/api/tasks?workspaceId=${workspaceId}`,
      headers: { ...user.headers, 'idempotency-key': key },
      payload: { projectId, ...payload },
    });

  const tasksTitled = (title: string) =>
    ctx.database.db.select().from(taskTable).where(eq(taskTable.title, title));

  const keyRow = async (user: TestUser, key: string) => {
    const rows = await ctx.database.db
      .select()
      .from(idempotencyKeyTable)
      .where(
        sql`${idempotencyKeyTable.userId} = ${user.id} and ${idempotencyKeyTable.key} = ${key}`,
      );
    return rows[0] ?? null;
  };

  it('answers a repeated create what the first answered, marked as replayed, and creates one task', async () => {
    const key = newKey();
    const first = await createWithKey(key, { title: 'Order tiles' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createWithKey(key, { title: 'Order tiles' });
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tasksTitled('Order tiles')).toHaveLength(1);
    expect(await keyRow(owner, key)).toMatchObject({
      method: 'POST',
      path: '/api/tasks',
      statusCode: 201,
      contentType: 'application/json; charset=utf-8',
      finishedAt: ctx.clock.now(),
    });
  });

  it('looks the session up once, for the key and the handler both', async () => {
    ctx.queries.clear();
    const response = await createWithKey(newKey(), { title: 'Measure up' });
    expect(response.statusCode).toBe(201);
    const sessionLookups = ctx.queries.statements.filter((query) => /from "sessions"/.test(query));
    expect(sessionLookups).toHaveLength(1);
  });

  it('keeps the uncompressed answer and compresses the repeat as it would any answer', async () => {
    const key = newKey();
    // A venture's pitch may be long enough for an answer past the compression threshold.
    const pitchContent = 'Lay the tiles, grout them and seal the floor. '.repeat(200).trim();
    const headers = { ...owner.headers, 'idempotency-key': key, 'accept-encoding': 'gzip' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ventures',
        headers,
        payload: ventureBody(workspaceId, { pitchContent }),
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const stored = await keyRow(owner, key);
    expect(JSON.parse(stored?.responseBody ?? 'null')).toMatchObject({ pitchContent });
    const again = await send();
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(again.rawPayload).toString()).toBe(stored?.responseBody);
  });

  it('refuses the same key with a different body, URL or workspace with 422', async () => {
    const key = newKey();
    expect((await createWithKey(key, { title: 'Fit sink' })).statusCode).toBe(201);
    for (const other of [
      createWithKey(key, { title: 'Fit the sink' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { ...owner.headers, 'idempotency-key': key, 'x-workspace-id': workspaceId },
        payload: { projectId, title: 'Fit sink' },
      }),
    ]) {
      const response = await other;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: idempotencyMessages.reusedKey,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await tasksTitled('Fit sink')).toHaveLength(1);
    expect(await tasksTitled('Fit the sink')).toHaveLength(0);
  });

  it("keeps keys per person: another person's same key makes their own change", async () => {
    const key = newKey();
    const mine = await createWithKey(key, { title: 'Seal grout' });
    const theirs = await createWithKey(key, { title: 'Seal grout' }, manager);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<Task>().id).not.toBe(mine.json<Task>().id);
    expect(theirs.json<Task>().createdBy).toBe(manager.id);
    expect(await tasksTitled('Seal grout')).toHaveLength(2);
  });

  it('applies two racing requests with one key once, and answers both the same', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      createWithKey(key, { title: 'Hang cabinets' }),
      createWithKey(key, { title: 'Hang cabinets' }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(answerOf(a)).toEqual(answerOf(b));
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await tasksTitled('Hang cabinets')).toHaveLength(1);
  });

  it('keeps a 4xx answer and answers it again, without running the request again', async () => {
    const key = newKey();
    const refused = await createWithKey(key, { title: 'Move the wall' }, contractor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: denialReasons.projectManagerRequired,
      code: 'FORBIDDEN',
    });
    // Even once the request would succeed, the key still answers what it answered.
    await ctx.database.db.execute(
      sql`update workspace_members set role = 'project_manager' where user_id = ${contractor.id}`,
    );
    try {
      const again = await createWithKey(key, { title: 'Move the wall' }, contractor);
      expect(answerOf(again)).toEqual(answerOf(refused));
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await tasksTitled('Move the wall')).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(
        sql`update workspace_members set role = 'contractor' where user_id = ${contractor.id}`,
      );
    }
  });

  it('gives the key back after a 5xx answer, so that a repeat runs again', async () => {
    await ctx.database.db.execute(sql`
      create function refuse_exploding_task() returns trigger language plpgsql as $$
      begin raise exception 'the database refused'; end $$`);
    await ctx.database.db.execute(sql`
      create trigger refuse_exploding_task before insert on tasks
      for each row when (new.title = 'Explode') execute function refuse_exploding_task()`);
    const key = newKey();
    try {
      const failed = await createWithKey(key, { title: 'Explode' });
      expect(failed.statusCode).toBe(500);
      expect(await keyRow(owner, key)).toBeNull();
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_exploding_task on tasks`);
      await ctx.database.db.execute(sql`drop function refuse_exploding_task`);
    }
    const retried = await createWithKey(key, { title: 'Explode' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await tasksTitled('Explode')).toHaveLength(1);
  });

  it('refuses an invalid key with 400, and ignores keys on requests without a session', async () => {
    for (const key of ['', 'has space', 'k'.repeat(256), 'naïve']) {
      const response = await createWithKey(key, { title: 'Never made' });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toEqual({
        error: idempotencyMessages.invalidKey,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await createWithKey('k'.repeat(255), { title: 'Longest key' })).statusCode).toBe(201);
    expect(await tasksTitled('Never made')).toHaveLength(0);

    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks?workspaceId=${workspaceId}`,
      headers: { 'idempotency-key': 'has space' },
      payload: { projectId, title: 'Never made' },
    });
    expect(signedOut.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'idempotency-key': 'has space' },
      payload: { phoneNumber: '+14155550199' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('replays a repeated DELETE rather than answering 404', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Remove me' });
    const key = newKey();
    const remove = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/tasks/${task.id}`,
        headers: { ...owner.headers, 'idempotency-key': key },
      });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    const again = await remove();
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('applies a repeated PUT once: the repeat is answered the first version', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Paint' });
    const key = newKey();
    const update = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/tasks/${task.id}`,
        headers: { ...owner.headers, 'idempotency-key': key },
        payload: { status: 'in_progress' },
      });
    const first = await update();
    expect(first.statusCode).toBe(200);
    const again = await update();
    expect(answerOf(again)).toEqual(answerOf(first));
    const now = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}`,
      headers: owner.headers,
    });
    // A second change would have moved updatedAt again.
    expect(now.json<Task>().updatedAt).toBe(first.json<Task>().updatedAt);
  });

  describe('while the first request is still running elsewhere', () => {
    /** Makes the key's finished answer look like the claim of a request still running. */
    const markUnfinished = (user: TestUser, key: string, createdAt = ctx.clock.now()) =>
      ctx.database.db
        .update(idempotencyKeyTable)
        .set({
          statusCode: null,
          responseBody: null,
          contentType: null,
          finishedAt: null,
          createdAt,
        })
        .where(
          sql`${idempotencyKeyTable.userId} = ${user.id} and ${idempotencyKeyTable.key} = ${key}`,
        );

    it('waits for it to finish, then answers what it answered', async () => {
      const key = newKey();
      const first = await createWithKey(key, { title: 'Order grout' });
      const stored = await keyRow(owner, key);
      await markUnfinished(owner, key);
      const waiting = createWithKey(key, { title: 'Order grout' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ctx.database.db
        .update(idempotencyKeyTable)
        .set({ ...stored, createdAt: ctx.clock.now() })
        .where(
          sql`${idempotencyKeyTable.userId} = ${owner.id} and ${idempotencyKeyTable.key} = ${key}`,
        );
      const again = await waiting;
      expect(answerOf(again)).toEqual(answerOf(first));
      expect(await tasksTitled('Order grout')).toHaveLength(1);
    });

    it('answers 409 when it does not finish within the wait', async () => {
      const key = newKey();
      await createWithKey(key, { title: 'Order sealant' });
      await markUnfinished(owner, key);
      const response = await createWithKey(key, { title: 'Order sealant' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: idempotencyMessages.inProgress,
        code: 'IDEMPOTENCY_KEY_IN_USE',
      });
      expect(await tasksTitled('Order sealant')).toHaveLength(1);
    });

    it('takes over a claim left unfinished for more than five minutes, and runs again', async () => {
      const key = newKey();
      await createWithKey(key, { title: 'Order primer' });
      await markUnfinished(
        owner,
        key,
        new Date(ctx.clock.now().getTime() - ABANDONED_CLAIM_MS - 1000),
      );
      const response = await createWithKey(key, { title: 'Order primer' });
      expect(response.statusCode).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      expect(await tasksTitled('Order primer')).toHaveLength(2);
      expect(await keyRow(owner, key)).toMatchObject({
        statusCode: 201,
        createdAt: ctx.clock.now(),
      });
    });
  });

  it('is documented on every write, with its 409 and 422 where a session is needed', async () => {
    type Operation = { parameters?: { $ref?: string }[]; responses: object; security?: [] };
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const writes = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ route: `${method} ${url}`, operation })),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const { route, operation } of writes) {
      expect(operation.parameters, route).toContainEqual({
        $ref: '#/components/parameters/IdempotencyKey',
      });
      if (operation.security?.length) {
        expect(Object.keys(operation.responses), route).toEqual(
          expect.arrayContaining(['400', '409', '422']),
        );
      }
    }
  });

  it('the clean-up job deletes keys past the retention and keeps the others', async () => {
    const now = ctx.clock.now().getTime();
    const ages = { fresh: 0, retained: IDEMPOTENCY_KEY_RETENTION_MS + HOUR_MS / 2 };
    const expired = IDEMPOTENCY_KEY_RETENTION_MS + HOUR_MS + 1;
    const expiredKeys = Array.from({ length: 1_500 }, (_, index) => `expired-${index}`);
    const row = (key: string, age: number) => ({
      userId: manager.id,
      key,
      method: 'POST',
      path: '/api/tasks',
      requestHash: '0'.repeat(64),
      statusCode: 201,
      responseBody: '{}',
      contentType: 'application/json',
      createdAt: new Date(now - age),
      finishedAt: new Date(now - age),
    });
    await ctx.database.db
      .insert(idempotencyKeyTable)
      .values([
        ...expiredKeys.map((key) => row(key, expired)),
        ...Object.entries(ages).map(([key, age]) => row(key, age)),
      ]);
    await ctx.app.scheduler.runDueJobs(new Date(now));
    const left = await ctx.database.db
      .select({ key: idempotencyKeyTable.key })
      .from(idempotencyKeyTable)
      .where(eq(idempotencyKeyTable.userId, manager.id));
    expect(left.map((r) => r.key).sort()).toEqual(expect.arrayContaining(['fresh', 'retained']));
    expect(left.filter((r) => r.key.startsWith('expired-'))).toEqual([]);
  });
});

describe('Idempotency-Key on streamed uploads', () => {
  let ctx: TestContext;
  let dataDir: string;
  let owner: TestUser;
  let workspaceId: string;
  let taskId: string;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    owner = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    const projectId = (await createProject(ctx, owner, workspaceId)).id;
    taskId = (await createTask(ctx, owner, workspaceId, projectId)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('replays a repeated upload, and refuses the key for a body of another length', async () => {
    const withKey = { ...owner, headers: { ...owner.headers, 'idempotency-key': 'upload-1' } };
    const fileId = crypto.randomUUID();
    const first = await uploadFile(ctx, withKey, { taskId, workspaceId, fileId });
    expect(first.statusCode).toBe(201);
    const again = await uploadFile(ctx, withKey, { taskId, workspaceId, fileId });
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await uploadFile(ctx, withKey, {
      taskId,
      workspaceId,
      fileId,
      body: sampleBytes.jpeg,
      contentType: 'image/jpeg',
    });
    expect(other.statusCode).toBe(422);
    const stored = await ctx.database.db
      .select()
      .from(taskFileTable)
      .where(eq(taskFileTable.taskId, taskId));
    expect(stored).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('Idempotency-Key across server instances', () => {
  it('applies one key sent to two instances at once once, and answers both the same', async () => {
    const ctx = await createTestApp();
    const second = await openSecondInstance(ctx);
    try {
      const owner = await createUser(ctx);
      const workspaceId = (await createWorkspace(ctx, owner)).id;
      const projectId = (await createProject(ctx, owner, workspaceId)).id;
      const send = (app: typeof ctx.app) =>
        app.inject({
          method: 'POST',
          url: `/api/tasks?workspaceId=${workspaceId}`,
          headers: { ...owner.headers, 'idempotency-key': 'one-key-two-instances' },
          payload: { projectId, title: 'Pour the slab' },
        });
      const [first, ...repeats] = await Promise.all([
        send(ctx.app),
        send(second.app),
        send(ctx.app),
      ]);
      expect(first.statusCode).toBe(201);
      for (const repeat of repeats) expect(answerOf(repeat)).toEqual(answerOf(first));
      const made = await ctx.database.db
        .select()
        .from(taskTable)
        .where(eq(taskTable.projectId, projectId));
      expect(made).toHaveLength(1);
    } finally {
      await second.close();
      await ctx.close();
    }
  });
});
