import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { CodeStep } from './code-step';

const tooManyRequests = 'Too many requests. Please try again later.';

function openCodeStep(
  codeSentAt: number,
  register: () => Response | Promise<Response> = () => jsonResponse({ success: true }),
  phoneNumber = '+1 415 555 0123',
) {
  const fetchMock = stubApi({
    'GET /api/auth/settings': () => jsonResponse({ codesPrintedToTerminal: false }),
    'POST /api/auth/register': register,
    'POST /api/auth/verify': () =>
      jsonResponse({ sessionToken: 'session-token', user: signedInUser }),
  });
  const view = renderWithProviders(
    <CodeStep
      phoneNumber={phoneNumber}
      codeSentAt={codeSentAt}
      onBack={() => undefined}
      onNameNeeded={() => undefined}
    />,
    { path: '/login' },
  );
  const registerCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/register');
  return { ...view, fetchMock, registerCalls };
}

const resendButton = () => screen.getByRole('button', { name: 'Send a new code' });

describe('the code step: where the code went', () => {
  it.each([
    ['4155550101', '+1 415 555 0101'],
    ['(415) 555-0101', '+1 415 555 0101'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('shows %s as %s', async (typed, shown) => {
    openCodeStep(Date.now(), undefined, typed);

    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      `We sent a 6-digit code to ${shown}`,
    );
  });
});

describe('the code step: a new code', () => {
  // The seconds shown are counted from the clock: stopped, they are the same however long a busy
  // machine takes between opening the step and reading them.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the 30 s before a new code may be asked for, then offers it', async () => {
    // The countdown's tick too, so that only the time advanced below passes.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    openCodeStep(Date.now());

    expect(await screen.findByText('You can ask for a new code in 30 s')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('You can ask for a new code in 25 s')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(24_000));
    expect(screen.getByText('You can ask for a new code in 1 s')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
  });

  it('counts from when the code was sent, not from when the step opened', async () => {
    openCodeStep(Date.now() - 12_500);
    expect(await screen.findByText('You can ask for a new code in 18 s')).toBeVisible();
  });

  it('sends a new code to the same number, says so, empties the boxes and counts down again', async () => {
    const { user, registerCalls } = openCodeStep(Date.now() - 31_000);
    await user.keyboard('12');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('1');

    await user.click(resendButton());

    expect(await screen.findByText('A new code was sent')).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(1);
    expect(JSON.parse(String(registerCalls()[0]?.[1]?.body))).toEqual({
      phoneNumber: '+1 415 555 0123',
    });
    expect(screen.getByText('You can ask for a new code in 30 s')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
  });

  it('shows Sending... while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openCodeStep(
      Date.now() - 31_000,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );

    await user.click(resendButton());
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer(jsonResponse({ success: true }));
    expect(await screen.findByText('A new code was sent')).toBeInTheDocument();
  });

  it("shows the server's refusal when over its limits, and the code typed stays", async () => {
    const { user } = openCodeStep(Date.now() - 31_000, () =>
      jsonResponse({ error: tooManyRequests, code: 'RATE_LIMITED' }, 429),
    );
    await user.keyboard('12');

    await user.click(resendButton());

    expect(await screen.findByText(tooManyRequests)).toBeInTheDocument();
    expect(screen.queryByText('A new code was sent')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('2');
    // Nothing new was sent, so it may be asked for again (the server decides when).
    expect(resendButton()).toBeEnabled();
  });
});
