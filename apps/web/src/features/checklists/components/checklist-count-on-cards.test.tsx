import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoad, makeTask, openProjectTasks } from '../testing/checklist-fixtures';

const tasks = [
  makeTask({ title: 'Hand over the house', checklist: { done: 3, total: 7 } }),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000002',
    title: 'Paint the porch',
    checklist: { done: 2, total: 2 },
  }),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000003',
    title: 'Order shingles',
    checklist: { done: 0, total: 0 },
  }),
];

describe('a task card’s checklist count', () => {
  beforeAll(async () => {
    await Promise.all([import('../../../app/routes'), import('../../../app/shell/app-shell')]);
  }, 60_000);

  it.each(['grid', 'board'] as const)(
    'reads "3/7" on the %s’s cards, and nothing without items',
    async (view) => {
      openProjectTasks(tasks, view);
      const card = await screen.findByRole('article', { name: 'Hand over the house' }, firstLoad);
      // The board draws its cards in its status columns; the grid draws none.
      expect(card.closest('[data-board-column]') !== null).toBe(view === 'board');
      expect(within(card).getByText('3/7')).toBeVisible();
      expect(within(card).getByText('Checklist 3 of 7 done')).toHaveClass('sr-only');
      const done = screen.getByRole('article', { name: 'Paint the porch' });
      expect(within(done).getByText('Checklist 2 of 2 done')).toBeInTheDocument();
      const none = screen.getByRole('article', { name: 'Order shingles' });
      expect(within(none).queryByText(/^Checklist/)).not.toBeInTheDocument();
    },
  );
});
