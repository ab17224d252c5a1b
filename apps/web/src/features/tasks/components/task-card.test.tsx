import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeTask } from '../testing/fixtures';
import { TaskCard, type TaskCardActions } from './task-card';

const actions: TaskCardActions = {
  canManage: false,
  canChangeStatus: false,
  onEdit: () => undefined,
  onDelete: () => undefined,
  onStatusChange: () => undefined,
};

/** The card's line of the detail called `label`: its term, its icon and its value. */
function detail(label: string) {
  const term = within(screen.getByRole('article')).getByText(label, { selector: 'dt' });
  const line = term.parentElement;
  if (!line) throw new Error(`no line for ${label}`);
  return { term, icon: line.querySelector('svg'), value: line.querySelector('dd') };
}

describe('the task card', () => {
  it('says "Created" beside the created date, with an icon unlike the due date’s', () => {
    const now = new Date('2025-03-01T12:00:00');
    renderWithProviders(
      <TaskCard
        task={makeTask({
          createdAt: '2025-01-05T12:00:00.000Z',
          dueDate: new Date('2025-03-04T00:00:00').toISOString(),
        })}
        now={now}
        actions={actions}
      />,
    );

    const created = detail('Created');
    const due = detail('Due');
    expect(created.value).toHaveTextContent('Jan 5, 2025');
    // Read by everyone, not only by screen readers, as the due line's own words are.
    expect(created.term).not.toHaveClass('sr-only');
    expect(due.value).toHaveTextContent(/^Due in 3 days$/);
    expect(created.icon?.innerHTML).toBeTruthy();
    expect(created.icon?.innerHTML).not.toBe(due.icon?.innerHTML);
  });
});
