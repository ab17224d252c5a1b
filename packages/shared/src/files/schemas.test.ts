import { describe, expect, it } from 'vitest';
import {
  fileDownloadSchema,
  listWorkspaceFilesQuerySchema,
  taskFileListSchema,
  taskFileSchema,
  taskFileUploadHeadersSchema,
  workspaceFileListSchema,
} from './schemas';

const ID = '11111111-1111-4111-8111-111111111111';
const taskFile = {
  id: ID,
  taskId: ID,
  filename: 'plan.pdf',
  mimeType: 'application/pdf',
  fileSize: 2048,
  uploadedAt: '2025-03-01T00:00:00.000Z',
  uploadedBy: ID,
  uploaderName: 'Ada',
  previewUrl: null,
};

describe('task file contracts', () => {
  it('reads task and workspace file lists', () => {
    expect(taskFileListSchema.parse([taskFile])).toEqual([taskFile]);
    const workspaceFile = { ...taskFile, taskTitle: 'Pour', projectId: ID, projectName: 'House' };
    expect(workspaceFileListSchema.parse([workspaceFile])).toEqual([workspaceFile]);
    expect(taskFileSchema.safeParse({ ...taskFile, fileSize: -1 }).success).toBe(false);
    expect(listWorkspaceFilesQuerySchema.safeParse({}).success).toBe(false);
  });

  it('reads upload headers and keeps the others', () => {
    const headers = {
      'x-filename': 'plan.pdf',
      'x-task-id': ID,
      'x-workspace-id': ID,
      'content-type': 'application/pdf',
      authorization: 'Bearer token',
    };
    expect(taskFileUploadHeadersSchema.parse(headers)).toEqual(headers);
    expect(taskFileUploadHeadersSchema.safeParse({ ...headers, 'x-task-id': 'x' }).success).toBe(
      false,
    );
  });

  it('reads the download answer', () => {
    const answer = { downloadUrl: '/api/files/x?sig=y', filename: 'plan.pdf' };
    expect(fileDownloadSchema.parse(answer)).toEqual(answer);
  });
});
