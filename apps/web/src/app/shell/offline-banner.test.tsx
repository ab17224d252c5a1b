import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { formatSeenAt, OfflineBanner } from './offline-banner';

function Page({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) });
  return null;
}

function renderBanner(queryClient: QueryClient, shown: string[][]) {
  return render(
    <QueryClientProvider client={queryClient}>
      {shown.map((queryKey) => (
        <Page key={queryKey.join('/')} queryKey={queryKey} />
      ))}
      <OfflineBanner />
    </QueryClientProvider>,
  );
}

describe('OfflineBanner', () => {
  it('says when the newest answer on screen was fetched', () => {
    const queryClient = new QueryClient();
    const at = (hours: number, minutes: number) => new Date(2026, 10, 26, hours, minutes).getTime();
    queryClient.setQueryData(['tasks', 'detail', 't1'], {}, { updatedAt: at(13, 10) });
    queryClient.setQueryData(['comments', 't1'], [], { updatedAt: at(14, 5) });
    // Fetched later, but not on this screen.
    queryClient.setQueryData(['tasks', 'detail', 't2'], {}, { updatedAt: at(15, 30) });

    renderBanner(queryClient, [
      ['tasks', 'detail', 't1'],
      ['comments', 't1'],
    ]);

    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Some features may not be available.",
    );
    expect(
      screen.getByText(/^Offline — showing what you saw (on Nov 26 )?at 14:05$/),
    ).toBeVisible();
  });

  it('keeps to the spec text when nothing on screen was fetched', () => {
    renderBanner(new QueryClient(), [['tasks', 'detail', 't1']]);

    expect(screen.getByRole('status')).toHaveTextContent(
      /^You're offline\. Some features may not be available\.$/,
    );
  });
});

describe('formatSeenAt', () => {
  const now = new Date(2026, 10, 26, 9, 0).getTime();

  it.each([
    [new Date(2026, 10, 26, 0, 5), 'at 00:05'],
    [new Date(2026, 10, 26, 14, 5), 'at 14:05'],
    [new Date(2026, 10, 25, 23, 59), 'on Nov 25 at 23:59'],
  ])('%s: %s', (time, expected) => {
    expect(formatSeenAt(time.getTime(), now)).toBe(expected);
  });
});
