import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows one panel at a time, with count badges, switching by click or arrow key', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Workspace sections"
        items={[
          { value: 'projects', label: 'Projects', count: 3, content: <p>Project list</p> },
          { value: 'flow', label: 'Flow View', content: <p>Graph</p> },
          { value: 'notifications', label: 'Notifications', count: 0, content: <p>Inbox</p> },
        ]}
      />,
    );

    expect(screen.getByRole('tablist', { name: 'Workspace sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Projects 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Notifications 0' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Project list');

    await user.click(screen.getByRole('tab', { name: 'Flow View' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Graph');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications 0' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inbox');
  });
});
