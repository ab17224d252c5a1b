import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The dialogs load on first open; loading them up front keeps that instant in tests.
import '../components/archive-project-dialog';
import '../components/project-form-dialog';
import '../../../components/ui/confirm-dialog';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  contractorWorkspace,
  ids,
  makeAssignment,
  makeMember,
  makeProject,
  makeWorkspace,
  openSignedIn,
  projectsApi,
  workspaceApi,
} from '../testing/fixtures';

const projectPath = `/workspaces/${ids.workspace}/projects/${ids.roof}`;
const projectApi = `${projectsApi}/${ids.roof}`;

const grace = makeMember({ role: 'project_manager', user: { name: 'Grace Hopper' } });
const linus = makeMember({ role: 'client', user: { name: 'Linus' } });
const pending = makeMember({ status: 'pending', user: { name: 'Pending Pete' } });
const members = [grace, linus, pending];

const project = makeProject({
  startDate: '2025-03-01T12:00:00.000Z',
  targetEndDate: '2025-03-11T12:00:00.000Z',
  status: 'complete',
  progress: 100,
  assignments: [
    makeAssignment({ userId: grace.userId, role: 'project_manager', user: grace.user }),
  ],
});

function openProject(routes: Parameters<typeof openSignedIn>[1] = {}) {
  return openSignedIn(projectPath, {
    [`GET ${workspaceApi}`]: () => jsonResponse(makeWorkspace({}, members)),
    [`GET ${projectApi}`]: () => jsonResponse(project),
    ...routes,
  });
}

describe('the project page', () => {
  it('shows the details, metrics and the way to the tasks and files', async () => {
    openProject();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roof repair' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects`,
    );
    expect(screen.getByText('Complete')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Duration10 days');
    expect(details).toHaveTextContent('Estimated Cost$10,000');
    const metrics = screen.getByRole('list', { name: 'Project metrics' });
    expect(within(metrics).getByRole('progressbar')).toHaveAttribute('data-tone', 'green');
    expect(metrics).toHaveTextContent('Cost Efficiency75%');
    expect(screen.getByRole('link', { name: 'View Tasks' })).toHaveAttribute(
      'href',
      `${projectPath}/tasks`,
    );
    expect(screen.getByRole('link', { name: 'View Files' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/files`,
    );
  });

  it('lets a manager add an active member with a role, and remove one after asking', async () => {
    const { user, fetchMock } = openProject({
      [`POST ${projectApi}/assignments`]: () => jsonResponse(project, 201),
      [`DELETE ${projectApi}/assignments/${grace.userId}`]: () => jsonResponse(project),
    });
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(within(team).getByRole('list', { name: 'Team members' })).toHaveTextContent(
      'Grace HopperProject Manager',
    );

    const member = within(team).getByLabelText('Member');
    // Only active members not yet on the team can be chosen.
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Linus']);
    const add = within(team).getByRole('button', { name: 'Add to Team' });
    expect(add).toBeDisabled();
    await user.selectOptions(member, linus.userId);
    const role = within(team).getByLabelText('Project Role');
    expect(role).toHaveValue('client');
    await user.selectOptions(role, 'contractor');
    await user.click(add);

    expect(await screen.findByText('Linus added to the project')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', `${projectApi}/assignments`)[0]?.body).toEqual({
      userId: linus.userId,
      role: 'contractor',
    });

    await user.click(within(team).getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Team Member' });
    expect(dialog).toHaveTextContent('Remove Grace Hopper from "Roof repair"?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Grace Hopper removed from the project')).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE', `${projectApi}/assignments/${grace.userId}`)).toHaveLength(
      1,
    );
  });

  it('shows a contractor the team but neither adding, removing, editing nor archiving', async () => {
    openProject({ [`GET ${workspaceApi}`]: () => jsonResponse(contractorWorkspace()) });
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(team).toHaveTextContent('Grace Hopper');
    expect(within(team).queryByRole('button')).not.toBeInTheDocument();
    expect(within(team).queryByLabelText('Member')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('archives from the page after confirming and returns to the projects', async () => {
    const { user, router } = openProject({
      [`GET ${projectApi}`]: () => jsonResponse(makeProject()),
      [`DELETE ${projectApi}`]: () => jsonResponse(makeProject({ status: 'archived' })),
      [`GET ${projectsApi}`]: () => jsonResponse({ projects: [] }),
      'GET /api/dashboard/metrics': () => new Promise<Response>(() => undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(await screen.findByRole('button', { name: 'Archive Project' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/workspaces/${ids.workspace}/projects`),
    );
  });

  it("says 'Project not found' for a project that is gone or hidden", async () => {
    openProject({
      [`GET ${projectApi}`]: () =>
        jsonResponse({ error: 'Project not found', code: 'NOT_FOUND' }, 404),
    });
    expect(await screen.findByText('Project not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects`,
    );
  });
});
