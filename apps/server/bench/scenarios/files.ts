import crypto from 'node:crypto';
import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import type { BenchUser, ScenarioSet, SeedContext } from '../scenario';

const FILES = 40;

/** The list scenario's name; the upload step (bench/upload.ts) uploads to the same task. */
export const TASK_FILES_SCENARIO = 'task files: list of 40 (half images with signed previews)';

const PNG_HEAD = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

async function post(ctx: SeedContext, user: BenchUser, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.body}`);
  return response.json() as { id: string };
}

/** One task with 40 small files, uploaded through the real route; half are PNG images. */
export const fileScenarios: ScenarioSet = {
  name: 'files',
  async seed(ctx) {
    const owner = await ctx.createUser('File Owner');
    const workspace = await post(ctx, owner, '/api/workspaces', { name: 'File bench' });
    const project = await post(ctx, owner, `/api/projects?workspaceId=${workspace.id}`, {
      name: 'Harbour lofts',
    });
    const task = await post(ctx, owner, `/api/tasks?workspaceId=${workspace.id}`, {
      title: 'Survey the site',
      projectId: project.id,
    });
    for (let index = 0; index < FILES; index += 1) {
      const isImage = index % 2 === 0;
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/files/upload/direct/${crypto.randomUUID()}`,
        headers: {
          ...owner.headers,
          'x-filename': encodeFilenameHeader(isImage ? `photo ${index}.png` : `notes ${index}.txt`),
          'x-task-id': task.id,
          'x-workspace-id': workspace.id,
          'content-type': isImage ? 'image/png' : 'text/plain',
        },
        payload: isImage ? PNG_HEAD : Buffer.from(`Site notes, day ${index}.\n`),
      });
      if (response.statusCode !== 201) throw new Error(`upload answered ${response.body}`);
    }
    return [
      {
        name: TASK_FILES_SCENARIO,
        path: `/api/files/task/${task.id}?workspaceId=${workspace.id}`,
        headers: owner.headers,
      },
    ];
  },
};
