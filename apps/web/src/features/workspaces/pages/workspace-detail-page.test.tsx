import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_WORKSPACE_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderWithProviders } from '../../../test/render';
import {
  callsTo,
  ids,
  makeDetail,
  makeMember,
  openSignedIn,
  selfMember,
} from '../testing/fixtures';
import { WorkspaceDetailPage } from './workspace-detail-page';

const detailPath = `/workspaces/${ids.acme}`;
const apiPath = `/api/workspaces/${ids.acme}`;

const ownerView = makeDetail({}, [
  selfMember({ role: 'admin', isOwner: true }),
  makeMember({ role: 'client', user: { name: 'Grace Hopper' } }),
  makeMember({ status: 'pending', joinedAt: null, user: { phoneNumber: '+14155550187' } }),
]);
const contractorView = makeDetail({ isOwner: false, role: 'contractor', ownerId: ids.otherUser }, [
  makeMember({ userId: ids.otherUser, role: 'admin', isOwner: true, user: { name: 'Rosa' } }),
  selfMember({ role: 'contractor' }),
]);

const region = (name: string) => screen.getByRole('region', { name });

/** The workspace's answers: its detail, its members a page at a time, and their counts. */
function answersFor(detail: WorkspaceDetail) {
  const count = (status: string) =>
    detail.members.filter((member) => member.status === status).length;
  return {
    [`GET ${apiPath}`]: () => jsonResponse(detail),
    [`GET ${apiPath}/members`]: () => jsonResponse({ items: detail.members, nextCursor: null }),
    [`GET ${apiPath}/members/count`]: () =>
      jsonResponse({ active: count('active'), pending: count('pending') }),
  };
}

const projectsApi = '/api/projects';

/** GET /api/projects answering these projects, as a page (the projects tab's request) or whole. */
const projectsAnswer =
  (projects: unknown[]) =>
  (_init: RequestInit, url: URL): Response =>
    jsonResponse(
      url.searchParams.has('limit') ? { items: projects, nextCursor: null } : { projects },
    );

/** The dashboard metrics, of which the Projects tab shows the count of projects. */
const metricsCounting = (totalProjects: number) => () =>
  jsonResponse({
    activeProjects: totalProjects,
    totalProjects,
    totalTasks: 0,
    completedTasks: 0,
    overdueTasks: 0,
    totalInvestment: 0,
    estimatedCost: 0,
    costVariance: 0,
  });

/** The detail page; its Projects and Notifications tabs list nothing unless told otherwise. */
function openDetail(...[entry, routes]: Parameters<typeof openSignedIn>) {
  return openSignedIn(entry, {
    [`GET ${projectsApi}`]: projectsAnswer([]),
    'GET /api/dashboard/metrics': metricsCounting(0),
    'GET /api/notifications': (_init, url) => pagedAnswer([], url),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/tasks': (_init, url) => pagedAnswer([], url),
    // The Flow View counts the workspace's tasks before asking for them.
    'GET /api/tasks/metrics': () =>
      jsonResponse({
        total: 0,
        completed: 0,
        inProgress: 0,
        todo: 0,
        overdue: 0,
        dueSoon: 0,
        completionRate: 0,
      }),
    ...routes,
  });
}

function makeProject(name: string, id: string, status = 'in_progress') {
  return {
    id,
    workspaceId: ids.acme,
    name,
    description: null,
    type: null,
    status,
    startDate: null,
    targetEndDate: null,
    estimatedCost: null,
    totalInvestment: 0,
    progress: 0,
    taskCount: 0,
    completedTaskCount: 0,
    createdBy: ids.otherUser,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    assignments: [],
  };
}

