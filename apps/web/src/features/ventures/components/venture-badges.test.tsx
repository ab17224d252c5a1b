import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownText } from './venture-badges';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

describe('CountdownText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and reads Expired at zero', () => {
    render(<CountdownText endDate={new Date(NOW.getTime() + 2_000).toISOString()} />);
    expect(screen.getByText('2 seconds left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('1 second left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('is red with a warning under 48 hours, plain at 48 hours and without a deadline', () => {
    const { rerender, container } = render(
      <CountdownText endDate={new Date(NOW.getTime() + 47 * HOUR_MS).toISOString()} />,
    );
    expect(screen.getByText('Ending soon:')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-urgent', 'true');
    rerender(<CountdownText endDate={new Date(NOW.getTime() + 48 * HOUR_MS).toISOString()} />);
    expect(screen.getByText('2 days left')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-urgent', 'false');
    rerender(<CountdownText endDate={null} />);
    expect(screen.getByText('No deadline')).toBeInTheDocument();
  });
});
