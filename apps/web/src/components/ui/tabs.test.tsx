import { render, screen, waitFor } from '@testing-library/react';
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

  it('scrolls a tab list that does not fit to the selected tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Workspace sections"
        items={[
          { value: 'projects', label: 'Projects', count: 3, content: <p>Project list</p> },
          { value: 'flow', label: 'Flow View', content: <p>Graph</p> },
          { value: 'notifications', label: 'Notifications', count: 12, content: <p>Inbox</p> },
          { value: 'settings', label: 'Settings', count: 1, content: <p>Members</p> },
        ]}
      />,
    );

    // jsdom lays nothing out: give the list a phone's width and the tabs their places in it.
    const list = screen.getByRole('tablist', { name: 'Workspace sections' });
    let scrollLeft = 0;
    Object.defineProperties(list, {
      clientWidth: { configurable: true, value: 300 },
      scrollWidth: { configurable: true, value: 420 },
      scrollLeft: {
        configurable: true,
        get: () => scrollLeft,
        set: (next: number) => (scrollLeft = next),
      },
    });
    screen.getAllByRole('tab').forEach((tab, index) =>
      Object.defineProperties(tab, {
        offsetLeft: { configurable: true, value: index * 105 },
        offsetWidth: { configurable: true, value: 105 },
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Settings 1' }));
    // Settings ends at 420; the list shows it whole, with the edge fade's width to spare.
    await waitFor(() => expect(scrollLeft).toBe(420 + 32 - 300));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Members');

    await user.click(screen.getByRole('tab', { name: 'Projects 3' }));
    await waitFor(() => expect(scrollLeft).toBe(0));
  });
});
