import axe from 'axe-core';
import { expect } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { SearchPage, SearchResult } from '@groundwork/shared/search/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  project: '22222222-2222-4222-8222-222222222222',
  task: 'aaaaaaaa-0000-4000-8000-000000000001',
  otherTask: 'aaaaaaaa-0000-4000-8000-000000000002',
  comment: 'cccccccc-0000-4000-8000-000000000001',
  venture: 'dddddddd-0000-4000-8000-000000000001',
};

const AT = '2026-11-20T12:00:00.000Z';

/** The workspace as its detail answers it, with the signed-in person's standing in it. */
export function workspaceDetail(
  standing: Pick<WorkspaceDetail, 'role' | 'isOwner'>,
): WorkspaceDetail {
  return {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: '99999999-0000-4000-8000-000000000001',
    createdAt: AT,
    updatedAt: AT,
    members: [],
    ...standing,
  };
}

export function makeResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    type: 'task',
    id: ids.task,
    title: 'Order shingles',
    snippet: 'Forty bundles of architectural shingles',
    projectId: ids.project,
    taskId: ids.task,
    at: AT,
    ...overrides,
  };
}

export const page = (items: SearchResult[], nextCursor: string | null = null): SearchPage => ({
  items,
  nextCursor,
});

/** A task, a comment on it, a project and a venture that all hold "shingle". */
export const shingleResults = (): SearchResult[] => [
  makeResult(),
  makeResult({
    type: 'comment',
    id: ids.comment,
    title: 'Hire roofer',
    snippet: 'The shingles arrive Tuesday',
    taskId: ids.otherTask,
  }),
  makeResult({
    type: 'project',
    id: ids.project,
    title: 'Roof repair',
    snippet: 'New shingles and flashing',
    taskId: null,
  }),
  makeResult({
    type: 'venture',
    id: ids.venture,
    title: 'Shingle recycling',
    snippet: 'Old shingles made into roads',
    projectId: null,
    taskId: null,
  }),
];

type Routes = Parameters<typeof stubApi>[0];
export type FetchMock = ReturnType<typeof stubApi>;

export const searchPath = (query = '') => `/workspaces/${ids.workspace}/search${query}`;

/** The app opened at `entry` for a signed-in person, with these answers (others answer 599). */
export function openSignedIn(entry: string, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse), ...routes });
  return { ...renderApp(entry), fetchMock };
}

/** The query strings of the calls to GET /api/search, in order. */
export function searchCalls(fetchMock: FetchMock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search')
    .map((url) => url.searchParams);
}

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

/**
 * jsdom draws nothing, so it lacks what cmdk calls to keep the chosen item in view and to size
 * its list; the browser's own versions do nothing that a test here could see.
 */
export function provideLayoutApis(): void {
  // Set for the whole file (each test file has its own globals): stubs would be undone after
  // each test.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

// The WCAG 2.1 A and AA rules, as the browser tests check them. jsdom computes no colours or
// layout, so contrast is left to those.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails on any serious or critical axe-core violation in the document as it is now. */
export async function expectNoAxeViolations(screenName: string): Promise<void> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: { 'color-contrast': { enabled: false } },
  });
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map((violation) => `- ${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)
    .join('\n');
  expect(blocking.length, `accessibility of "${screenName}":\n${report}`).toBe(0);
}
