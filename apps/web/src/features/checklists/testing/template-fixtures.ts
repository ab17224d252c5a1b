import type {
  ChecklistTemplate,
  ChecklistTemplateInput,
} from '@groundwork/shared/checklists/schemas';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

export const templateIds = {
  workspace: '11111111-1111-4111-8111-111111111111',
  walkThrough: 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1',
  punchList: 'c2c2c2c2-c2c2-4c2c-8c2c-c2c2c2c2c2c2',
  owner: '44444444-4444-4444-8444-444444444444',
};

export const workspaceTemplatesPath = `/api/workspaces/${templateIds.workspace}/checklist-templates`;

export function makeTemplate(overrides: Partial<ChecklistTemplate> = {}): ChecklistTemplate {
  return {
    id: templateIds.walkThrough,
    workspaceId: templateIds.workspace,
    name: 'Final walk-through',
    items: ['Outlets covered', 'Caulk done', 'Keys handed over'],
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export const punchList = makeTemplate({
  id: templateIds.punchList,
  name: 'Punch list',
  items: ['Touch up paint'],
});

type Routes = Parameters<typeof stubApi>[0];

const templatesPagePath = `/workspaces/${templateIds.workspace}/checklist-templates`;

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

function workspaceDetail(role: MemberRole): WorkspaceDetail {
  return {
    id: templateIds.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: templateIds.owner,
    isOwner: false,
    role,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    members: [],
  };
}

/**
 * The templates page for the signed-in user of the fetch stubs, holding `role` in the workspace,
 * with a server that keeps the templates given: POST adds one, PUT replaces one, DELETE removes
 * one, as the real one does. `routes` replaces any of these answers.
 */
export function openTemplatesPage(
  role: MemberRole,
  templates: ChecklistTemplate[],
  routes: Routes = {},
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  let saved = templates;
  let created = 0;
  const templateRoute = `/api/checklist-templates/`;
  const idOf = (url: URL) => url.pathname.slice(templateRoute.length);
  const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as ChecklistTemplateInput;
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': () =>
      new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
    [`GET /api/workspaces/${templateIds.workspace}`]: () => jsonResponse(workspaceDetail(role)),
    [`GET ${workspaceTemplatesPath}`]: () => jsonResponse(saved),
    [`POST ${workspaceTemplatesPath}`]: (init) => {
      created += 1;
      const template = makeTemplate({
        ...bodyOf(init),
        id: `c9c9c9c9-c9c9-4c9c-8c9c-${String(created).padStart(12, '0')}`,
      });
      saved = [...saved, template];
      return jsonResponse(template, 201);
    },
    ...Object.fromEntries(
      saved.map((template) => [
        `PUT ${templateRoute}${template.id}`,
        (init: RequestInit, url: URL) => {
          const updated = { ...template, ...bodyOf(init) };
          saved = saved.map((kept) => (kept.id === idOf(url) ? updated : kept));
          return jsonResponse(updated);
        },
      ]),
    ),
    ...Object.fromEntries(
      saved.map((template) => [
        `DELETE ${templateRoute}${template.id}`,
        (_init: RequestInit, url: URL) => {
          saved = saved.filter((kept) => kept.id !== idOf(url));
          return jsonResponse({ success: true });
        },
      ]),
    ),
    ...routes,
  });
  return { ...renderApp(templatesPagePath), fetchMock };
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
export async function loadTemplatePageChunks(): Promise<void> {
  await Promise.all([
    import('../pages/checklist-templates-page'),
    import('../components/checklist-template-form-dialog'),
    import('../../../components/ui/confirm-dialog'),
    import('../../../app/shell/app-shell'),
  ]);
}
