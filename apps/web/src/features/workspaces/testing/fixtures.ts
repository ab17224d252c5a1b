import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type {
  Invitation,
  Workspace,
  WorkspaceDetail,
  WorkspaceMember,
} from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2025-01-05T12:00:00.000Z';
const UPDATED_AT = '2025-02-10T12:00:00.000Z';

export const ids = {
  acme: '11111111-1111-4111-8111-111111111111',
  harbor: '22222222-2222-4222-8222-222222222222',
  orchard: '33333333-3333-4333-8333-333333333333',
  otherUser: '44444444-4444-4444-8444-444444444444',
};

export function makeWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: ids.acme,
    name: 'Acme Build',
    description: 'Kitchen and roof jobs',
    ownerId: signedInUser.id,
    isOwner: true,
    role: 'admin',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

let memberSequence = 0;

export function makeMember(
  overrides: Partial<Omit<WorkspaceMember, 'user'>> & { user?: Partial<WorkspaceMember['user']> },
): WorkspaceMember {
  memberSequence += 1;
  const suffix = String(memberSequence).padStart(12, '0');
  const userId = overrides.userId ?? `aaaaaaaa-aaaa-4aaa-8aaa-${suffix}`;
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${suffix}`,
    role: 'contractor',
    status: 'active',
    isOwner: false,
    invitedAt: CREATED_AT,
    joinedAt: CREATED_AT,
    ...overrides,
    userId,
    user: { id: userId, name: null, phoneNumber: '+15550001111', ...overrides.user },
  };
}

/** The signed-in user's own member row. */
export function selfMember(overrides: Partial<Omit<WorkspaceMember, 'user'>> = {}) {
  return makeMember({
    userId: signedInUser.id,
    user: { name: signedInUser.name, phoneNumber: signedInUser.phoneNumber },
    ...overrides,
  });
}

export function makeDetail(
  overrides: Partial<Workspace> = {},
  members: WorkspaceMember[] = [],
): WorkspaceDetail {
  return { ...makeWorkspace(overrides), members };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    workspaceId: ids.orchard,
    workspaceName: 'Orchard Lane',
    workspaceDescription: 'Community garden build',
    role: 'client',
    invitedAt: CREATED_AT,
    invitedBy: 'Rosa Diaz',
    ...overrides,
  };
}

type Routes = Parameters<typeof stubApi>[0];

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse), ...routes });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its parsed body and headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
