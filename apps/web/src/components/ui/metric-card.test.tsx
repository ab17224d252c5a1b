import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './metric-card';

describe('MetricCard', () => {
  it('shows the title, value, subtitle and trend', () => {
    render(
      <MetricCard
        title="Task Completion"
        value="75%"
        subtitle="6 completed of 8"
        trend={{ direction: 'up', label: '2 overdue', tone: 'negative' }}
      />,
    );

    expect(screen.getByText('Task Completion')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('6 completed of 8')).toBeInTheDocument();
    expect(screen.getByText('2 overdue')).toHaveClass('text-danger');
  });

  it.each([
    ['up', 'text-success-text'],
    ['down', 'text-danger'],
    ['neutral', 'text-muted'],
  ] as const)('colours a %s trend by default as %s', (direction, colour) => {
    render(<MetricCard title="Active Projects" value={4} trend={{ direction, label: 'trend' }} />);

    expect(screen.getByText('trend')).toHaveClass(colour);
  });
});
