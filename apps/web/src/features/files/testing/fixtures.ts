import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { TaskFile, WorkspaceFile } from '@groundwork/shared/files/schemas';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const UPLOADED_AT = '2025-01-05T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  project: '22222222-2222-4222-8222-222222222222',
  task: 'aaaaaaaa-0000-4000-8000-000000000001',
  fileReport: 'ffffffff-0000-4000-8000-000000000001',
  filePhoto: 'ffffffff-0000-4000-8000-000000000002',
  fileArchive: 'ffffffff-0000-4000-8000-000000000003',
};

export function makeWorkspace(overrides: Partial<WorkspaceDetail> = {}): WorkspaceDetail {
  return {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: signedInUser.id,
    isOwner: true,
    role: 'admin',
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
    members: [],
    ...overrides,
  };
}

function makeProject(): Project {
  return {
    id: ids.project,
    workspaceId: ids.workspace,
    name: 'Roof repair',
    description: null,
    type: null,
    status: 'in_progress',
    startDate: null,
    targetEndDate: null,
    estimatedCost: null,
    totalInvestment: 0,
    progress: 0,
    isOverdue: false,
    health: 'healthy',
    taskCount: 1,
    completedTaskCount: 0,
    createdBy: signedInUser.id,
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
    assignments: [],
  };
}

function makeTask(): Task {
  return {
    id: ids.task,
    title: 'Order shingles',
    description: null,
    status: 'to_do',
    priority: 'high',
    dueDate: null,
    amount: null,
    transactionType: null,
    assignedTo: null,
    assignee: null,
    projectId: ids.project,
    projectName: 'Roof repair',
    workspaceId: ids.workspace,
    createdBy: signedInUser.id,
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
    checklist: { done: 0, total: 0 },
    labels: [],
  };
}

export function makeFile(overrides: Partial<TaskFile> = {}): TaskFile {
  return {
    id: ids.fileReport,
    taskId: ids.task,
    filename: 'Inspection report.pdf',
    mimeType: 'application/pdf',
    fileSize: 1536,
    uploadedAt: UPLOADED_AT,
    uploadedBy: signedInUser.id,
    uploaderName: 'Ada Lovelace',
    previewUrl: null,
    ...overrides,
  };
}

/** A PDF, a photo and a zip, uploaded on different days with different sizes. */
export const threeFiles = (): TaskFile[] => [
  makeFile(),
  makeFile({
    id: ids.filePhoto,
    filename: 'roof-photo.jpg',
    mimeType: 'image/jpeg',
    fileSize: 2_400_000,
    uploadedAt: '2025-01-07T12:00:00.000Z',
    uploaderName: 'Cole Contractor',
    previewUrl: `/api/files/${ids.filePhoto}?expires=1&signature=abc`,
  }),
  makeFile({
    id: ids.fileArchive,
    filename: 'plans.zip',
    mimeType: 'application/zip',
    fileSize: 500,
    uploadedAt: '2025-01-06T12:00:00.000Z',
  }),
];

export function toWorkspaceFile(file: TaskFile): WorkspaceFile {
  return {
    ...file,
    taskTitle: 'Order shingles',
    projectId: ids.project,
    projectName: 'Roof repair',
  };
}

export const taskFilesPath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}/files`;
export const taskDetailPath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`;
export const workspaceFilesPath = `/workspaces/${ids.workspace}/files`;
export const taskFilesApi = `/api/files/task/${ids.task}`;

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

type Routes = Parameters<typeof stubApi>[0];

/** The app opened at `entry` for the signed-in user, with the task's context and these answers. */
export function openSignedIn(
  entry: InitialEntry,
  routes: Routes,
  workspace: WorkspaceDetail = makeWorkspace(),
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(workspace),
    [`GET /api/projects/${ids.project}`]: () => jsonResponse(makeProject()),
    [`GET /api/tasks/${ids.task}`]: () => jsonResponse(makeTask()),
    ...routes,
  });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === path;
  });
}

/** Loads the lazily imported file pages once, so the first test does not wait for them. */
export async function loadFileChunks(): Promise<void> {
  await Promise.all([
    import('../pages/task-files-page'),
    import('../pages/workspace-files-page'),
    import('../../../app/task-detail-route'),
    import('../../../app/shell/app-shell'),
  ]);
}
