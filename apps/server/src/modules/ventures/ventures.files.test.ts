import { Readable } from 'node:stream';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilenameHeader, fileMessages } from '@groundwork/shared/files/rules';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import type { Venture, VentureFile } from '@groundwork/shared/ventures/schemas';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { ventureFileTable } from '../../db/schema';
import { createDataDir, filesUnder, sampleBytes } from '../../../test/file-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createLiveVenture, createVenture } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

const MB = 1024 * 1024;

describe('venture files', () => {
  let ctx: TestContext;
  let dataDir: string;
  let creator: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    creator = await createUser(ctx, { name: 'Cara Creator' });
    member = await createUser(ctx, { name: 'Mo Member' });
    outsider = await createUser(ctx, { name: 'Oscar Outsider' });
    workspaceId = (await createWorkspace(ctx, creator)).id;
    await addMember(ctx, workspaceId, member, 'admin');
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const ventureFolder = (ventureId: string) =>
    path.join(dataDir, 'files', 'ventures', workspaceId, ventureId);

  function record(user: TestUser, ventureId: string, fields: Record<string, unknown> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/ventures/${ventureId}/files`,
      headers: user.headers,
      payload: {
        filename: 'storefront.png',
        fileSize: sampleBytes.png.length,
        mimeType: 'image/png',
        ventureId,
        ...fields,
      },
    });
  }

  function send(
    user: TestUser,
    ventureId: string,
    fileId: string,
    options: {
      filename?: string;
      contentType?: string;
      body?: Buffer | Readable;
      workspace?: string;
    } = {},
  ) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/ventures/${ventureId}/files/direct/${fileId}`,
      headers: {
        ...user.headers,
        'x-filename': encodeFilenameHeader(options.filename ?? 'storefront.png'),
        'x-workspace-id': options.workspace ?? workspaceId,
        'content-type': options.contentType ?? 'image/png',
      },
      payload: options.body ?? sampleBytes.png,
    });
  }

  async function upload(
    ventureId: string,
    file: { filename: string; mimeType: string; body: Buffer },
  ): Promise<VentureFile> {
    const recorded = await record(creator, ventureId, {
      filename: file.filename,
      mimeType: file.mimeType,
      fileSize: file.body.length,
    });
    const { fileId } = recorded.json() as { fileId: string };
    const sent = await send(creator, ventureId, fileId, {
      filename: file.filename,
      contentType: file.mimeType,
      body: file.body,
    });
    if (sent.statusCode !== 200) throw new Error(`not uploaded: ${sent.body}`);
    return sent.json() as VentureFile;
  }

  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const errorOf = (response: LightMyRequestResponse) =>
    (response.json() as { error: string }).error;

  it('records a file, stores its bytes under the venture, and shows it with a signed address', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const recorded = await record(creator, venture.id);
    expect(recorded.statusCode).toBe(201);
    const { fileId } = recorded.json() as { fileId: string };
    // Recorded but not sent: nothing to list yet.
    expect((await get(creator, `/api/ventures/${venture.id}/files`)).json()).toEqual({ files: [] });

    const sent = await send(creator, venture.id, fileId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      id: fileId,
      filename: 'storefront.png',
      mimeType: 'image/png',
      fileSize: sampleBytes.png.length,
      uploader: { name: 'Cara Creator' },
      createdAt: expect.any(String),
      url: expect.stringMatching(
        new RegExp(`^/api/files/${fileId}\\?expires=\\d+&signature=[0-9a-f]{64}&inline=1$`),
      ),
    });
    expect(await filesUnder(ventureFolder(venture.id))).toEqual([fileId]);
    const served = await get(null, (sent.json() as VentureFile).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(sampleBytes.png)).toBe(true);

    const listed = (await get(creator, `/api/ventures/${venture.id}/files`)).json() as {
      files: VentureFile[];
    };
    expect(listed.files.map((f) => f.id)).toEqual([fileId]);
    const download = await get(creator, `/api/ventures/${venture.id}/files/${fileId}/download`);
    expect(download.json()).toEqual({
      downloadUrl: expect.stringContaining(`/api/files/${fileId}?`),
      filename: 'storefront.png',
    });
    const fetched = await get(null, (download.json() as { downloadUrl: string }).downloadUrl);
    expect(fetched.headers['content-disposition']).toContain('attachment');
  });

  it('uses the first image as the thumbnail and sends PDFs to the documents', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const pdf = await upload(venture.id, {
      filename: 'plan.pdf',
      mimeType: 'application/pdf',
      body: sampleBytes.pdf,
    });
    ctx.clock.advance(1000);
    const first = await upload(venture.id, {
      filename: 'front.jpg',
      mimeType: 'image/jpeg',
      body: sampleBytes.jpeg,
    });
    ctx.clock.advance(1000);
    await upload(venture.id, {
      filename: 'back.png',
      mimeType: 'image/png',
      body: sampleBytes.png,
    });
    const detail = (await get(creator, `/api/ventures/${venture.id}`)).json() as Venture;
    expect(detail.files.map((f) => f.filename)).toEqual(['plan.pdf', 'front.jpg', 'back.png']);
    expect(detail.thumbnailUrl).toMatch(new RegExp(`^/api/files/${first.id}\\?`));
    expect(pdf.url).not.toContain('inline=1');
    const list = (await get(creator, `/api/ventures/workspace/${workspaceId}`)).json() as {
      ventures: Venture[];
    };
    expect(list.ventures.find((v) => v.id === venture.id)?.thumbnailUrl).toMatch(
      new RegExp(`^/api/files/${first.id}\\?`),
    );
  });

  it.each([
    [
      { filename: 'notes.txt', mimeType: 'text/plain' },
      415,
      'File "notes.txt" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.',
    ],
    [
      { filename: 'logo.svg', mimeType: 'image/svg+xml' },
      415,
      'File "logo.svg" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.',
    ],
    [
      { filename: 'big.png', fileSize: 10 * MB + 1 },
      413,
      'File "big.png" exceeds maximum size of 10MB',
    ],
  ])('refuses to record %j: %i "%s"', async (fields, status, message) => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const response = await record(creator, venture.id, fields);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toBe(message);
  });

  it('accepts exactly 10 MB in the record', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    expect((await record(creator, venture.id, { fileSize: 10 * MB })).statusCode).toBe(201);
  });

  it('refuses bytes that are not what was declared, or over 10 MB, and keeps nothing of them', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const { fileId } = (await record(creator, venture.id)).json() as { fileId: string };
    const disguised = await send(creator, venture.id, fileId, { body: sampleBytes.pdf });
    expect(disguised.statusCode).toBe(415);
    expect(errorOf(disguised)).toBe(
      'File "storefront.png" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.',
    );
    const otherType = await send(creator, venture.id, fileId, {
      contentType: 'application/pdf',
      body: sampleBytes.pdf,
    });
    expect(otherType.statusCode).toBe(415);
    const oversized = Buffer.concat([sampleBytes.png, Buffer.alloc(10 * MB)]);
    const tooBig = await send(creator, venture.id, fileId, { body: Readable.from([oversized]) });
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig)).toBe('File "storefront.png" exceeds maximum size of 10MB');
    expect(await filesUnder(ventureFolder(venture.id))).toEqual([]);
    expect((await get(creator, `/api/ventures/${venture.id}/files`)).json()).toEqual({ files: [] });
    // The record stays: the same id can still take the right bytes.
    expect((await send(creator, venture.id, fileId)).statusCode).toBe(200);
    // Sent again once stored (a retry), it answers the stored file and keeps its bytes.
    const retried = await send(creator, venture.id, fileId, { body: sampleBytes.pdf });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: fileId, fileSize: sampleBytes.png.length });
    const [url] = (
      (await get(creator, `/api/ventures/${venture.id}/files`)).json() as {
        files: VentureFile[];
      }
    ).files.map((f) => f.url);
    expect((await get(null, url ?? '')).rawPayload.equals(sampleBytes.png)).toBe(true);
  });

  it('lets only the creator change files, only while a draft; others cannot find a draft at all', async () => {
    const draft = await createVenture(ctx, creator, workspaceId);
    for (const user of [member, outsider]) {
      const response = await record(user, draft.id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(ventureMessages.notFound);
      expect((await get(user, `/api/ventures/${draft.id}/files`)).statusCode).toBe(404);
    }
    const { fileId } = (await record(creator, draft.id)).json() as { fileId: string };
    const wrongWorkspace = await send(creator, draft.id, fileId, {
      workspace: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongWorkspace.statusCode).toBe(404);

    const live = await createLiveVenture(ctx, creator, workspaceId);
    const locked = await record(creator, live.id);
    expect(locked.statusCode).toBe(403);
    expect(errorOf(locked)).toBe(accessDenialReasons.ventureFilesLocked);
    const notCreator = await record(outsider, live.id);
    expect(notCreator.statusCode).toBe(403);
    expect((await get(outsider, `/api/ventures/${live.id}/files`)).statusCode).toBe(200);
  });

  it('deletes a file by its venture creator only, with its bytes', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const file = await upload(venture.id, {
      filename: 'front.png',
      mimeType: 'image/png',
      body: sampleBytes.png,
    });
    const url = `/api/ventures/${venture.id}/files/${file.id}`;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode,
    ).toBe(404);
    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: creator.headers });
    expect(deleted.json()).toEqual({ success: true });
    expect(await filesUnder(ventureFolder(venture.id))).toEqual([]);
    const served = await get(null, file.url);
    expect(served.statusCode).toBe(404);
    expect(errorOf(served)).toBe(fileMessages.notFound);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: creator.headers })).statusCode,
    ).toBe(404);
  });

  it('forgets a record whose bytes never came, a day later, and not sooner', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    const { fileId } = (await record(creator, venture.id)).json() as { fileId: string };
    const rowsOf = () =>
      ctx.database.db.select().from(ventureFileTable).where(eq(ventureFileTable.id, fileId));
    ctx.clock.advance(23 * 60 * 60 * 1000);
    await ctx.app.scheduler.runDueJobs(ctx.clock.now());
    expect(await rowsOf()).toHaveLength(1);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await ctx.app.scheduler.runDueJobs(ctx.clock.now());
    expect(await rowsOf()).toHaveLength(0);
    const late = await send(creator, venture.id, fileId);
    expect(late.statusCode).toBe(404);
  });

  it('removes the stored bytes with a deleted draft and with a deleted workspace', async () => {
    const venture = await createVenture(ctx, creator, workspaceId);
    await upload(venture.id, { filename: 'a.png', mimeType: 'image/png', body: sampleBytes.png });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ventures/${venture.id}`,
      headers: creator.headers,
    });
    expect(await filesUnder(ventureFolder(venture.id))).toEqual([]);

    const other = await createVenture(ctx, creator, workspaceId);
    await upload(other.id, { filename: 'b.png', mimeType: 'image/png', body: sampleBytes.png });
    expect(await filesUnder(ventureFolder(other.id))).toHaveLength(1);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}`,
      headers: creator.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(await filesUnder(path.join(dataDir, 'files', 'ventures', workspaceId))).toEqual([]);
  });
});
