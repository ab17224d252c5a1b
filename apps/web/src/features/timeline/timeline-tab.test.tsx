import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LIMIT_MAX } from '@groundwork/shared/common/constants';
import { jsonResponse } from '../../test/fetch';
import { pagedAnswer } from '../../test/paged-answer';
import {
  callsTo,
  day,
  ids,
  makeProject,
  makeTask,
  makeWorkspaceDetail,
  openSignedIn,
  sampleData,
} from './testing/fixtures';

const timelinePath = `/workspaces/${ids.workspace}/timeline`;

/** The workspace page on its Timeline tab for someone of `role`, with these lists. */
function openTimeline(
  role: 'admin' | 'project_manager' | 'contractor',
  data = sampleData(),
  routes: Parameters<typeof openSignedIn>[1] = {},
) {
  return openSignedIn(timelinePath, {
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(makeWorkspaceDetail(role)),
    'GET /api/projects': (_init, url) => pagedAnswer(data.projects, url),
    'GET /api/tasks': (_init, url) => pagedAnswer(data.tasks, url),
    ...routes,
  });
}

const chart = () => screen.findByRole('region', { name: 'Project timeline' });
const projectItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Projects' })).getByRole('listitem', { name });

describe('the Timeline tab', () => {
  beforeEach(() => {
    // Sunday May 10, 2026: the month view then starts on April 1 at 8 px a day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-10T12:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    window.innerWidth = 1024;
  });

  it('opens from its path with the tab selected, bars and markers placed by date', async () => {
    openTimeline('admin');
    await chart();
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    // Roof repair: May 4 (day 33 from April 1) to June 26 (day 86, drawn to its end).
    const roofBar = within(projectItem('Roof repair')).getAllByTestId('project-bar')[0];
    expect(roofBar).toHaveStyle({ left: '264px', width: '432px' });
    expect(roofBar).toHaveAttribute('data-health', 'healthy');
    // Kitchen has no target end: a short bar that says so.
    const kitchen = projectItem('Kitchen');
    expect(within(kitchen).getByTestId('project-bar')).toHaveAttribute('data-health', 'critical');
    expect(within(kitchen).getByText('No end date')).toBeVisible();

    const tasks = within(screen.getByRole('list', { name: 'Tasks of Roof repair' }));
    // Only tasks with a due date: May 13 (day 42) and May 20 (day 49), mid-day.
    expect(tasks.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Order shingles',
      'Fit gutters',
    ]);
    const markers = tasks.getAllByTestId('task-marker');
    expect(markers[0]).toHaveStyle({ left: '340px' });
    expect(markers[0]).toHaveAttribute('data-status', 'to_do');
    expect(markers[1]).toHaveStyle({ left: '396px' });
    expect(markers[1]).toHaveAttribute('data-status', 'in_progress');
    // Today, May 10 (day 39).
    expect(screen.getByTestId('today-line')).toHaveStyle({ left: '316px' });

    // A week is 32 px a day.
    await act(async () => screen.getByRole('button', { name: 'Week' }).click());
    expect(within(projectItem('Roof repair')).getAllByTestId('project-bar')[0]).toHaveStyle({
      left: `${33 * 32}px`,
    });
  });

  it("puts the Today marker in a row of its own, clear of the axis's labels", async () => {
    openTimeline('admin');
    const region = await chart();
    // Each row of the axis as the span of pixels it covers, from its own style.
    const rowOf = (element: HTMLElement) => {
      const { top, height } = element.style;
      return { top: parseFloat(top), bottom: parseFloat(top) + parseFloat(height) };
    };
    const labels = (row: string) => [
      ...region.querySelectorAll<HTMLElement>(`[data-axis-row="${row}"]`),
    ];
    const today = screen.getByText('Today', { selector: '[data-axis-row="today"]' });
    const todayRow = rowOf(today);

    for (const zoom of ['Week', 'Month', 'Quarter']) {
      await act(async () => screen.getByRole('button', { name: zoom }).click());
      const others = [...labels('minor'), ...labels('major')];
      expect(others.length).toBeGreaterThan(0);
      for (const label of others) {
        const row = rowOf(label);
        expect(row.bottom <= todayRow.top || row.top >= todayRow.bottom).toBe(true);
      }
    }
    // In the week view the day under the marker is today's, May 10.
    await act(async () => screen.getByRole('button', { name: 'Week' }).click());
    const todayX = parseFloat(today.style.left);
    const dayUnder = labels('minor').find((label) => parseFloat(label.style.left) === todayX);
    expect(dayUnder).toHaveTextContent('10');
  });

  it('shows a contractor the same timeline with nothing to move', async () => {
    openTimeline('contractor');
    await chart();
    expect(screen.getAllByTestId('project-bar')).toHaveLength(2);
    expect(screen.getAllByTestId('task-marker')).toHaveLength(2);
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    for (const marker of screen.getAllByTestId('task-marker')) {
      expect(marker).not.toHaveAttribute('tabindex');
    }
  });

  it('moves a due date with the keyboard and saves it on Enter, not before', async () => {
    // The lists answer what was saved, as the server would when they refetch.
    const data = sampleData();
    const { user, fetchMock } = openTimeline('project_manager', data, {
      [`PUT /api/tasks/${ids.shingles}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { dueDate: string };
        data.tasks[0] = makeTask({ dueDate: body.dueDate });
        return jsonResponse(data.tasks[0]);
      },
    });
    await chart();
    const marker = screen.getByRole('slider', { name: 'Due date of Order shingles' });
    expect(marker).toHaveAttribute('aria-valuetext', 'Wed, May 13, 2026');

    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}{ArrowLeft}');
    expect(marker).toHaveAttribute('aria-valuetext', 'Thu, May 21, 2026');
    expect(marker).toHaveStyle({ left: `${(42 + 8 + 0.5) * 8}px` });
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${ids.shingles}`)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `/api/tasks/${ids.shingles}`)).toEqual([
        { dueDate: new Date(2026, 4, 21).toISOString() },
      ]),
    );
    expect(await screen.findByText('Task updated successfully')).toBeVisible();
    expect(marker).toHaveAttribute('aria-valuetext', 'Thu, May 21, 2026');
    // Leaving afterwards saves nothing more.
    await user.tab();
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${ids.shingles}`)).toHaveLength(1);
  });

  it("saves a project's target end when the focus leaves it", async () => {
    const data = sampleData();
    const { user, fetchMock } = openTimeline('admin', data, {
      [`PUT /api/projects/${ids.roof}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { targetEndDate: string };
        data.projects[0] = makeProject({ targetEndDate: body.targetEndDate });
        return jsonResponse(data.projects[0]);
      },
    });
    await chart();
    const handle = screen.getByRole('slider', { name: 'Target end date of Roof repair' });
    expect(handle).toHaveAttribute('aria-valuetext', 'Fri, Jun 26, 2026');
    handle.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await user.tab();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `/api/projects/${ids.roof}`)).toEqual([
        { targetEndDate: new Date(2026, 5, 19).toISOString() },
      ]),
    );
    expect(await screen.findByText('Project "Roof repair" updated successfully!')).toBeVisible();
    expect(handle).toHaveAttribute('aria-valuetext', 'Fri, Jun 19, 2026');
  });

  it("puts a refused change back and shows the server's reason", async () => {
    const { user, fetchMock } = openTimeline('project_manager', sampleData(), {
      [`PUT /api/tasks/${ids.gutters}`]: () =>
        jsonResponse({ error: 'Project Manager role or higher required', code: 'FORBIDDEN' }, 403),
    });
    await chart();
    const marker = screen.getByRole('slider', { name: 'Due date of Fit gutters' });
    marker.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');

    expect(await screen.findByText('Project Manager role or higher required')).toBeVisible();
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${ids.gutters}`)).toEqual([
      { dueDate: new Date(2026, 4, 18).toISOString() },
    ]);
    await waitFor(() => expect(marker).toHaveAttribute('aria-valuetext', 'Wed, May 20, 2026'));
    expect(marker).toHaveStyle({ left: '396px' });
  });

  it('lists the dates by week on a phone, with no chart', async () => {
    window.innerWidth = 360;
    openTimeline('admin');
    const week = (name: string) => screen.findByRole('region', { name });

    const shingles = await week('Week of May 11');
    expect(shingles).toHaveTextContent('Wed 13Order shingles dueTo Do · Roof repair');
    expect(await week('Week of May 18')).toHaveTextContent(
      'Wed 20Fit gutters dueIn Progress · Roof repair',
    );
    expect(await week('Week of Jun 22')).toHaveTextContent('Fri 26Roof repair target endHealthy');
    expect(await week('No target end date')).toHaveTextContent('KitchenCritical');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Week of May 11', 'Week of May 18', 'Week of Jun 22', 'No target end date']);
    expect(screen.queryByRole('region', { name: 'Project timeline' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('reads the tasks a page at a time to the last page, and marks a dated one from any page', async () => {
    const undated = Array.from({ length: PAGE_LIMIT_MAX }, (_, index) =>
      makeTask({ id: `cccccccc-0000-4000-8000-${String(index).padStart(12, '0')}`, dueDate: null }),
    );
    const { fetchMock } = openTimeline('admin', {
      projects: [makeProject()],
      tasks: [...undated, makeTask({ title: 'Last of many', dueDate: day('05-20') })],
    });
    await chart();
    const tasks = within(screen.getByRole('list', { name: 'Tasks of Roof repair' }));
    expect(tasks.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Last of many',
    ]);
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/tasks');
    // The first page, then the one after it; the route's prefetch may have read them once before.
    expect(new Set(asked.map((url) => url.searchParams.get('cursor')))).toEqual(
      new Set([null, `after-${PAGE_LIMIT_MAX}`]),
    );
    expect(asked.every((url) => url.searchParams.get('limit') === String(PAGE_LIMIT_MAX))).toBe(
      true,
    );
  });

  it('says when nothing has a date yet', async () => {
    openTimeline('admin', {
      projects: [makeProject({ startDate: null, targetEndDate: null })],
      tasks: [makeTask({ dueDate: null })],
    });
    expect(await screen.findByText('No projects with dates yet')).toBeVisible();
  });

  it('shows a failed list with its reason and a Retry', async () => {
    let isUp = false;
    const { user } = openTimeline('admin', sampleData(), {
      'GET /api/tasks': (_init, url) =>
        isUp ? pagedAnswer(sampleData().tasks, url) : new Response(null, { status: 500 }),
    });
    const alert = await screen.findByRole('alert', undefined);
    expect(within(alert).getByRole('heading', { name: 'Error Loading Timeline' })).toBeVisible();
    expect(alert).toHaveTextContent('Failed to fetch tasks');
    isUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await chart();
  });

  it('shows the shape of the timeline while its lists load', async () => {
    openTimeline('admin', sampleData(), {
      'GET /api/tasks': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByText('Loading timeline...')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts an open-ended bar at the creation date when a project has no start', async () => {
    openTimeline('admin', {
      projects: [makeProject({ startDate: null, targetEndDate: day('05-29') })],
      tasks: [],
    });
    await chart();
    // Created March 2: the range starts on February 1; day 29 to May 29 (day 117).
    expect(screen.getByTestId('project-bar')).toHaveStyle({
      left: `${29 * 8}px`,
      width: `${(118 - 29) * 8}px`,
    });
  });
});
