/**
 * The real app for the web app's first-visit bench (apps/web/bench/first-visit.bench.mjs): on
 * PGlite in memory, serving apps/web/dist (or WEB_DIST_DIR), with one workspace holding a project of 200 tasks.
 * Prints one JSON line, `{ port, token, path, taskPath, workspacePath }` (the project's task list,
 * its newest task's page and the workspace page), once it listens, and
 * stops when its parent closes stdin or sends SIGTERM.
 *
 * Run from apps/server: `node --import tsx bench/first-visit-server.ts` (PORT picks the port).
 */
import { startBenchApp } from './bench-app';

const TASKS = 200;

const { app, ctx, stopAndExit } = await startBenchApp(
  { kind: 'pglite-memory' },
  { WEB_DIST_DIR: process.env.WEB_DIST_DIR },
);
const owner = await ctx.createUser('Owen Owner');

async function post(url: string, payload: object): Promise<{ id: string }> {
  const response = await app.inject({ method: 'POST', url, headers: owner.headers, payload });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.body}`);
  return response.json<{ id: string }>();
}

const workspace = await post('/api/workspaces', { name: 'Riverside builds' });
const project = await post(`/api/projects?workspaceId=${workspace.id}`, {
  name: 'Riverside kitchen',
  estimatedBudget: 50000,
});
let newestTask = { id: '' };
for (let i = 0; i < TASKS; i++) {
  newestTask = await post(`/api/tasks?workspaceId=${workspace.id}`, {
    title: `Task number ${i + 1} for the kitchen`,
    projectId: project.id,
    dueDate: '2026-12-10T12:00:00.000Z',
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(
  JSON.stringify({
    port,
    token: owner.token,
    path: `/workspaces/${workspace.id}/projects/${project.id}/tasks`,
    taskPath: `/workspaces/${workspace.id}/projects/${project.id}/tasks/${newestTask.id}`,
    workspacePath: `/workspaces/${workspace.id}`,
  }),
);

process.on('SIGTERM', () => void stopAndExit());
process.stdin.on('end', () => void stopAndExit());
process.stdin.resume();
