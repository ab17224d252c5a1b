import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedInUser, stubApi } from '../../../test/fetch';
import { verifyCode } from './verify-code';

const sentBody = (fetchMock: ReturnType<typeof stubApi>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('verifyCode', () => {
  const answer = () => jsonResponse({ sessionToken: 'session-token', user: signedInUser });

  it("sends the browser's time zone with the phone number and the code", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Chicago',
    });
    const fetchMock = stubApi({ 'POST /api/auth/verify': answer });

    await verifyCode({ phoneNumber: '+15551234567', code: '123456' });

    expect(sentBody(fetchMock)).toEqual({
      phoneNumber: '+15551234567',
      code: '123456',
      timeZone: 'America/Chicago',
    });
  });

  it('leaves the time zone out when the browser does not tell it', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('no time zone');
    });
    const fetchMock = stubApi({ 'POST /api/auth/verify': answer });

    await verifyCode({ phoneNumber: '+15551234567', code: '123456' });

    expect(sentBody(fetchMock)).toEqual({ phoneNumber: '+15551234567', code: '123456' });
  });
});
