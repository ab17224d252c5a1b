import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Label, LabelInput } from '@groundwork/shared/labels/schemas';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

export const labelIds = {
  workspace: '11111111-1111-4111-8111-111111111111',
  electrical: 'e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1',
  punchList: 'e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2',
  owner: '44444444-4444-4444-8444-444444444444',
};

export const workspaceLabelsPath = `/api/workspaces/${labelIds.workspace}/labels`;
export const labelPath = (labelId: string) => `/api/labels/${labelId}`;

export function makeLabel(overrides: Partial<Label> = {}): Label {
  return {
    id: labelIds.electrical,
    workspaceId: labelIds.workspace,
    name: 'Electrical',
    color: 'amber',
    ...overrides,
  };
}

export const punchList = makeLabel({ id: labelIds.punchList, name: 'Punch list', color: 'red' });

type Routes = Parameters<typeof stubApi>[0];

const labelsPagePath = `/workspaces/${labelIds.workspace}/labels`;

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

function workspaceDetail(role: MemberRole): WorkspaceDetail {
  return {
    id: labelIds.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: labelIds.owner,
    isOwner: false,
    role,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    members: [],
  };
}

/**
 * The labels page for the signed-in user of the fetch stubs, holding `role` in the workspace,
 * with a server that keeps the labels given: POST adds one, PUT changes one, DELETE removes one,
 * as the real one does. `routes` replaces any of these answers.
 */
export function openLabelsPage(role: MemberRole, labels: Label[], routes: Routes = {}) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  let saved = labels;
  let created = 0;
  const idOf = (url: URL) => url.pathname.slice(labelPath('').length);
  const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as LabelInput;
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': () =>
      new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
    [`GET /api/workspaces/${labelIds.workspace}`]: () => jsonResponse(workspaceDetail(role)),
    [`GET ${workspaceLabelsPath}`]: () => jsonResponse(saved),
    [`POST ${workspaceLabelsPath}`]: (init) => {
      created += 1;
      const label = makeLabel({
        ...bodyOf(init),
        id: `e9e9e9e9-e9e9-4e9e-8e9e-${String(created).padStart(12, '0')}`,
      });
      saved = [...saved, label];
      return jsonResponse(label, 201);
    },
    ...Object.fromEntries(
      saved.map((label) => [
        `PUT ${labelPath(label.id)}`,
        (init: RequestInit, url: URL) => {
          const updated = { ...label, ...bodyOf(init) };
          saved = saved.map((kept) => (kept.id === idOf(url) ? updated : kept));
          return jsonResponse(updated);
        },
      ]),
    ),
    ...Object.fromEntries(
      saved.map((label) => [
        `DELETE ${labelPath(label.id)}`,
        (_init: RequestInit, url: URL) => {
          saved = saved.filter((kept) => kept.id !== idOf(url));
          return jsonResponse({ success: true });
        },
      ]),
    ),
    ...routes,
  });
  return { ...renderApp(labelsPagePath), fetchMock };
}

/** The bodies sent with `METHOD path`, parsed. */
export function bodiesSent(
  fetchMock: ReturnType<typeof stubApi>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

/** Loads the lazily imported page, its dialogs and the shell once, so no test waits on them. */
export async function loadLabelPageChunks(): Promise<void> {
  await Promise.all([
    import('../pages/labels-page'),
    import('../components/label-form-dialog'),
    import('../../../components/ui/confirm-dialog'),
    import('../../../app/shell/app-shell'),
  ]);
}
