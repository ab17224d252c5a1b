import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import type { TaskFile } from '@groundwork/shared/files/schemas';
import type { TestContext, TestUser } from './test-app';

/** The first bytes of real files of each kind, enough for their type to be recognised. */
export const sampleBytes = {
  png: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from('0000000a49444154789c6300010000050001', 'hex'),
    Buffer.from('0d0a2db40000000049454e44ae426082', 'hex'),
  ]),
  jpeg: Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  cfb: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  text: Buffer.from('Concrete pour moved to Tuesday.\n'),
} as const;

/** A fresh folder for one test file's DATA_DIR (stored files and the signing key). */
export async function createDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-files-'));
}

export interface UploadOptions {
  taskId: string;
  workspaceId: string;
  filename?: string;
  contentType?: string;
  body?: Buffer;
  fileId?: string;
}

/** PUT /api/files/upload/direct/{fileId} as the web app sends it. */
export function uploadFile(
  ctx: TestContext,
  user: TestUser,
  options: UploadOptions,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/files/upload/direct/${options.fileId ?? crypto.randomUUID()}`,
    headers: {
      ...user.headers,
      'x-filename': encodeFilenameHeader(options.filename ?? 'site-photo.png'),
      'x-task-id': options.taskId,
      'x-workspace-id': options.workspaceId,
      'content-type': options.contentType ?? 'image/png',
    },
    payload: options.body ?? sampleBytes.png,
  });
}

/** Uploads and answers the stored file; throws unless it was created. */
export async function createTaskFile(
  ctx: TestContext,
  user: TestUser,
  options: UploadOptions,
): Promise<TaskFile> {
  const response = await uploadFile(ctx, user, options);
  if (response.statusCode !== 201) throw new Error(`file not uploaded: ${response.body}`);
  return response.json() as TaskFile;
}

/** Every file under a folder, as paths relative to it (none when it does not exist). */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
