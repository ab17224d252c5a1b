import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@groundwork/shared/common/constants';
import { jsonResponse, stubApi } from '../../test/fetch';
import { pagedAnswer } from '../../test/paged-answer';
import { renderWithProviders } from '../../test/render';
import { FlowTab } from './flow-tab';

const workspaceId = '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a01';
const projectId = '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a02';
const taskId = '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a03';
const member = (status: string) => ({ status, user: { name: null } });
const workspace = {
  id: workspaceId,
  name: 'Harbor Renovation',
  isOwner: false,
  role: 'project_manager',
  members: [member('active'), member('active'), member('pending')],
};
const project = {
  id: projectId,
  workspaceId,
  name: 'Roof',
  status: 'in_progress',
  taskCount: 1,
};
const task = { id: taskId, projectId, title: 'Order slate', status: 'to_do', priority: 'urgent' };
const notification = {
  id: '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a04',
  type: 'task_assignment',
  title: 'Task assigned',
  message: 'You were given Order slate',
  readAt: null,
  taskId,
  projectId,
};

/** GET /api/tasks/metrics's answer for `total` tasks to do. */
const countsOf = (total: number) => ({
  total,
  completed: 0,
  inProgress: 0,
  todo: total,
  overdue: 0,
  dueSoon: 0,
  completionRate: 0,
});

type Answers = Partial<
  Record<'workspace' | 'projects' | 'counts' | 'tasks' | 'notifications', Response>
>;

function openFlow(answers: Answers = {}) {
  const fetchMock = stubApi({
    [`GET /api/workspaces/${workspaceId}`]: () => answers.workspace ?? jsonResponse(workspace),
    'GET /api/projects': (_init, url) => answers.projects ?? pagedAnswer([project], url),
    'GET /api/tasks/metrics': () => answers.counts ?? jsonResponse(countsOf(1)),
    'GET /api/tasks': () => answers.tasks ?? jsonResponse({ items: [task], nextCursor: null }),
    'GET /api/notifications': (_init, url) =>
      answers.notifications ?? pagedAnswer([notification], url),
  });
  return { ...renderWithProviders(<FlowTab workspaceId={workspaceId} />), fetchMock };
}

/** The queries of the GET `path` requests made. */
const requestsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
const taskRequests = (fetchMock: ReturnType<typeof stubApi>) => requestsTo(fetchMock, '/api/tasks');
const failure = () => jsonResponse({ error: 'Broken', code: 'INTERNAL' }, 500);

