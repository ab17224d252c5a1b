import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage, reloadPage } from '../lib/navigation';
import { ErrorBoundary } from './error-boundary';

vi.mock('../lib/navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

let failing = true;

function Fragile() {
  if (failing) throw new Error('The chart could not be drawn');
  return <p>Chart</p>;
}

function renderFragile() {
  return render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  failing = true;
  // React reports every caught render error on the console; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockReset();
  vi.mocked(reloadPage).mockReset();
});

describe('ErrorBoundary', () => {
  it('shows the error screen with the message and the retry count', () => {
    renderFragile();

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
    expect(screen.getByText('Retry attempt: 0/3')).toBeInTheDocument();
    for (const name of ['Try Again', 'Retry in 2 seconds', 'Reload Page']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.queryByRole('button', { name: 'Reset Application' })).not.toBeInTheDocument();
  });

  it('says "An unexpected error occurred" for an error without a message', () => {
    function Silent(): never {
      throw new Error('');
    }
    render(
      <ErrorBoundary>
        <Silent />
      </ErrorBoundary>,
    );

    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('renders the content again when a retry succeeds', async () => {
    const user = userEvent.setup();
    renderFragile();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Chart')).toBeInTheDocument();
  });

  it('counts retries and, once 3 are used, offers Reset Application instead', async () => {
    const user = userEvent.setup();
    renderFragile();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Retry attempt: 1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Retry attempt: 2/3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Application' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Retry attempt: 3/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retry in 2 seconds' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset Application' })).toBeInTheDocument();
  });

  it('retries after 2 seconds when asked to', async () => {
    vi.useFakeTimers();
    renderFragile();

    act(() => screen.getByRole('button', { name: 'Retry in 2 seconds' }).click());
    expect(screen.getByRole('button', { name: 'Retry in 2 seconds' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByText('Retry attempt: 0/3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByText('Retry attempt: 1/3')).toBeInTheDocument();
  });

  it('reloads the page', async () => {
    const user = userEvent.setup();
    renderFragile();

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));

    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('resets the application: clears local storage and goes to /', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth_token', 'session-token');
    localStorage.setItem('last_workspace_id', 'w1');
    renderFragile();
    for (let retry = 0; retry < 3; retry++) {
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
    }

    await user.click(screen.getByRole('button', { name: 'Reset Application' }));

    expect(localStorage.length).toBe(0);
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('starts over when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Retry attempt: 1/3')).toBeInTheDocument();

    failing = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Chart')).toBeInTheDocument();
  });
});
