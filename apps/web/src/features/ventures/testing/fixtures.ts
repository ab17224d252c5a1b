import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Venture, VentureFile, VentureSummary } from '@groundwork/shared/ventures/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2025-01-05T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  venture: '55555555-5555-4555-8555-555555555555',
  otherVenture: '66666666-6666-4666-8666-666666666666',
  otherUser: '44444444-4444-4444-8444-444444444444',
  imageA: 'ffffffff-0000-4000-8000-000000000001',
  imageB: 'ffffffff-0000-4000-8000-000000000002',
  document: 'ffffffff-0000-4000-8000-000000000003',
  project: '22222222-2222-4222-8222-222222222222',
};

export const venturesPath = `/workspaces/${ids.workspace}/ventures`;
export const ventureDetailPath = `${venturesPath}/${ids.venture}`;

export const pitch =
  'A bakery on Main Street that sells bread baked before dawn.\n\nWe have the lease, the ovens and a baker; the money pays for the first year of flour and wages.';

export function makeVentureFile(overrides: Partial<VentureFile> = {}): VentureFile {
  return {
    id: ids.imageA,
    filename: 'storefront.png',
    mimeType: 'image/png',
    fileSize: 2048,
    uploader: { name: 'Ada Lovelace' },
    createdAt: CREATED_AT,
    url: `/api/files/${ids.imageA}?signature=abc`,
    ...overrides,
  };
}

export function makeVentureSummary(overrides: Partial<VentureSummary> = {}): VentureSummary {
  return {
    id: ids.venture,
    workspaceId: ids.workspace,
    name: 'Dawn Bakery',
    type: 'hospitality',
    description: 'Bread before sunrise',
    targetGoal: 10_000,
    fundsPledged: 2_500,
    fundingProgress: 25,
    endDate: null,
    status: 'live',
    createdBy: ids.otherUser,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    publishedAt: CREATED_AT,
    pledgeCount: 3,
    backerCount: 2,
    thumbnailUrl: null,
    creatorName: 'Grace Hopper',
    creator: { id: ids.otherUser, name: 'Grace Hopper' },
    projectId: null,
    ...overrides,
  };
}

export function makeVenture(overrides: Partial<Venture> = {}): Venture {
  return { ...makeVentureSummary(), pitchContent: pitch, files: [], ...overrides };
}

/** A venture created by the signed-in user of the fetch stubs. */
export function makeOwnVenture(overrides: Partial<Venture> = {}): Venture {
  return makeVenture({
    createdBy: signedInUser.id,
    creatorName: signedInUser.name,
    creator: { id: signedInUser.id, name: signedInUser.name },
    ...overrides,
  });
}

function makeWorkspaceDetail(): WorkspaceDetail {
  return {
    id: ids.workspace,
    name: 'Harbor Builders',
    description: null,
    ownerId: signedInUser.id,
    isOwner: true,
    role: 'admin',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [],
  };
}

export const firstLoad = { timeout: 20_000 };

type Routes = Parameters<typeof stubApi>[0];

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(makeWorkspaceDetail()),
    // The backers list its creator sees on a venture's page.
    [`GET /api/ventures/${ids.venture}/pledges`]: () =>
      jsonResponse({ items: [], nextCursor: null }),
    ...routes,
  });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its query and parsed body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return { query: Object.fromEntries(url.searchParams), body, headers: init?.headers };
    });
}

/**
 * The venture pages and the dialogs they open, which the app loads on demand. Importing them once
 * before the tests keeps their first transform, seconds on a busy machine, out of a test's waits.
 */
export async function loadVentureChunks(): Promise<void> {
  await Promise.all([
    import('../pages/ventures-page'),
    import('../pages/venture-detail-page'),
    import('../pages/new-venture-page'),
    import('../pages/edit-venture-page'),
    import('../components/pledge-dialog'),
    import('../components/image-lightbox'),
    import('../../../components/ui/confirm-dialog'),
    import('../../../app/shell/app-shell'),
  ]);
}
