import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_FILE_MAX_BYTES } from '@groundwork/shared/common/constants';
import { fileMessages } from '@groundwork/shared/files/rules';
import { taskFileTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createDataDir, filesUnder, sampleBytes } from '../../../test/file-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createWorkspace } from '../../../test/workspace-factory';

/**
 * Uploads over a real socket, as a browser sends them: a body larger than the limit, with or
 * without a Content-Length, and a client that goes away part-way. None may leave a row or bytes.
 */
interface Outcome {
  status?: number;
  body?: string;
  error?: Error;
}

const MIB = 1024 * 1024;

describe('task file uploads over a socket', () => {
  let ctx: TestContext;
  let dataDir: string;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;
  let port: number;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    owner = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const newTask = async () => (await createTask(ctx, owner, workspaceId, projectId)).id;
  const taskFolder = (taskId: string) =>
    path.join(dataDir, 'files', 'tasks', workspaceId, projectId, taskId);
  const rowCount = async (taskId: string) =>
    (await ctx.database.db.select().from(taskFileTable).where(eq(taskFileTable.taskId, taskId)))
      .length;

  function startUpload(taskId: string, headers: Record<string, string | number> = {}) {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        ...owner.headers,
        'x-filename': 'drone-survey.png',
        'x-task-id': taskId,
        'x-workspace-id': workspaceId,
        'content-type': 'image/png',
        ...headers,
      },
    });
    const outcome = new Promise<Outcome>((resolve) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', (error) => resolve({ status: response.statusCode, error }));
      });
      request.on('error', (error) => resolve({ error }));
    });
    return { request, outcome };
  }

  /** A PNG's first bytes, then zeros: `megabytes` MiB in all, in 1 MiB chunks. */
  function pngOf(megabytes: number): Readable {
    return Readable.from(
      (function* () {
        yield sampleBytes.png;
        for (let i = 0; i < megabytes; i += 1) yield Buffer.alloc(MIB);
      })(),
    );
  }

  async function waitFor(condition: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('stores a file of many megabytes sent in chunks without a length', async () => {
    const taskId = await newTask();
    const { request, outcome } = startUpload(taskId);
    pngOf(12).pipe(request);
    const { status, body } = await outcome;
    expect(status, body).toBe(201);
    expect(JSON.parse(body ?? '{}')).toMatchObject({ fileSize: sampleBytes.png.length + 12 * MIB });
    expect(await filesUnder(taskFolder(taskId))).toHaveLength(1);
  });

  it('refuses a Content-Length over 100 MB at once, before the body is sent', async () => {
    const taskId = await newTask();
    const { request, outcome } = startUpload(taskId, {
      'content-length': TASK_FILE_MAX_BYTES + 1,
    });
    request.write(sampleBytes.png);
    const { status, body } = await outcome;
    request.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body ?? '{}')).toEqual({
      error: fileMessages.tooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await rowCount(taskId)).toBe(0);
    expect(await filesUnder(taskFolder(taskId))).toEqual([]);
  });

  it('cuts off a body without a length once it passes 100 MB, and keeps none of it', async () => {
    const taskId = await newTask();
    const { request, outcome } = startUpload(taskId);
    const body = pngOf(101);
    body.pipe(request);
    const result = await outcome;
    body.destroy();
    request.destroy();
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ error: fileMessages.tooLarge });
    expect(await rowCount(taskId)).toBe(0);
    expect(await filesUnder(taskFolder(taskId))).toEqual([]);
  });

  it('leaves neither a row nor bytes when the client goes away mid-upload', async () => {
    const taskId = await newTask();
    const { request, outcome } = startUpload(taskId, { 'content-length': 50 * MIB });
    request.write(sampleBytes.png);
    for (let i = 0; i < 2; i += 1) request.write(Buffer.alloc(MIB));
    // The bytes are on their way to disk before the client goes.
    await waitFor(
      async () => (await filesUnder(taskFolder(taskId))).some((f) => f.endsWith('.partial')),
      'the partial file',
    );
    request.destroy();
    await outcome;
    await waitFor(async () => (await filesUnder(taskFolder(taskId))).length === 0, 'clean-up');
    expect(await rowCount(taskId)).toBe(0);
  });
});
