import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneMessages } from '@groundwork/shared/common/phone';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { DEV_MODE_CODE_HINT } from '@groundwork/shared/auth/constants';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const settings =
  (codesPrintedToTerminal = false) =>
  () =>
    jsonResponse({ codesPrintedToTerminal });

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Groundwork Venture Builder' });
  return view;
}

const phoneField = () => screen.getByLabelText('Phone Number');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

describe('login, phone step', () => {
  it('has a tel field with an international hint and a Send OTP button disabled while blank', async () => {
    stubApi({ 'GET /api/auth/settings': settings() });
    const { user } = await openLogin();

    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('placeholder', expect.stringMatching(/^\+1 /));
    expect(sendButton()).toBeDisabled();

    await user.type(phoneField(), '   ');
    expect(sendButton()).toBeDisabled();

    await user.type(phoneField(), '5');
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['555123', phoneMessages.tooShort],
    ['+1555123456789012', phoneMessages.tooLong],
    ['555-CALL-NOW', phoneMessages.invalidFormat],
  ])('refuses %s with "%s" beside the field and sends nothing', async (typed, message) => {
    const fetchMock = stubApi({ 'GET /api/auth/settings': settings() });
    const { user } = await openLogin();

    await user.type(phoneField(), typed);
    await user.click(sendButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('toasts the server message when the code cannot be sent', async () => {
    stubApi({
      'GET /api/auth/settings': settings(),
      'POST /api/auth/register': () =>
        jsonResponse(
          { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
          429,
        ),
    });
    const { user } = await openLogin();

    await user.type(phoneField(), '+15551234567');
    await user.click(sendButton());

    expect(await screen.findByText('Too many requests. Please try again later.')).toBeVisible();
    expect(phoneField()).toBeInTheDocument();
  });
});

async function reachCodeStep(
  codesPrintedToTerminal = false,
  routes: Parameters<typeof stubApi>[0] = {},
) {
  let verifyAnswer = () =>
    jsonResponse({ sessionToken: 'session-token', user: signedInUser }) as Response;
  const fetchMock = stubApi({
    'GET /api/auth/settings': settings(codesPrintedToTerminal),
    'POST /api/auth/register': () => jsonResponse({ success: true }),
    'POST /api/auth/verify': () => verifyAnswer(),
    'GET /api/auth/me': () => jsonResponse(meResponse),
    ...routes,
  });
  const view = await openLogin();
  await view.user.type(phoneField(), '(555) 123-4567');
  await view.user.click(sendButton());
  await screen.findByRole('heading', { name: 'Verify Your Phone' });
  return {
    ...view,
    fetchMock,
    failVerifyWith: (status: number, body: unknown) => {
      verifyAnswer = () => jsonResponse(body, status);
    },
  };
}

describe('login, code step', () => {
  it('says where the code went, after the OTP sent toast', async () => {
    await reachCodeStep();

    expect(screen.getByText('OTP sent successfully!')).toBeInTheDocument();
    // The number as typed, shown the way the header shows numbers.
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to +1 555 123 4567',
    );
    expect(screen.queryByText(DEV_MODE_CODE_HINT)).not.toBeInTheDocument();
    // A new code may be asked for 30 s after this one was sent (code-step.test.tsx).
    expect(screen.getByText(/^You can ask for a new code in \d+ s$/)).toBeVisible();
  });

  it('shows the development hint while codes are printed in the terminal', async () => {
    await reachCodeStep(true);

    expect(await screen.findByText(DEV_MODE_CODE_HINT)).toBeInTheDocument();
  });

  it('sends the code by itself once the sixth digit is typed, then signs in', async () => {
    const { user, router, fetchMock } = await reachCodeStep();
    const verify = screen.getByRole('button', { name: 'Verify OTP' });

    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/verify', expect.anything());
    await user.keyboard('6');

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome back, Ada Lovelace\./)).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('session-token');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify');
    expect(JSON.parse(String(verifyCall?.[1]?.body))).toEqual({
      phoneNumber: '(555) 123-4567',
      code: '123456',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('sends a pasted code by itself, once, even when Enter follows', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = await reachCodeStep(false, {
      'POST /api/auth/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const verifyCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify');
    const form = screen.getByRole('button', { name: 'Verify OTP' }).closest('form');
    if (!form) throw new Error('no form');

    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '123456' },
    });
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    // An Enter while it is on its way does not send it again.
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer(jsonResponse({ sessionToken: 'session-token', user: signedInUser }));
    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(1);
  });

  it('toasts a refused code and empties the boxes for another try', async () => {
    const { user, failVerifyWith } = await reachCodeStep();
    failVerifyWith(400, { error: 'Invalid or expired code', code: 'VALIDATION_FAILED' });

    await user.keyboard('999999');

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('takes the refusal away when the next code signs in', async () => {
    const { user, failVerifyWith, fetchMock } = await reachCodeStep();
    failVerifyWith(400, { error: 'Invalid or expired code', code: 'VALIDATION_FAILED' });
    await user.keyboard('999999');
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );

    fetchMock.mockClear();
    const signedIn = stubApi({
      'POST /api/auth/verify': () =>
        jsonResponse({ sessionToken: 'session-token', user: signedInUser }),
      'GET /api/auth/me': () => jsonResponse(meResponse),
    });
    await user.keyboard('123456');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Invalid or expired code')).not.toBeInTheDocument(),
    );
    expect(signedIn.mock.calls.filter(([url]) => url === '/api/auth/verify')).toHaveLength(1);
  });

  it('falls back to "OTP verification failed" when the server gives no reason', async () => {
    const { user, failVerifyWith } = await reachCodeStep();
    failVerifyWith(500, {});

    await user.keyboard('123456');

    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
  });

  it('goes back to the phone number, keeping it', async () => {
    const { user } = await reachCodeStep();

    await user.click(screen.getByRole('button', { name: 'Back to Phone Number' }));

    expect(phoneField()).toHaveValue('(555) 123-4567');
  });
});

describe('login, first sign-in', () => {
  const newcomer = {
    id: 'a7d3c1e2-5b4f-4c6d-8e9f-0a1b2c3d4e5f',
    name: null,
    phoneNumber: '+15551234567',
  };

  /** A person without a name signs in; the server keeps whatever name they save. */
  async function signInAsNewcomer(routes: Parameters<typeof stubApi>[0] = {}) {
    let current: { id: string; name: string | null; phoneNumber: string } = newcomer;
    const view = await reachCodeStep(false, {
      'POST /api/auth/verify': () => jsonResponse({ sessionToken: 'new-token', user: newcomer }),
      'GET /api/auth/me': () => jsonResponse({ ...meResponse, user: current }),
      'PUT /api/auth/me': (init) => {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        current = { ...current, name };
        return jsonResponse({ user: current });
      },
      'GET /api/workspaces': () => jsonResponse({ workspaces: [] }),
      'GET /api/workspaces/invitations': () => jsonResponse({ invitations: [] }),
      ...routes,
    });
    await view.user.keyboard('123456');
    return view;
  }

  const nameField = () => screen.getByRole('textbox', { name: 'Your name' });

  it('asks their name once, saves it and welcomes them by it, not back', async () => {
    const { user, router, fetchMock } = await signInAsNewcomer();

    expect(
      await screen.findByRole('heading', { name: 'What should we call you?' }),
    ).toBeInTheDocument();
    // Signed in already (the token is kept), but still on the sign-in page until they answer.
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(nameField()).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ method: 'PUT' }),
    );

    await user.type(nameField(), '  Grace Hopper ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(await screen.findByText(/^Welcome, Grace Hopper\./)).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/auth/me' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ name: 'Grace Hopper' });
  });

  it('refuses a name over 100 characters beside the field and sends nothing', async () => {
    const { user, fetchMock } = await signInAsNewcomer();
    await screen.findByRole('heading', { name: 'What should we call you?' });

    await user.click(nameField());
    await user.paste('G'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('keeps the question with the reason when the name cannot be saved', async () => {
    const { user } = await signInAsNewcomer({
      'PUT /api/auth/me': () => jsonResponse({}, 500),
    });
    await screen.findByRole('heading', { name: 'What should we call you?' });

    await user.type(nameField(), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Grace');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
  });

  it('lets them skip: a welcome without their number, and no question at the next sign-in here', async () => {
    const first = await signInAsNewcomer();
    await first.user.click(await screen.findByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/workspaces');
    expect(await screen.findByText('Welcome. You have 0 workspaces.')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(first.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(localStorage.getItem(`name_prompt_skipped:${newcomer.id}`)).not.toBeNull();

    // Signed out, then in again in the same browser: straight to the workspaces.
    first.unmount();
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    const again = await signInAsNewcomer();
    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/workspaces');
    expect(screen.queryByRole('heading', { name: 'What should we call you?' })).toBeNull();
  });

  it('does not ask someone who has a name', async () => {
    const { user, router } = await reachCodeStep();
    await user.keyboard('123456');

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(screen.queryByRole('heading', { name: 'What should we call you?' })).toBeNull();
  });
});
