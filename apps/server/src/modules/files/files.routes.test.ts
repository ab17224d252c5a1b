import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@groundwork/shared/files/rules';
import type { TaskFile, WorkspaceFile } from '@groundwork/shared/files/schemas';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { taskFileTable } from '../../db/schema';
import { signedLinkMessages } from '../../platform/storage/served-files';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import {
  createDataDir,
  createTaskFile,
  filesUnder,
  sampleBytes,
  uploadFile,
} from '../../../test/file-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { fileConflictMessage } from './files.service';

const TASK_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('task files', () => {
  let ctx: TestContext;
  let dataDir: string;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: null });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const newTask = async () => (await createTask(ctx, owner, workspaceId, projectId)).id;
  const storedPath = (taskId: string, fileId: string) =>
    path.join(dataDir, 'files', 'tasks', workspaceId, projectId, taskId, fileId);
  const taskFolder = (taskId: string) =>
    path.join(dataDir, 'files', 'tasks', workspaceId, projectId, taskId);
  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const rowCount = async (taskId: string) =>
    (await ctx.database.db.select().from(taskFileTable).where(eq(taskFileTable.taskId, taskId)))
      .length;

  it('stores an upload: 201 with the file, its bytes on disk, a signed preview for an image', async () => {
    const taskId = await newTask();
    const fileId = crypto.randomUUID();
    const response = await uploadFile(ctx, contractor, {
      taskId,
      workspaceId,
      fileId,
      filename: 'Façade – north side.png',
    });
    expect(response.statusCode).toBe(201);
    const file = response.json() as TaskFile;
    expect(file).toEqual({
      id: fileId,
      taskId,
      filename: 'Façade – north side.png',
      mimeType: 'image/png',
      fileSize: sampleBytes.png.length,
      uploadedAt: expect.any(String),
      uploadedBy: contractor.id,
      uploaderName: contractor.phoneNumber,
      previewUrl: expect.stringMatching(
        new RegExp(`^/api/files/${fileId}\\?expires=\\d+&signature=[0-9a-f]{64}&inline=1$`),
      ),
    });
    expect((await fs.readFile(storedPath(taskId, fileId))).equals(sampleBytes.png)).toBe(true);

    const preview = await get(null, file.previewUrl ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe(
      `inline; filename="Facade  north side.png"; filename*=UTF-8''Fa%C3%A7ade%20%E2%80%93%20north%20side.png`,
    );
    expect(preview.rawPayload.equals(sampleBytes.png)).toBe(true);
  });

  it('lists a task’s files newest first, each with its uploader', async () => {
    const taskId = await newTask();
    const first = await createTaskFile(ctx, owner, { taskId, workspaceId, filename: 'a.png' });
    ctx.clock.advance(1000);
    const second = await createTaskFile(ctx, contractor, {
      taskId,
      workspaceId,
      filename: 'notes.txt',
      contentType: 'text/plain',
      body: sampleBytes.text,
    });
    await createTaskFile(ctx, owner, { taskId: await newTask(), workspaceId });

    const response = await get(contractor, `/api/files/task/${taskId}`);
    expect(response.statusCode).toBe(200);
    const files = response.json() as TaskFile[];
    expect(files.map((f) => [f.id, f.filename, f.uploaderName])).toEqual([
      [second.id, 'notes.txt', contractor.phoneNumber],
      [first.id, 'a.png', 'Olivia Owner'],
    ]);
    expect(files[0]?.previewUrl).toBeNull();
  });

  it('downloads through a signed address: the bytes as an attachment with its name, type and length', async () => {
    const taskId = await newTask();
    const file = await createTaskFile(ctx, owner, {
      taskId,
      workspaceId,
      filename: 'Budget v2 100% (final).pdf',
      contentType: 'application/pdf',
      body: sampleBytes.pdf,
    });
    const answer = await get(
      contractor,
      `/api/files/${file.id}/download?workspaceId=${workspaceId}`,
    );
    expect(answer.statusCode).toBe(200);
    const { downloadUrl, filename } = answer.json() as { downloadUrl: string; filename: string };
    expect(filename).toBe('Budget v2 100% (final).pdf');
    expect(downloadUrl).toMatch(
      new RegExp(`^/api/files/${file.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const download = await get(null, downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sampleBytes.pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(sampleBytes.pdf.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Budget v2 100_ (final).pdf"; filename*=UTF-8''Budget%20v2%20100%25%20%28final%29.pdf`,
    });
  });

  it('never shows an SVG inline, and a disposition added to the address breaks its signature', async () => {
    const taskId = await newTask();
    const file = await createTaskFile(ctx, owner, {
      taskId,
      workspaceId,
      filename: 'plan.svg',
      contentType: 'image/svg+xml',
      body: sampleBytes.svg,
    });
    expect(file.previewUrl).toBeNull();
    const { downloadUrl } = (await get(owner, `/api/files/${file.id}/download`)).json() as {
      downloadUrl: string;
    };
    const download = await get(null, downloadUrl);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['content-type']).toBe('image/svg+xml');
    const forced = await get(null, `${downloadUrl}&inline=1`);
    expect(forced.statusCode).toBe(403);
    expect(forced.json()).toEqual({ error: signedLinkMessages.invalid, code: 'FORBIDDEN' });
  });

  it('refuses an expired or tampered address with 403', async () => {
    const file = await createTaskFile(ctx, owner, { taskId: await newTask(), workspaceId });
    const { downloadUrl } = (await get(owner, `/api/files/${file.id}/download`)).json() as {
      downloadUrl: string;
    };
    const url = new URL(downloadUrl, 'http://local');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const otherFile = await createTaskFile(ctx, owner, { taskId: await newTask(), workspaceId });

    for (const tampered of [
      `/api/files/${file.id}?expires=${expires}&signature=${flipped}`,
      `/api/files/${file.id}?expires=${expires + 3600}&signature=${signature}`,
      `/api/files/${otherFile.id}?expires=${expires}&signature=${signature}`,
      `/api/files/${file.id}?expires=${expires}`,
      `/api/files/${file.id}?expires=soon&signature=${signature}`,
    ]) {
      const response = await get(null, tampered);
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json()).toEqual({ error: signedLinkMessages.invalid, code: 'FORBIDDEN' });
    }

    ctx.clock.advance(5 * 60_000);
    expect((await get(null, downloadUrl)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await get(null, downloadUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: signedLinkMessages.expired, code: 'FORBIDDEN' });
  });

  it.each([
    ['a blank name', ' '],
    ['a reserved device name', 'CON.txt'],
    ['a forbidden character', 'plan<1>.png'],
    ['a path', '../../etc/passwd.png'],
    ['a control character', 'photo\u0007.png'],
    ['a name over 255 characters', `${'a'.repeat(252)}.png`],
    ['only dots', '..'],
  ])('refuses %s: 400 Invalid filename, nothing stored', async (_case, filename) => {
    const taskId = await newTask();
    const response = await uploadFile(ctx, owner, { taskId, workspaceId, filename });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: fileMessages.invalidFilename });
    expect(await filesUnder(taskFolder(taskId))).toEqual([]);
    expect(await rowCount(taskId)).toBe(0);
  });

  it('refuses an x-filename header that is not valid percent-encoding', async () => {
    const taskId = await newTask();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        ...owner.headers,
        'x-filename': 'broken%E0%A4%A.png',
        'x-task-id': taskId,
        'x-workspace-id': workspaceId,
        'content-type': 'image/png',
      },
      payload: sampleBytes.png,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: fileMessages.invalidFilename });
  });

  it.each([
    ['an executable', 'setup.exe', 'application/x-msdownload'],
    ['HTML', 'page.html', 'text/html'],
    ['an unknown type with an unknown extension', 'data.bin', 'application/octet-stream'],
  ])('refuses %s: 415 File type not allowed', async (_case, filename, contentType) => {
    const taskId = await newTask();
    const response = await uploadFile(ctx, owner, { taskId, workspaceId, filename, contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: fileMessages.typeNotAllowed,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await rowCount(taskId)).toBe(0);
  });

  it.each([
    ['PDF bytes declared as PNG', 'photo.png', 'image/png', sampleBytes.pdf],
    ['PNG bytes declared as PDF', 'report.pdf', 'application/pdf', sampleBytes.png],
    ['PNG bytes declared as text', 'notes.txt', 'text/plain', sampleBytes.png],
    [
      'a program declared as Markdown',
      'notes.md',
      'text/markdown',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]),
    ],
    ['a PDF declared as a Word file', 'letter.docx', TASK_DOCX, sampleBytes.pdf],
    ['an old Office file declared as a zip', 'archive.zip', 'application/zip', sampleBytes.cfb],
    ['a plain zip declared as a Word document', 'letter.docx', TASK_DOCX, sampleBytes.zip],
  ])(
    'refuses %s: the content must match the declared type',
    async (_case, filename, contentType, body) => {
      const taskId = await newTask();
      const response = await uploadFile(ctx, owner, {
        taskId,
        workspaceId,
        filename,
        contentType,
        body,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: fileMessages.typeNotAllowed });
      expect(await filesUnder(taskFolder(taskId))).toEqual([]);
      expect(await rowCount(taskId)).toBe(0);
    },
  );

  it.each([
    ['a JPEG', 'photo.jpg', 'image/jpeg', sampleBytes.jpeg],
    ['an old Word file', 'letter.doc', 'application/msword', sampleBytes.cfb],
    ['an old Excel file', 'sheet.xls', 'application/vnd.ms-excel', sampleBytes.cfb],
    ['a Word document', 'letter.docx', TASK_DOCX, sampleBytes.docx],
    [
      'an Excel workbook',
      'costs.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sampleBytes.xlsx,
    ],
    ['a zip', 'plans.zip', 'application/zip', sampleBytes.zip],
    [
      'a Word document sent as a zip',
      'letter.zip',
      'application/x-zip-compressed',
      sampleBytes.docx,
    ],
    ['Markdown sent as octet-stream', 'README.md', 'application/octet-stream', sampleBytes.text],
    ['CSV', 'costs.csv', 'text/csv; charset=utf-8', Buffer.from('item,cost\nbeam,120\n')],
    ['JSON', 'data.json', 'application/json', Buffer.from('{"a":1}')],
    [
      'text whose first letters look like a bitmap',
      'parts.txt',
      'text/plain',
      Buffer.from('BMW parts\n'),
    ],
    [
      'UTF-16 text with its byte-order mark',
      'notes.txt',
      'text/plain',
      Buffer.from('\ufeffhi', 'utf16le'),
    ],
    ['XML', 'data.xml', 'text/xml', Buffer.from('<?xml version="1.0"?><a/>')],
  ])('accepts %s with the type it is stored as', async (_case, filename, contentType, body) => {
    const taskId = await newTask();
    const response = await uploadFile(ctx, owner, {
      taskId,
      workspaceId,
      filename,
      contentType,
      body,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as TaskFile).fileSize).toBe(body.length);
  });

  it('refuses an empty file: 400 File is empty, nothing stored', async () => {
    const taskId = await newTask();
    const response = await uploadFile(ctx, owner, { taskId, workspaceId, body: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: fileMessages.empty });
    expect(await rowCount(taskId)).toBe(0);
  });

  it('refuses an upload with no body at all: 400 File is empty', async () => {
    const taskId = await newTask();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        ...owner.headers,
        'x-filename': 'a.png',
        'x-task-id': taskId,
        'x-workspace-id': workspaceId,
        'content-type': 'image/png',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: fileMessages.empty });
    expect(await rowCount(taskId)).toBe(0);
  });

  it('answers the stored file when the same uploader sends the same id again; any other reuse is a conflict', async () => {
    const taskId = await newTask();
    const fileId = crypto.randomUUID();
    const first = await uploadFile(ctx, contractor, { taskId, workspaceId, fileId });
    expect(first.statusCode).toBe(201);
    const again = await uploadFile(ctx, contractor, { taskId, workspaceId, fileId });
    expect(again.statusCode).toBe(200);
    expect((again.json() as TaskFile).id).toBe(fileId);
    expect(await rowCount(taskId)).toBe(1);

    const byOther = await uploadFile(ctx, owner, { taskId, workspaceId, fileId });
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json()).toEqual({ error: fileConflictMessage, code: 'CONFLICT' });
    const toOtherTask = await uploadFile(ctx, contractor, {
      taskId: await newTask(),
      workspaceId,
      fileId,
    });
    expect(toOtherTask.statusCode).toBe(409);
    expect((await fs.readFile(storedPath(taskId, fileId))).equals(sampleBytes.png)).toBe(true);
  });

  it('deletes a file with its stored bytes; its address then finds nothing', async () => {
    const taskId = await newTask();
    const file = await createTaskFile(ctx, contractor, { taskId, workspaceId });
    const { downloadUrl } = (await get(owner, `/api/files/${file.id}/download`)).json() as {
      downloadUrl: string;
    };
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/files/${file.id}?workspaceId=${workspaceId}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await filesUnder(taskFolder(taskId))).toEqual([]);
    expect((await get(owner, `/api/files/task/${taskId}`)).json()).toEqual([]);
    const gone = await get(null, downloadUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: fileMessages.notFound, code: 'NOT_FOUND' });
    expect((await get(owner, `/api/files/${file.id}/download`)).statusCode).toBe(404);
  });

  it('deleting a task removes its files’ bytes; other tasks keep theirs', async () => {
    const taskId = await newTask();
    const keptTask = await newTask();
    await createTaskFile(ctx, owner, { taskId, workspaceId });
    await createTaskFile(ctx, owner, { taskId, workspaceId });
    const kept = await createTaskFile(ctx, owner, { taskId: keptTask, workspaceId });
    expect(await filesUnder(taskFolder(taskId))).toHaveLength(2);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${taskId}?workspaceId=${workspaceId}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await filesUnder(taskFolder(taskId))).toEqual([]);
    expect(await rowCount(taskId)).toBe(0);
    expect(await filesUnder(taskFolder(keptTask))).toEqual([kept.id]);
  });

  it('deleting a workspace removes the bytes of all its files', async () => {
    const other = (await createWorkspace(ctx, owner, 'Harbour Lofts')).id;
    const otherProject = (await createProject(ctx, owner, other)).id;
    const taskId = (await createTask(ctx, owner, other, otherProject)).id;
    await createTaskFile(ctx, owner, { taskId, workspaceId: other });
    const folder = path.join(dataDir, 'files', 'tasks', other);
    expect(await filesUnder(folder)).toHaveLength(1);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${other}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await filesUnder(folder)).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'files', 'tasks', workspaceId))).not.toEqual([]);
  });

  it('lists the workspace’s files of the projects the caller can see, with task and project', async () => {
    const ws = (await createWorkspace(ctx, owner, 'Mill Street')).id;
    await addMember(ctx, ws, contractor, 'contractor');
    const seen = await createProject(ctx, owner, ws, { name: 'Roof' });
    const hidden = await createProject(ctx, owner, ws, { name: 'Basement' });
    await assignToProject(ctx, seen.id, contractor.id, 'contractor');
    const seenTask = await createTask(ctx, owner, ws, seen.id, { title: 'Fix gutters' });
    const hiddenTask = await createTask(ctx, owner, ws, hidden.id);
    const visible = await createTaskFile(ctx, owner, { taskId: seenTask.id, workspaceId: ws });
    ctx.clock.advance(1000);
    const secret = await createTaskFile(ctx, owner, { taskId: hiddenTask.id, workspaceId: ws });

    const forOwner = (await get(owner, `/api/files?workspaceId=${ws}`)).json() as WorkspaceFile[];
    expect(forOwner.map((f) => f.id)).toEqual([secret.id, visible.id]);
    const forContractor = await get(contractor, `/api/files?workspaceId=${ws}`);
    expect(forContractor.statusCode).toBe(200);
    expect(forContractor.json()).toEqual([
      {
        ...visible,
        previewUrl: expect.any(String),
        taskTitle: 'Fix gutters',
        projectId: seen.id,
        projectName: 'Roof',
      },
    ]);
    const outsider = await createUser(ctx);
    expect((await get(outsider, `/api/files?workspaceId=${ws}`)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const taskId = await newTask();
    expect((await get(null, `/api/files/task/${taskId}`)).statusCode).toBe(401);
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        'x-filename': 'a.png',
        'x-task-id': taskId,
        'x-workspace-id': workspaceId,
        'content-type': 'image/png',
      },
      payload: sampleBytes.png,
    });
    expect(upload.statusCode).toBe(401);
    expect(await rowCount(taskId)).toBe(0);
  });

  it('a task in another workspace than X-Workspace-ID is not found', async () => {
    const other = (await createWorkspace(ctx, owner, 'Elsewhere')).id;
    const response = await uploadFile(ctx, owner, { taskId: await newTask(), workspaceId: other });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: taskMessages.notFound, code: 'NOT_FOUND' });
  });
});
