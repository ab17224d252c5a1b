import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { jsonResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ids, makeMember } from '../testing/fixtures';
import { PagedMemberList } from './paged-member-list';

const actor: WorkspaceActor = { userId: signedInUser.id, role: 'admin', isOwner: true };
const membersPath = `/api/workspaces/${ids.acme}/members`;

describe('the members list a page at a time', () => {
  it('shows the first page, then the next from Load more, each member once', async () => {
    const grace = makeMember({ user: { name: 'Grace Hopper' } });
    const linus = makeMember({ user: { name: 'Linus Torvalds' } });
    const fetchMock = stubApi({
      [`GET ${membersPath}`]: (_init, url) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'after-grace'
            ? { items: [grace, linus], nextCursor: null }
            : { items: [grace], nextCursor: 'after-grace' },
        ),
    });
    const { user } = renderWithProviders(<PagedMemberList workspaceId={ids.acme} actor={actor} />);

    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await within(list).findByRole('listitem', { name: 'Linus Torvalds' }),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const cursors = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === membersPath)
      .map((url) => [url.searchParams.get('limit'), url.searchParams.get('cursor')]);
    expect(cursors).toEqual([
      ['50', null],
      ['50', 'after-grace'],
    ]);
  });

  it('says why the members could not be loaded, with a Retry', async () => {
    stubApi({
      [`GET ${membersPath}`]: () =>
        jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503),
    });
    renderWithProviders(<PagedMemberList workspaceId={ids.acme} actor={actor} />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Failed to load members' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
