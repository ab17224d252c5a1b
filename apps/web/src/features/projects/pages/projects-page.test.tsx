import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
// The dialogs load on first open; loading them up front keeps that instant in tests.
import '../components/archive-project-dialog';
import '../components/project-form-dialog';
import '../../../components/ui/confirm-dialog';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  contractorWorkspace,
  daysFromNow,
  ids,
  makeMetrics,
  makeProject,
  makeWorkspace,
  metricsApi,
  openSignedIn,
  projectsAnswer,
  projectsApi,
  projectsPagePath,
  projectsRoute,
  workspaceApi,
} from '../testing/fixtures';

const never = () => new Promise<Response>(() => undefined);

const roof = makeProject();
const kitchen = makeProject({
  id: ids.kitchen,
  name: 'Kitchen remodel',
  status: 'to_do',
  progress: 0,
  estimatedCost: 5000,
  totalInvestment: 0,
  updatedAt: '2025-03-01T12:00:00.000Z',
});
const late = makeProject({
  id: ids.garden,
  name: 'Garden shed',
  status: 'in_progress',
  progress: 90,
  targetEndDate: daysFromNow(-3),
  estimatedCost: null,
  totalInvestment: 0,
});

function openPage(routes: Parameters<typeof openSignedIn>[1] = {}) {
  return openSignedIn(projectsPagePath, {
    [`GET ${workspaceApi}`]: () => jsonResponse(makeWorkspace()),
    [`GET ${metricsApi}`]: () => jsonResponse(makeMetrics()),
    [`GET ${projectsApi}`]: projectsRoute([roof, kitchen, late]),
    ...routes,
  });
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the projects page', () => {
  it('shows 3 project and 4 metric placeholders while loading', async () => {
    openPage({ [`GET ${metricsApi}`]: never, [`GET ${projectsApi}`]: never });
    // The first test also waits for the page's code to load.
    expect(await screen.findByText('Loading projects...', undefined)).toBeInTheDocument();
    expect(screen.getByText('Loading metrics...')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton="project"]')).toHaveLength(3);
    expect(document.querySelectorAll('[data-skeleton="metric"]')).toHaveLength(4);
  });

  it('shows the trail, Create Project, the metric cards and the projects sorted as 000 §9', async () => {
    const { fetchMock } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Acme Build' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}`,
    );
    expect(within(trail).getByText('Projects')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeVisible();

    const metrics = await screen.findByRole('list', { name: 'Project metrics' });
    expect(within(metrics).getAllByRole('listitem')).toHaveLength(4);
    expect(metrics).toHaveTextContent('Over budget');

    await screen.findByRole('list', { name: 'Projects' });
    // Overdue and under 80 % would be critical; at 90 % it is a warning, as is a slow one in
    // progress; then in_progress before to_do.
    expect(cardTitles()).toEqual(['Garden shed', 'Roof repair', 'Kitchen remodel']);
    expect(callsTo(fetchMock, 'GET', projectsApi)[0]?.query).toEqual({
      workspaceId: ids.workspace,
      limit: '50',
    });
    expect(callsTo(fetchMock, 'GET', metricsApi)[0]?.query).toEqual({
      workspaceId: ids.workspace,
    });
  });

  it('asks for 50 projects, the next 50 from Load more, and counts them as the server does', async () => {
    const many = Array.from({ length: 70 }, (_, index) =>
      makeProject({
        id: `88888888-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        name: `Project ${String(index + 1).padStart(2, '0')}`,
        status: 'to_do',
        progress: 0,
        estimatedCost: null,
        totalInvestment: 0,
        targetEndDate: null,
        updatedAt: new Date(Date.UTC(2025, 0, 1) - index * 60_000).toISOString(),
      }),
    );
    // Each card as tall as a real one, so the list draws only the rows near jsdom's window.
    const cardHeight = vi
      .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'LI' ? 240 : 0;
      });
    onTestFinished(() => cardHeight.mockRestore());
    const { fetchMock, user } = openPage({
      [`GET ${projectsApi}`]: projectsRoute(many),
      [`GET ${metricsApi}`]: () => jsonResponse(makeMetrics({ totalProjects: 70 })),
    });
    await screen.findByRole('article', { name: 'Project 01' });
    expect(screen.getByRole('heading', { level: 2, name: /All projects/ })).toHaveTextContent(
      'All projects(70)',
    );
    // Only the rows near the window are drawn.
    expect(screen.queryByRole('article', { name: 'Project 50' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'GET', projectsApi).map((call) => call.query)).toEqual([
      { workspaceId: ids.workspace, limit: '50' },
      { workspaceId: ids.workspace, limit: '50', cursor: 'after-50' },
    ]);
  });

  it('compares estimate and investment in a chart with a table for screen readers', async () => {
    openPage();
    const chart = await screen.findByRole('region', {
      name: 'Estimated cost vs total investment',
    });
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProjectEstimated costTotal investment',
      'Roof repair$10,000$2,500',
      'Kitchen remodel$5,000$0',
    ]);
  });

  it("shows 'Error Loading Projects' with the reason, and the list after Retry", async () => {
    let isUp = false;
    const { user } = openPage({
      [`GET ${projectsApi}`]: (init, url) =>
        isUp ? projectsAnswer([roof], url) : new Response(null, { status: 500 }),
    });
    const heading = await screen.findByRole('heading', { name: 'Error Loading Projects' });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Failed to fetch projects');
    isUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Roof repair' })).toBeVisible();
  });

  it('gives each empty list the text that fits the person', async () => {
    openPage({ [`GET ${projectsApi}`]: projectsRoute([]) });
    expect(
      await screen.findByText('No projects yet. Create your first project to get started.'),
    ).toBeVisible();
  });

  it('still shows Create Project to a contractor, disabled with the reason, and the other empty text', async () => {
    const { user } = openPage({
      [`GET ${workspaceApi}`]: () => jsonResponse(contractorWorkspace()),
      [`GET ${projectsApi}`]: projectsRoute([]),
    });
    expect(await screen.findByText('No projects available in this workspace.')).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create Project' });
    expect(create).toBeVisible();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription('Project Manager role or higher required');
    // Written on the page, where a phone shows it too.
    expect(screen.getByText('Project Manager role or higher required')).toBeVisible();

    // The form is never offered, so nothing is filled in only to be refused.
    await user.click(create);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a manager open the Create Project form, with no reason beside it', async () => {
    const { user } = openPage();
    const create = await screen.findByRole('button', { name: 'Create Project' });
    await waitFor(() => expect(create).toBeEnabled());
    expect(create).not.toHaveAttribute('aria-disabled');
    expect(create).not.toHaveAccessibleDescription();
    await user.click(create);
    expect(await screen.findByRole('dialog', { name: 'Create New Project' })).toBeVisible();
  });

  it('hides Edit and Archive from a contractor', async () => {
    openPage({ [`GET ${workspaceApi}`]: () => jsonResponse(contractorWorkspace()) });
    const card = await screen.findByRole('article', { name: 'Roof repair' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('archives after the danger confirmation with its note, then refreshes list and metrics', async () => {
    let archived = false;
    const { user, fetchMock } = openPage({
      [`GET ${projectsApi}`]: projectsRoute(() =>
        archived ? [kitchen, late] : [roof, kitchen, late],
      ),
      [`DELETE ${projectsApi}/${ids.roof}`]: () => {
        archived = true;
        return jsonResponse(makeProject({ status: 'archived' }));
      },
    });
    const card = await screen.findByRole('article', { name: 'Roof repair' });
    await user.click(within(card).getByRole('button', { name: 'Archive Roof repair' }));

    const dialog = await screen.findByRole('dialog', { name: 'Archive Project' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to archive "Roof repair"? The project and its tasks will be hidden from active views.',
    );
    expect(dialog).toHaveTextContent('This action can be undone later');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Archive Project' });
    expect(confirm).toHaveClass('bg-danger');
    const metricCalls = callsTo(fetchMock, 'GET', metricsApi).length;
    await user.click(confirm);

    expect(await screen.findByText('Project "Roof repair" archived')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Roof repair' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', `${projectsApi}/${ids.roof}`)[0]?.query).toEqual({
      workspaceId: ids.workspace,
    });
    expect(callsTo(fetchMock, 'GET', metricsApi).length).toBeGreaterThan(metricCalls);
  });

  it('keeps the project when the archive is cancelled', async () => {
    const { user, fetchMock } = openPage();
    const card = await screen.findByRole('article', { name: 'Roof repair' });
    await user.click(within(card).getByRole('button', { name: 'Archive Roof repair' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `${projectsApi}/${ids.roof}`)).toHaveLength(0);
  });

  it('shows archived projects on request, each with Restore', async () => {
    const archivedRoof = makeProject({ status: 'archived' });
    let restored = false;
    const { user, fetchMock } = openPage({
      [`GET ${projectsApi}`]: projectsRoute([kitchen]),
    });
    await screen.findByRole('article', { name: 'Kitchen remodel' });
    // The answer depends on the query, which the stub does not see; swap it for the toggle.
    fetchMock.mockImplementation(async (input, init = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      if (key === `GET ${projectsApi}`) {
        const withArchived = url.searchParams.get('includeArchived') === 'true';
        const roofNow = restored ? roof : archivedRoof;
        return projectsAnswer(
          withArchived ? [kitchen, roofNow] : restored ? [kitchen, roof] : [kitchen],
          url,
        );
      }
      if (key === `POST ${projectsApi}/${ids.roof}/restore`) {
        restored = true;
        return jsonResponse(roof);
      }
      if (key === `GET ${workspaceApi}`) return jsonResponse(makeWorkspace());
      if (key === `GET ${metricsApi}`) return jsonResponse(makeMetrics());
      return jsonResponse({ error: `Unexpected call ${key}` }, 599);
    });

    const toggle = screen.getByRole('switch', { name: 'Show archived' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();

    const card = await screen.findByRole('article', { name: 'Roof repair' });
    expect(card).toHaveTextContent('Archived');
    expect(within(card).queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Restore Roof repair' }));

    expect(await screen.findByText('Project "Roof repair" restored')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Roof repair' })).getByRole('button', {
          name: 'Archive Roof repair',
        }),
      ).toBeVisible(),
    );
    expect(
      callsTo(fetchMock, 'GET', projectsApi).some((call) => call.query.includeArchived === 'true'),
    ).toBe(true);
  });

  it("opens the new project's tasks after creating it", async () => {
    const { user, router } = openPage({
      [`POST ${projectsApi}`]: () =>
        jsonResponse(makeProject({ id: ids.garden, name: 'Garden shed' }), 201),
    });
    const create = await screen.findByRole('button', { name: 'Create Project' });
    // Enabled once the person's role is known.
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await user.type(within(dialog).getByLabelText('Project Name'), 'Garden shed');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/workspaces/${ids.workspace}/projects/${ids.garden}/tasks`,
      ),
    );
    expect(await screen.findByText('Project "Garden shed" created successfully!')).toBeVisible();
  });
});
