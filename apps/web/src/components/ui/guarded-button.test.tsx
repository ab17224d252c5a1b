import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuardedButton } from './guarded-button';

describe('GuardedButton', () => {
  it('works as a plain button for someone who may use it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <GuardedButton deniedReason={null} onClick={onClick}>
        Create Project
      </GuardedButton>,
    );
    const button = screen.getByRole('button', { name: 'Create Project' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('stays in reach but does nothing, with the reason written beside it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <GuardedButton deniedReason="Project Manager role or higher required" onClick={onClick}>
        Create Project
      </GuardedButton>,
    );
    const button = screen.getByRole('button', { name: 'Create Project' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Project Manager role or higher required');
    // On the page, not only in a hover title a phone never shows.
    expect(screen.getByText('Project Manager role or higher required')).toBeVisible();
    expect(button).not.toHaveAttribute('title');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
