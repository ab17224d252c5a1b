import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

/**
 * Every workspace endpoint against every kind of caller. A non-member (outsider, pending
 * invitee, revoked member) gets 404 so ids cannot be probed; a member lacking the role gets
 * 403 with the reason of 000 §6.
 */
const actors = [
  'owner',
  'admin',
  'project_manager',
  'client',
  'contractor',
  'pending',
  'revoked',
  'outsider',
] as const;
type Actor = (typeof actors)[number];

interface Fixture {
  workspaceId: string;
  targetMemberId: string;
}

type Expectation = [status: number, error?: string];

const admin403: Expectation = [403, denialReasons.adminRequired];
const owner403: Expectation = [403, denialReasons.ownerRequired];
const hidden: Expectation = [404, workspaceMessages.notFound];
const noInvitation: Expectation = [404, workspaceMessages.noInvitation];

interface Endpoint {
  name: string;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<Actor, Expectation>;
}

const managersOnly = (ok: number): Record<Actor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: admin403,
  client: admin403,
  contractor: admin403,
  pending: hidden,
  revoked: hidden,
  outsider: hidden,
});

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/workspaces/{id}',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspaceId}` }),
    expected: {
      owner: [200],
      admin: [200],
      project_manager: [200],
      client: [200],
      contractor: [200],
      pending: hidden,
      revoked: hidden,
      outsider: hidden,
    },
  },
  {
    name: 'PUT /api/workspaces/{id}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspaceId}`,
      payload: { name: 'Renamed' },
    }),
    expected: managersOnly(200),
  },
  {
    name: 'DELETE /api/workspaces/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/workspaces/${f.workspaceId}` }),
    expected: {
      owner: [200],
      admin: owner403,
      project_manager: owner403,
      client: owner403,
      contractor: owner403,
      pending: hidden,
      revoked: hidden,
      outsider: hidden,
    },
  },
  {
    name: 'POST /api/workspaces/{id}/invites',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspaceId}/invites`,
      payload: { phoneNumber: '+14155559999', role: 'client' },
    }),
    expected: managersOnly(201),
  },
  {
    name: 'PUT /api/workspaces/{id}/members/{memberId}/role',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspaceId}/members/${f.targetMemberId}/role`,
      payload: { role: 'client' },
    }),
    expected: managersOnly(200),
  },
  {
    name: 'DELETE /api/workspaces/{id}/members/{memberId}',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/workspaces/${f.workspaceId}/members/${f.targetMemberId}`,
    }),
    expected: managersOnly(200),
  },
  {
    name: 'POST /api/workspaces/{id}/join',
    request: (f) => ({ method: 'POST', url: `/api/workspaces/${f.workspaceId}/join` }),
    expected: {
      owner: [409, workspaceMessages.alreadyMember],
      admin: [409, workspaceMessages.alreadyMember],
      project_manager: [409, workspaceMessages.alreadyMember],
      client: [409, workspaceMessages.alreadyMember],
      contractor: [409, workspaceMessages.alreadyMember],
      pending: [200],
      revoked: noInvitation,
      outsider: noInvitation,
    },
  },
  {
    name: 'POST /api/workspaces/{id}/decline',
    request: (f) => ({ method: 'POST', url: `/api/workspaces/${f.workspaceId}/decline` }),
    expected: {
      owner: noInvitation,
      admin: noInvitation,
      project_manager: noInvitation,
      client: noInvitation,
      contractor: noInvitation,
      pending: [200],
      revoked: noInvitation,
      outsider: noInvitation,
    },
  },
  {
    name: 'POST /api/workspaces/{id}/leave',
    request: (f) => ({ method: 'POST', url: `/api/workspaces/${f.workspaceId}/leave` }),
    expected: {
      owner: [403, workspaceMessages.ownerCannotLeave],
      admin: [200],
      project_manager: [200],
      client: [200],
      contractor: [200],
      pending: hidden,
      revoked: hidden,
      outsider: hidden,
    },
  },
];

describe('workspace permission matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<Actor | 'target', TestUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const actor of [...actors, 'target'] as const)
      users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(() => ctx.close());

  /** A fresh workspace with one caller of every kind, and a contractor to be managed. */
  async function setUp(): Promise<Fixture> {
    const workspace = await createWorkspace(ctx, users.owner);
    await addMember(ctx, workspace.id, users.admin, 'admin');
    await addMember(ctx, workspace.id, users.project_manager, 'project_manager');
    await addMember(ctx, workspace.id, users.client, 'client');
    await addMember(ctx, workspace.id, users.contractor, 'contractor');
    await addMember(ctx, workspace.id, users.pending, 'contractor', 'pending');
    await addMember(ctx, workspace.id, users.revoked, 'contractor', 'revoked');
    const targetMemberId = await addMember(ctx, workspace.id, users.target, 'contractor');
    return { workspaceId: workspace.id, targetMemberId };
  }

  const cases = endpoints.flatMap((endpoint) =>
    actors.map((actor) => [endpoint.name, actor, endpoint, endpoint.expected[actor]] as const),
  );

  it.each(cases)('%s as %s', async (_name, actor, endpoint, [status, error]) => {
    const fixture = await setUp();
    const response = await ctx.app.inject({
      ...endpoint.request(fixture),
      headers: users[actor].headers,
    });
    expect(response.statusCode).toBe(status);
    if (error) expect(response.json()).toMatchObject({ error });
  });

  it.each(actors)(
    'GET /api/workspaces lists the workspace only for active members (%s)',
    async (actor) => {
      const { workspaceId } = await setUp();
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/workspaces',
        headers: users[actor].headers,
      });
      expect(response.statusCode).toBe(200);
      const ids = (response.json().workspaces as { id: string }[]).map((w) => w.id);
      expect(ids.includes(workspaceId)).toBe(!['pending', 'revoked', 'outsider'].includes(actor));
    },
  );

  it('every endpoint answers 401 without a session', async () => {
    const fixture = await setUp();
    for (const endpoint of endpoints) {
      const response = await ctx.app.inject(endpoint.request(fixture));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});
