import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse } from '../../../test/fetch';
import { ids, makeDetail, makeMember, openSignedIn, selfMember } from '../testing/fixtures';

const settingsPath = `/workspaces/${ids.acme}?tab=settings`;
const apiPath = `/api/workspaces/${ids.acme}`;

/** The Settings tab's answers for `detail`, and a workspace with no labels. */
function openSettings(detail: WorkspaceDetail) {
  return openSignedIn(settingsPath, {
    [`GET ${apiPath}`]: () => jsonResponse(detail),
    [`GET ${apiPath}/members`]: () => jsonResponse({ items: detail.members, nextCursor: null }),
    [`GET ${apiPath}/members/count`]: () =>
      jsonResponse({ active: detail.members.length, pending: 0 }),
    [`GET ${apiPath}/labels`]: () => jsonResponse([]),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
  });
}

describe('the Labels card of the Settings tab', () => {
  it("leads a manager to the workspace's labels", async () => {
    const { user, router } = openSettings(
      makeDetail({}, [selfMember({ role: 'admin', isOwner: true })]),
    );

    const card = await screen.findByRole('region', { name: 'Labels' });
    await user.click(within(card).getByRole('link', { name: 'Manage Labels' }));

    expect(await screen.findByRole('heading', { name: 'Labels', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/workspaces/${ids.acme}/labels`);
    expect(await screen.findByRole('button', { name: 'New Label' })).toBeInTheDocument();
  });

  it('offers a contractor the labels to view', async () => {
    const { user, router } = openSettings(
      makeDetail({ isOwner: false, role: 'contractor', ownerId: ids.otherUser }, [
        makeMember({ userId: ids.otherUser, role: 'admin', isOwner: true }),
        selfMember({ role: 'contractor' }),
      ]),
    );

    const card = await screen.findByRole('region', { name: 'Labels' });
    await user.click(within(card).getByRole('link', { name: 'View Labels' }));

    expect(await screen.findByText('No labels yet')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/workspaces/${ids.acme}/labels`);
  });
});
