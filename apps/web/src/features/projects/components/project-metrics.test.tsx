import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardMetricHints } from '@groundwork/shared/dashboard/constants';
import { renderWithProviders } from '../../../test/render';
import { makeMetrics } from '../testing/fixtures';
import { ProjectMetrics } from './project-metrics';

const card = (title: string) => {
  const heading = screen.getByText(title);
  return heading.closest('li') as HTMLElement;
};

function show(metrics = makeMetrics()) {
  renderWithProviders(
    <ProjectMetrics metrics={metrics} error={null} isRetrying={false} onRetry={vi.fn()} />,
  );
}

describe('the project metric cards', () => {
  it('shows active projects over the total, completion with the overdue trend, and the investment', () => {
    show();
    expect(card('Active Projects')).toHaveTextContent('Active Projects23 total');
    const completion = card('Task Completion');
    expect(completion).toHaveTextContent('75%');
    expect(completion).toHaveTextContent('6 completed of 8');
    expect(within(completion).getByText('2 overdue')).toHaveClass('text-danger');
    expect(card('Total Investment')).toHaveTextContent('$12,000');
    expect(card('Total Investment')).toHaveTextContent('Estimated cost $10,000');
  });

  it.each([
    ['Total Investment', dashboardMetricHints.totalInvestment, /amounts of completed tasks/],
    ['Cost Variance', dashboardMetricHints.costVariance, /Total investment minus the estimated/],
  ])('says what %s counts when its info button is tapped', async (title, hint, words) => {
    const { user } = renderWithProviders(
      <ProjectMetrics metrics={makeMetrics()} error={null} isRetrying={false} onRetry={vi.fn()} />,
    );
    const about = within(card(title)).getByRole('button', { name: `About ${title}` });
    const shown = within(card(title)).getByText(hint);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(shown).not.toBeVisible();

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(shown).toBeVisible();
    expect(shown).toHaveTextContent(words);
    expect(shown).toHaveTextContent('archived ones left out');

    await user.click(about);
    expect(shown).not.toBeVisible();
  });

  it('leaves the overdue trend out when nothing is overdue', () => {
    show(makeMetrics({ overdueTasks: 0 }));
    expect(card('Task Completion')).not.toHaveTextContent('overdue');
  });

  it('says Over budget with the percent of the estimate when investment passes it', () => {
    show(makeMetrics({ totalInvestment: 12000, estimatedCost: 10000, costVariance: 2000 }));
    const variance = card('Cost Variance');
    expect(variance).toHaveTextContent('$2,000');
    expect(variance).toHaveTextContent('Over budget');
    expect(within(variance).getByText('20% of estimate')).toHaveClass('text-danger');
  });

  it('says Under budget with the absolute amount and percent below the estimate', () => {
    show(makeMetrics({ totalInvestment: 2500, estimatedCost: 10000, costVariance: -7500 }));
    const variance = card('Cost Variance');
    expect(variance).toHaveTextContent('$7,500');
    expect(variance).not.toHaveTextContent('-');
    expect(variance).toHaveTextContent('Under budget');
    // Good news: the success colour (whichever shade of it text uses).
    expect(within(variance).getByText('75% of estimate').className).toMatch(/text-success/);
  });

  it('calls a variance of exactly 0 Over budget, and gives no percent without an estimate', () => {
    show(makeMetrics({ totalInvestment: 0, estimatedCost: 0, costVariance: 0 }));
    const variance = card('Cost Variance');
    expect(variance).toHaveTextContent('$0Over budget');
    expect(variance).not.toHaveTextContent('% of estimate');
    expect(card('Task Completion')).toHaveTextContent('75%');
  });

  it('shows 4 placeholders while loading, and the reason with Retry on failure', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <ProjectMetrics metrics={undefined} error={null} isRetrying={false} onRetry={onRetry} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading metrics...');
    expect(document.querySelectorAll('[data-skeleton="metric"]')).toHaveLength(4);
    unmount();

    const view = renderWithProviders(
      <ProjectMetrics
        metrics={undefined}
        error={new Error('Network error. Please check your connection.')}
        isRetrying={false}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load workspace metrics');
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
