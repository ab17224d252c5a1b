import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from '@groundwork/shared/common/constants';
import { stubApi } from '../test/fetch';
import { pagedAnswer } from '../test/paged-answer';
import { fetchEveryPage, fetchWorkspaceProjects } from './workspace-lists';

const workspaceId = '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a01';

/** `count` projects, as much of each as the list's reader looks at. */
const projects = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `project-${index + 1}`, workspaceId }));

describe('fetchWorkspaceProjects', () => {
  it('reads every page, asking with a limit each time and following nextCursor to the end', async () => {
    const fetchMock = stubApi({
      'GET /api/projects': (_init, url) => pagedAnswer(projects(2 * PAGE_LIMIT_MAX + 1), url),
    });

    const read = await fetchWorkspaceProjects(workspaceId);

    expect(read.map((project) => project.id)).toEqual(
      projects(2 * PAGE_LIMIT_MAX + 1).map((project) => project.id),
    );
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.map((url) => url.searchParams.get('limit'))).toEqual(
      Array(3).fill(String(PAGE_LIMIT_MAX)),
    );
    expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([
      null,
      `after-${PAGE_LIMIT_MAX}`,
      `after-${2 * PAGE_LIMIT_MAX}`,
    ]);
    expect(asked.every((url) => url.searchParams.get('workspaceId') === workspaceId)).toBe(true);
  });
});

describe('fetchEveryPage', () => {
  it('gives a row that moved onto the next page between two requests once, where it came first', async () => {
    const pages = {
      first: { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'after-b' },
      'after-b': { items: [{ id: 'b' }, { id: 'c' }], nextCursor: null },
    };

    const read = await fetchEveryPage(
      async ({ cursor }) => pages[cursor === null ? 'first' : 'after-b'],
    );

    expect(read.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});
