import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY, DEV_MODE_CODE_HINT } from '@groundwork/shared/auth/schemas';
import { phoneMessages } from '@groundwork/shared/common/phone';
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

describe('login, code step', () => {
  async function reachCodeStep(codesPrintedToTerminal = false) {
    let verifyAnswer = () =>
      jsonResponse({ sessionToken: 'session-token', user: signedInUser }) as Response;
    const fetchMock = stubApi({
      'GET /api/auth/settings': settings(codesPrintedToTerminal),
      'POST /api/auth/register': () => jsonResponse({ success: true }),
      'POST /api/auth/verify': () => verifyAnswer(),
      'GET /api/auth/me': () => jsonResponse(meResponse),
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

  it('says where the code went, after the OTP sent toast', async () => {
    await reachCodeStep();

    expect(screen.getByText('OTP sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to (555) 123-4567',
    );
    expect(screen.queryByText(DEV_MODE_CODE_HINT)).not.toBeInTheDocument();
  });

  it('shows the development hint while codes are printed in the terminal', async () => {
    await reachCodeStep(true);

    expect(await screen.findByText(DEV_MODE_CODE_HINT)).toBeInTheDocument();
  });

  it('enables Verify OTP only once all six digits are in, then signs in', async () => {
    const { user, router, fetchMock } = await reachCodeStep();
    const verify = screen.getByRole('button', { name: 'Verify OTP' });

    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(verify).toBeEnabled();
    await user.click(verify);

    expect(await screen.findByRole('heading', { name: 'Workspaces' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('session-token');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify');
    expect(JSON.parse(String(verifyCall?.[1]?.body))).toEqual({
      phoneNumber: '(555) 123-4567',
      code: '123456',
    });
  });

  it('toasts a refused code and empties the boxes for another try', async () => {
    const { user, failVerifyWith } = await reachCodeStep();
    failVerifyWith(400, { error: 'Invalid or expired code', code: 'VALIDATION_FAILED' });

    await user.keyboard('999999');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('falls back to "OTP verification failed" when the server gives no reason', async () => {
    const { user, failVerifyWith } = await reachCodeStep();
    failVerifyWith(500, {});

    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
  });

  it('goes back to the phone number, keeping it', async () => {
    const { user } = await reachCodeStep();

    await user.click(screen.getByRole('button', { name: 'Back to Phone Number' }));

    expect(phoneField()).toHaveValue('(555) 123-4567');
  });
});
