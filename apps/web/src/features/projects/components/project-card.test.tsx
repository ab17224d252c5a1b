import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { daysFromNow, ids, makeAssignment, makeProject } from '../testing/fixtures';
import type { ProjectView } from '../project-view';
import { ProjectCard } from './project-card';

const noActions = {
  canEdit: false,
  canArchive: false,
  canRestore: false,
  onEdit: vi.fn(),
  onArchive: vi.fn(),
  onRestore: vi.fn(),
};

function show(project: ProjectView, actions = noActions) {
  renderWithProviders(<ProjectCard project={project} now={new Date()} actions={actions} />);
  return screen.getByRole('article', { name: project.name });
}

describe('the project card', () => {
  it.each([
    [0, 'gray', 'bg-slate-400'],
    [49, 'gray', 'bg-slate-400'],
    [50, 'blue', 'bg-blue-600'],
    [99, 'blue', 'bg-blue-600'],
    [100, 'green', 'bg-green-600'],
  ])('colours a progress of %s %s', (progress, tone, fill) => {
    show(makeProject({ progress }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(progress));
    expect(bar).toHaveAttribute('data-tone', tone);
    expect(bar.firstElementChild).toHaveClass(fill);
  });

  it('shows name, type, status, description, counts, investment and dates', () => {
    const card = show(
      makeProject({
        startDate: '2025-01-06T12:00:00.000Z',
        targetEndDate: daysFromNow(3.5),
        assignments: [
          makeAssignment({
            user: { name: 'Grace Hopper', phoneNumber: '+15550001111' },
            role: 'project_manager',
          }),
        ],
      }),
    );
    expect(within(card).getByRole('link', { name: 'Roof repair' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.roof}`,
    );
    expect(card).toHaveTextContent('Renovation');
    expect(card).toHaveTextContent('In Progress');
    expect(card).toHaveTextContent('Replace the shingles on the north side');
    expect(card).toHaveTextContent('Tasks4');
    expect(card).toHaveTextContent('Completed2');
    expect(card).toHaveTextContent('Assigned1');
    expect(card).toHaveTextContent('Investment$2,500');
    expect(card).toHaveTextContent('Grace Hopper · Project Manager');
    expect(card).toHaveTextContent('Start Jan 6, 2025');
    expect(card).toHaveTextContent('Due in 4 days');
    expect(within(card).getByRole('link', { name: 'View Roof repair' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.roof}/tasks`,
    );
  });

  it('falls back to To Do when the status is missing', () => {
    const card = show(makeProject({ status: undefined as never, progress: 0 }));
    expect(card).toHaveTextContent('To Do');
  });

  it('marks an overdue project with the badge, the overdue phrase and a critical health', () => {
    const card = show(makeProject({ targetEndDate: daysFromNow(-2.5), progress: 40 }));
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(card).toHaveTextContent('Overdue by 2 days');
    expect(within(card).getByText('Critical').closest('[data-health]')).toHaveAttribute(
      'data-health',
      'critical',
    );
  });

  it('shows a healthy project as Healthy, and a slow one in progress as Warning', () => {
    const healthy = show(makeProject({ id: ids.roof, progress: 60 }));
    expect(healthy).toHaveTextContent('Healthy');
    expect(within(healthy).queryByText('Overdue')).not.toBeInTheDocument();
    const slow = show(makeProject({ id: ids.kitchen, name: 'Kitchen', progress: 10 }));
    expect(slow).toHaveTextContent('Warning');
  });

  it("takes the server's own health and overdue verdicts when it sends them", () => {
    const card = show(makeProject({ progress: 100, health: 'critical', isOverdue: true }));
    expect(card).toHaveTextContent('Critical');
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
  });

  it("shows 3 assignees and '+N more' for the rest, a number readable once its format has loaded", async () => {
    const card = show(
      makeProject({
        assignments: [
          makeAssignment({ user: { name: 'Ann', phoneNumber: '+15550000001' } }),
          makeAssignment({ user: { name: null, phoneNumber: '+14155550187' }, role: 'client' }),
          makeAssignment({ user: { name: 'Cy', phoneNumber: '+15550000003' } }),
          makeAssignment({ user: { name: 'Dee', phoneNumber: '+15550000004' } }),
          makeAssignment({ user: { name: 'Eve', phoneNumber: '+15550000005' } }),
        ],
      }),
    );
    const assignees = within(card).getByRole('list', { name: 'Assignees' });
    await waitFor(() =>
      expect(
        within(assignees)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ann · Contractor', '+1 415 555 0187 · Client', 'Cy · Contractor', '+2 more']),
    );
    expect(card).toHaveTextContent('Assigned5');
  });

  it('offers Edit and Archive to managers, Restore instead on an archived project, none to others', async () => {
    const actions = {
      ...noActions,
      canEdit: true,
      canArchive: true,
      canRestore: true,
      onArchive: vi.fn(),
      onRestore: vi.fn(),
    };
    const { user } = renderWithProviders(
      <>
        <ProjectCard project={makeProject()} now={new Date()} actions={actions} />
        <ProjectCard
          project={makeProject({ id: ids.garden, name: 'Garden', status: 'archived' })}
          now={new Date()}
          actions={actions}
        />
        <ProjectCard
          project={makeProject({ id: ids.kitchen, name: 'Kitchen' })}
          now={new Date()}
          actions={noActions}
        />
      </>,
    );
    const roof = screen.getByRole('article', { name: 'Roof repair' });
    expect(within(roof).getByRole('button', { name: 'Edit Roof repair' })).toBeInTheDocument();
    await user.click(within(roof).getByRole('button', { name: 'Archive Roof repair' }));
    expect(actions.onArchive).toHaveBeenCalledWith(expect.objectContaining({ id: ids.roof }));

    const garden = screen.getByRole('article', { name: 'Garden' });
    expect(garden).toHaveTextContent('Archived');
    expect(within(garden).queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();
    await user.click(within(garden).getByRole('button', { name: 'Restore Garden' }));
    expect(actions.onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: ids.garden }));

    const kitchen = screen.getByRole('article', { name: 'Kitchen' });
    expect(within(kitchen).queryAllByRole('button')).toHaveLength(0);
    expect(within(kitchen).getByRole('link', { name: 'View Kitchen' })).toBeInTheDocument();
  });
});
