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
  /** A minimal Word document: its content types name the main document part. */
  docx: Buffer.from(
    'UEsDBBQAAAAIAEAjd12axphxygAAADoBAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QzU7DMAx+lShX1LrjgBBquwODI3AYD2AlbhfR2FGSjfH2uAztwIGj/f3a/fYcF3OiXILwYDdtZw2xEx94Huz7/rm5t9ux338lKkapXAZ7qDU9ABR3oIillUSsyCQ5YtUxz5DQfeBMcNt1d+CEK3Ft6uphx35HEx6Xap7Our7EqtyaxwtvjRosprQEh1VhWFEY+1dtmYMn84a5vmBUFnxK9uDFHaMq2/9tTuz/dG1kmoKjq351S1kclaLnx6W9IhED3/z2gJ9njN9QSwMEFAAAAAgAQCN3XRIAYVQIAAAABgAAABEAAAB3b3JkL2RvY3VtZW50LnhtbLNJyU/WtwMAUEsBAhQDFAAAAAgAQCN3XZrGmHHKAAAAOgEAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAACABAI3ddEgBhVAgAAAAGAAAAEQAAAAAAAAAAAAAAgAH7AAAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAIAAgCAAAAAMgEAAAAA',
    'base64',
  ),
  xlsx: Buffer.from(
    'UEsDBBQAAAAIAEAjd10hE0TUzQAAADIBAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QvU7DMBB+Fcsrii90QAgl6VDKCAzlAQ77kljxn+xrCW+P0zIxMJ3uvl9dt1+9ExfKxcbQy3vVSkFBR2PD1MuP00vzKPdDd/pOVESlhtLLmTk9ARQ9k8eiYqJQkTFmj1zXPEFCveBEsGvbB9AxMAVuePOQQ/dMI54di+Naz7fYKpficONtUb3ElJzVyBWGDYWhe6stszUk3jHzK/rKgtXBV8zLZ4yL+t/kEsyfpk0cR6vJRH32VaJKyoSmzETsnbpO5dGGu998uD5h+AFQSwMEFAAAAAgAQCN3XRIAYVQIAAAABgAAAA8AAAB4bC93b3JrYm9vay54bWyzSclP1rcDAFBLAQIUAxQAAAAIAEAjd10hE0TUzQAAADIBAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgAQCN3XRIAYVQIAAAABgAAAA8AAAAAAAAAAAAAAIAB/gAAAHhsL3dvcmtib29rLnhtbFBLBQYAAAAAAgACAH4AAAAzAQAAAAA=',
    'base64',
  ),
  zip: Buffer.from(
    'UEsDBBQAAAAAAEAjd13M4vtOCgAAAAoAAAANAAAAc2l0ZS9wbGFuLnR4dG5vcnRoIHdhbGxQSwECFAMUAAAAAABAI3ddzOL7TgoAAAAKAAAADQAAAAAAAAAAAAAAgAEAAAAAc2l0ZS9wbGFuLnR4dFBLBQYAAAAAAQABADsAAAA1AAAAAAA=',
    'base64',
  ),
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
