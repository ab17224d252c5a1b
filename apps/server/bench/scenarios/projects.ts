import { seedProjects } from '../../test/project-factory';
import type { ScenarioSet, SeedContext } from '../scenario';

const SIZES = [6, 60];
const TASKS_PER_PROJECT = 5;

async function createWorkspace(ctx: SeedContext, headers: Record<string, string>, name: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`workspace not created: ${response.body}`);
  return response.json() as { id: string };
}

/** The project list (with its SQL aggregates) of a small and a ten times larger workspace. */
export const projectScenarios: ScenarioSet = {
  name: 'projects',
  async seed(ctx) {
    const owner = await ctx.createUser('Project Owner');
    const database = { database: { db: ctx.db }, clock: { now: () => new Date() } };
    const scenarios = [];
    for (const size of SIZES) {
      const workspace = await createWorkspace(ctx, owner.headers, `${size} projects`);
      await seedProjects(database, owner, workspace.id, size, TASKS_PER_PROJECT);
      scenarios.push({
        name: `GET /api/projects (${size} × ${TASKS_PER_PROJECT} tasks)`,
        path: `/api/projects?workspaceId=${workspace.id}`,
        headers: owner.headers,
        latencyGroup: 'project list',
      });
    }
    return scenarios;
  },
};
