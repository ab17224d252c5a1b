import { workspaceMemberTable } from '../../src/db/schema';
import type { BenchUser, ScenarioSet, SeedContext } from '../scenario';

const WORKSPACES = 20;
const OTHER_MEMBERS = 10;
const PEOPLE = 10;

/** Creates a workspace over HTTP, as its owner would. */
async function createWorkspace(ctx: SeedContext, owner: BenchUser, name: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: owner.headers,
    payload: { name, description: 'Kitchen refit for the Riverside café' },
  });
  if (response.statusCode !== 201) throw new Error(`workspace not created: ${response.body}`);
  return response.json() as { id: string };
}

export const workspaceScenarios: ScenarioSet = {
  name: 'workspaces',
  async seed(ctx) {
    const owner = await ctx.createUser('Workspace Owner');
    const ids: string[] = [];
    for (let i = 0; i < WORKSPACES; i += 1) {
      const { id } = await createWorkspace(ctx, owner, `Workspace ${i + 1}`);
      ids.push(id);
      const now = new Date();
      const members = [];
      for (let m = 0; m < OTHER_MEMBERS; m += 1) {
        const user = await ctx.createUser(m % 3 === 0 ? null : `Member ${i + 1}.${m + 1}`);
        members.push({
          workspaceId: id,
          userId: user.id,
          role: m % 2 === 0 ? ('contractor' as const) : ('client' as const),
          status: 'active' as const,
          invitedAt: now,
          joinedAt: now,
          updatedAt: now,
        });
      }
      await ctx.db.insert(workspaceMemberTable).values(members);
    }
    // A team: its lead's workspaces, each with every teammate as a client, so every teammate's
    // list is the same twenty workspaces and the same bytes.
    const lead = await ctx.createUser('Team Lead');
    const team = [];
    for (let p = 0; p < PEOPLE; p += 1) team.push(await ctx.createUser(`Teammate ${p}`));
    for (let i = 0; i < WORKSPACES; i += 1) {
      const { id } = await createWorkspace(ctx, lead, `Team workspace ${i + 1}`);
      const now = new Date();
      await ctx.db.insert(workspaceMemberTable).values(
        team.map((person) => ({
          workspaceId: id,
          userId: person.id,
          role: 'client' as const,
          status: 'active' as const,
          invitedAt: now,
          joinedAt: now,
          updatedAt: now,
        })),
      );
    }
    return [
      {
        name: `GET /api/workspaces (${WORKSPACES})`,
        path: '/api/workspaces',
        headers: owner.headers,
      },
      {
        name: `GET /api/workspaces (${WORKSPACES}, ${PEOPLE} people)`,
        path: '/api/workspaces',
        headers: team[0]?.headers,
        headersOfPeople: team.map((person) => person.headers),
      },
      {
        name: `GET /api/workspaces/{id} (${OTHER_MEMBERS + 1} members)`,
        path: `/api/workspaces/${ids[0]}`,
        headers: owner.headers,
      },
    ];
  },
};