beforeEach(() => {
  // jsdom measures nothing; the canvas only needs to be told its size is known.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the Flow View', () => {
  it('says it is loading, then draws the four kinds of node with what 001 §2 shows', async () => {
    openFlow();
    expect(screen.getByRole('status')).toHaveTextContent('Loading visualization...');

    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    const workspaceNode = await within(graph).findByRole('group', {
      name: 'Workspace Harbor Renovation',
    });
    expect(workspaceNode).toHaveTextContent('Project Manager');
    // Joined members only: the pending invitation is not counted.
    expect(workspaceNode).toHaveTextContent('2 members');

    const projectNode = within(graph).getByRole('group', { name: 'Project Roof' });
    expect(projectNode).toHaveTextContent('In Progress');
    expect(projectNode).toHaveTextContent('1 task');
    expect(within(projectNode).getByRole('link', { name: 'View tasks of Roof' })).toHaveAttribute(
      'href',
      `/workspaces/${workspaceId}/projects/${projectId}/tasks`,
    );

    const taskNode = within(graph).getByRole('group', { name: 'Task Order slate' });
    expect(taskNode).toHaveTextContent('To Do');
    expect(taskNode).toHaveTextContent('Urgent');
    expect(within(taskNode).getByRole('link', { name: 'Open task Order slate' })).toHaveAttribute(
      'href',
      `/workspaces/${workspaceId}/projects/${projectId}/tasks/${taskId}`,
    );

    const notificationNode = within(graph).getByRole('group', {
      name: 'Notification You were given Order slate',
    });
    expect(notificationNode).toHaveTextContent('Unread');

    for (const name of ['Zoom in', 'Zoom out', 'Fit view']) {
      expect(within(graph).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('collapses a project to hide its tasks and their notifications, and expands it', async () => {
    const { user } = openFlow();
    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    await within(graph).findByRole('group', { name: 'Task Order slate' });

    await user.click(within(graph).getByRole('button', { name: 'Collapse Roof' }));
    const expand = within(graph).getByRole('button', { name: 'Expand (2) Roof' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(graph).queryByRole('group', { name: 'Task Order slate' })).toBeNull();
    expect(within(graph).queryByRole('group', { name: /^Notification / })).toBeNull();

    await user.click(expand);
    expect(await within(graph).findByRole('group', { name: 'Task Order slate' })).toBeVisible();
  });

  it('asks for every task a page at a time while there are few', async () => {
    const { fetchMock } = openFlow();
    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    await within(graph).findByRole('group', { name: 'Task Order slate' });
    const requests = taskRequests(fetchMock);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('limit')).toBe('50');
    expect(requests[0]?.has('projectId')).toBe(false);
  });

  it('draws the projects of every page, and the first page of notifications', async () => {
    const kitchen = { ...project, id: '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a09', name: 'Kitchen' };
    const fetchMock = stubApi({
      [`GET /api/workspaces/${workspaceId}`]: () => jsonResponse(workspace),
      'GET /api/projects': (_init, url) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'after-roof'
            ? { items: [kitchen], nextCursor: null }
            : { items: [project], nextCursor: 'after-roof' },
        ),
      'GET /api/tasks/metrics': () => jsonResponse(countsOf(1)),
      'GET /api/tasks': () => jsonResponse({ items: [task], nextCursor: null }),
      'GET /api/notifications': (_init, url) => pagedAnswer([notification], url),
    });
    renderWithProviders(<FlowTab workspaceId={workspaceId} />);
    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    expect(await within(graph).findByRole('group', { name: 'Project Kitchen' })).toBeVisible();
    expect(within(graph).getByRole('group', { name: 'Project Roof' })).toBeVisible();
    expect(
      within(graph).getByRole('group', { name: 'Notification You were given Order slate' }),
    ).toBeVisible();

    const projectRequests = requestsTo(fetchMock, '/api/projects');
    expect(projectRequests.map((query) => query.get('cursor'))).toEqual([null, 'after-roof']);
    expect(projectRequests.every((query) => query.get('limit') === String(PAGE_LIMIT_MAX))).toBe(
      true,
    );
    const notificationRequests = requestsTo(fetchMock, '/api/notifications');
    expect(notificationRequests.map((query) => query.get('limit'))).toEqual([
      String(PAGE_LIMIT_DEFAULT),
    ]);
  });

  it('with many tasks, shows every project collapsed, and an expanded one’s first page with “+N more”', async () => {
    const firstTasks = ['Order slate', 'Strip old tiles', 'Fit battens'].map((title, index) => ({
      ...task,
      id: `0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1b0${index}`,
      title,
    }));
    const otherProject = {
      ...project,
      id: '0b7d4f4e-8a51-4d6c-9a0e-5d1f3c2b1a09',
      name: 'Kitchen',
      taskCount: 19_500,
    };
    const fetchMock = stubApi({
      [`GET /api/workspaces/${workspaceId}`]: () => jsonResponse(workspace),
      'GET /api/projects': (_init, url) =>
        pagedAnswer([{ ...project, taskCount: 500 }, otherProject], url),
      'GET /api/tasks/metrics': (_init, url) =>
        jsonResponse(countsOf(url.searchParams.get('projectId') === projectId ? 500 : 20_000)),
      'GET /api/tasks': () => jsonResponse({ items: firstTasks, nextCursor: 'next' }),
      'GET /api/notifications': (_init, url) => pagedAnswer([notification], url),
    });
    const { user } = renderWithProviders(<FlowTab workspaceId={workspaceId} />);
    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    const expand = await within(graph).findByRole('button', { name: 'Expand (500) Roof' });
    expect(within(graph).getByRole('group', { name: 'Project Kitchen' })).toBeInTheDocument();
    expect(within(graph).queryByRole('group', { name: /^Task / })).toBeNull();
    expect(taskRequests(fetchMock)).toHaveLength(0);

    await user.click(expand);
    const more = await within(graph).findByRole('group', { name: '497 more tasks of Roof' });
    expect(more).toHaveTextContent('+497 more');
    expect(within(more).getByRole('link', { name: 'View all tasks of Roof' })).toHaveAttribute(
      'href',
      `/workspaces/${workspaceId}/projects/${projectId}/tasks`,
    );
    for (const { title } of firstTasks) {
      expect(within(graph).getByRole('group', { name: `Task ${title}` })).toBeInTheDocument();
    }
    const requests = taskRequests(fetchMock);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('projectId')).toBe(projectId);
    expect(requests[0]?.get('limit')).toBe('50');
  });

  it('with many tasks, says which expanded project’s tasks failed, and Retry brings them', async () => {
    let failing = true;
    stubApi({
      [`GET /api/workspaces/${workspaceId}`]: () => jsonResponse(workspace),
      'GET /api/projects': (_init, url) => pagedAnswer([{ ...project, taskCount: 500 }], url),
      'GET /api/tasks/metrics': () => jsonResponse(countsOf(500)),
      'GET /api/tasks': () =>
        failing ? failure() : jsonResponse({ items: [task], nextCursor: 'next' }),
      'GET /api/notifications': (_init, url) => pagedAnswer([notification], url),
    });
    const { user } = renderWithProviders(<FlowTab workspaceId={workspaceId} />);
    const graph = await screen.findByRole('region', { name: 'Workspace graph' });
    await user.click(await within(graph).findByRole('button', { name: 'Expand (500) Roof' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tasks of Roof could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(
      await within(graph).findByRole('group', { name: 'Task Order slate' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['workspace', 'Unable to load workspace data'],
    ['projects', 'Unable to load project data'],
    ['tasks', 'An error occurred while loading data'],
    ['notifications', 'An error occurred while loading data'],
  ] as const)('names the failed source (%s) and offers Retry', async (source, message) => {
    openFlow({ [source]: failure() });
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent(`Failed to load visualization${message}`);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workspace graph' })).toBeNull();
  });

  it('shows the empty state when the workspace has no projects', async () => {
    openFlow({
      projects: jsonResponse({ items: [], nextCursor: null }),
      counts: jsonResponse(countsOf(0)),
      tasks: jsonResponse({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText('No data to visualize', undefined)).toBeVisible();
    expect(
      screen.getByText('Create a workspace and add projects to see the visualization'),
    ).toBeVisible();
  });
});