describe('the workspace detail page', () => {
  it('shows the trail, the name with the Owner badge, the description and the dates', async () => {
    openDetail(detailPath, answersFor(ownerView));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Build' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Workspaces' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
    expect(within(trail).getByText('Acme Build')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('Kitchen and roof jobs')).toBeInTheDocument();
    expect(screen.getByText('Created Jan 5, 2025 · Updated Feb 10, 2025')).toBeInTheDocument();
  });

  it('has six tabs, Settings counting the pending members; Projects invites a manager to start', async () => {
    const { user, router } = openDetail(detailPath, {
      ...answersFor(ownerView),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme Build' });

    await screen.findByRole('tab', { name: 'Projects 0' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Projects 0',
      'Flow View',
      'Timeline',
      'Activity',
      'Notifications',
      'Settings 1',
    ]);
    expect(
      await screen.findByText(
        'No projects yet. Create your first project to get started.',
        undefined,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Flow View' }));
    // The Flow View loads its sources first.
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent(
        'No data to visualizeCreate a workspace and add projects to see the visualization',
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent(
        "No notifications yet. You'll see updates about tasks, projects, and workspace activities here.",
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Settings 1' }));
    expect(router.state.location.search).toBe('?tab=settings');
  });

  it('opens the Timeline at its own path and leaves it for the other tabs', async () => {
    const { user, router } = openDetail(detailPath, {
      ...answersFor(ownerView),
    });
    await user.click(await screen.findByRole('tab', { name: 'Timeline' }));
    expect(router.state.location.pathname).toBe(`${detailPath}/timeline`);
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No projects with dates yet', undefined)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Settings 1' }));
    expect(router.state.location.pathname).toBe(detailPath);
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByRole('region', { name: 'Workspace Details' })).toBeVisible();

    await router.navigate(`${detailPath}/timeline`);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.click(screen.getByRole('tab', { name: /^Projects/ }));
    expect(router.state.location.pathname).toBe(detailPath);
    expect(router.state.location.search).toBe('');
  });

  it('lists the projects in the Projects tab, counted on the tab, with their actions', async () => {
    const roofId = '55555555-5555-4555-8555-555555555555';
    const gardenId = '77777777-7777-4777-8777-777777777777';
    const { user, fetchMock } = openDetail(detailPath, {
      ...answersFor(ownerView),
      [`GET ${projectsApi}`]: projectsAnswer([
        makeProject('Roof repair', roofId),
        makeProject('Garden', gardenId),
      ]),
      'GET /api/dashboard/metrics': metricsCounting(2),
    });

    const tab = await screen.findByRole('tab', { name: 'Projects 2' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    // The cards' code loads on demand.
    expect(await within(panel).findAllByRole('article', undefined)).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'View Roof repair' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.acme}/projects/${roofId}/tasks`,
    );
    await user.click(within(panel).getByRole('button', { name: 'Edit Roof repair' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Archive Roof repair' }));
    expect(await screen.findByRole('dialog', { name: 'Archive Project' })).toHaveTextContent(
      'Are you sure you want to archive "Roof repair"? The project and its tasks will be hidden from active views.',
    );
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Project' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', projectsApi).length).toBeGreaterThan(0);
  });

  it('tells a member who may not create projects that none are available, and why Create Project is off', async () => {
    const { user } = openDetail(detailPath, answersFor(contractorView));

    expect(await screen.findByText('No projects available in this workspace.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Projects 0' })).toBeInTheDocument();
    expect(screen.getByText('Contractor')).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel');
    const create = within(panel).getByRole('button', { name: 'Create Project' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription('Project Manager role or higher required');
    expect(within(panel).getByText('Project Manager role or higher required')).toBeVisible();
    await user.click(create);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("gives the owner the workspace's details, members, invitations and the Danger Zone", async () => {
    const { user } = openDetail(`${detailPath}?tab=settings`, {
      ...answersFor(ownerView),
    });

    const details = await screen.findByRole('region', { name: 'Workspace Details' });
    expect(details).toHaveTextContent('NameAcme Build');
    expect(details).toHaveTextContent('DescriptionKitchen and roof jobs');
    expect(details).toHaveTextContent('Your RoleOwner');
    expect(details).toHaveTextContent('CreatedJan 5, 2025');
    expect(details).toHaveTextContent('Last UpdatedFeb 10, 2025');
    expect(within(details).getByRole('button', { name: 'Edit Workspace' })).toBeInTheDocument();

    const members = region('Members');
    expect(await within(members).findAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(members).toHaveTextContent('2 active members, 1 pending'));
    expect(within(region('Danger Zone')).getByRole('button', { name: 'Delete Workspace' })).toBe(
      screen.getByRole('button', { name: 'Delete Workspace' }),
    );
    expect(screen.queryByRole('region', { name: 'Leave Workspace' })).not.toBeInTheDocument();

    await user.click(within(members).getByRole('button', { name: 'Invite Member' }));
    expect(screen.getByRole('dialog', { name: 'Invite User to Workspace' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(details).getByRole('button', { name: 'Edit Workspace' }));
    expect(screen.getByRole('dialog', { name: 'Edit Workspace' })).toBeInTheDocument();
  });

  it('gives a contractor neither editing, inviting nor the Danger Zone, but a way to leave', async () => {
    openDetail(`${detailPath}?tab=settings`, {
      ...answersFor(contractorView),
    });

    const details = await screen.findByRole('region', { name: 'Workspace Details' });
    expect(details).toHaveTextContent('Your RoleContractor');
    expect(screen.queryByRole('button', { name: 'Edit Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Danger Zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Role' })).not.toBeInTheDocument();
    expect(region('Leave Workspace')).toBeInTheDocument();
  });

  it('deletes the workspace after Confirm Deletion and returns to the list', async () => {
    let isDeleted = false;
    const { user, router, fetchMock } = openDetail(`${detailPath}?tab=settings`, {
      [`GET ${apiPath}`]: () =>
        isDeleted
          ? jsonResponse({ error: 'Workspace not found', code: 'NOT_FOUND' }, 404)
          : jsonResponse(ownerView),
      [`DELETE ${apiPath}`]: () => {
        isDeleted = true;
        return jsonResponse({ success: true });
      },
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Acme Build? This action cannot be undone and will permanently remove all associated data.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete Workspace' }));

    expect(await screen.findByText('Workspace "Acme Build" deleted successfully!')).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Workspaces' });
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(router.state.location.state).toEqual({ skipRestore: true });
    expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'DELETE', apiPath)).toHaveLength(1);
  });

  it('keeps the workspace and says why when deleting fails', async () => {
    const { user, router } = openDetail(`${detailPath}?tab=settings`, {
      ...answersFor(ownerView),
      [`DELETE ${apiPath}`]: () => new Response(null, { status: 500 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Workspace' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete Workspace' }));

    expect(
      await screen.findByText('Failed to delete "Acme Build": Failed to delete workspace'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(detailPath);
  });

  it('lets a member leave after confirming, back to the list', async () => {
    const { user, router, fetchMock } = openDetail(`${detailPath}?tab=settings`, {
      ...answersFor(contractorView),
      [`POST ${apiPath}/leave`]: () => jsonResponse({ success: true }),
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
    });

    const leaveRegion = await screen.findByRole('region', { name: 'Leave Workspace' });
    await user.click(within(leaveRegion).getByRole('button', { name: 'Leave Workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Workspace' });
    expect(dialog).toHaveTextContent('Are you sure you want to leave Acme Build?');
    await user.click(within(dialog).getByRole('button', { name: 'Leave Workspace' }));

    expect(await screen.findByText('You left "Acme Build"')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspaces'));
    expect(callsTo(fetchMock, 'POST', `${apiPath}/leave`)).toHaveLength(1);
  });
});

describe('the workspace detail page when the workspace cannot be shown', () => {
  it("says 'Workspace not found.' and forgets it as the last workspace", async () => {
    localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, ids.acme);
    openDetail(detailPath, {
      [`GET ${apiPath}`]: () =>
        jsonResponse({ error: 'Workspace not found', code: 'NOT_FOUND' }, 404),
    });

    expect(await screen.findByText('Workspace not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Workspaces' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
    await waitFor(() => expect(localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY)).toBeNull());
  });

  it('shows other failures with the reason and a Retry', async () => {
    let isUp = false;
    const { user } = openDetail(detailPath, {
      [`GET ${apiPath}`]: () =>
        isUp ? jsonResponse(ownerView) : new Response(null, { status: 500 }),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Workspace' })).toBeVisible();
    expect(alert).toHaveTextContent('Failed to fetch workspace');

    isUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Build' })).toBeVisible();
  });

  it("says 'Workspace ID not found.' when the route gives no id", () => {
    stubApi({});
    renderWithProviders(<WorkspaceDetailPage />);

    expect(screen.getByText('Workspace ID not found.')).toBeVisible();
  });
});
