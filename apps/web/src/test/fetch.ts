import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Route = (init: RequestInit, url: URL) => Response | Promise<Response>;

/**
 * Replaces fetch with answers keyed by "METHOD /path" (query string ignored; the answer is given
 * the URL to read it). A call nobody expected fails the test loudly with a 599.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) return jsonResponse({ error: `Unexpected call ${key}`, code: 'INTERNAL' }, 599);
    return route(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedInUser = {
  id: '6f1c2a9e-0b6a-4f7e-9d1e-3c5b8a7d2e10',
  name: 'Ada Lovelace',
  phoneNumber: '+15551234567',
};

export const meResponse = {
  user: signedInUser,
  session: {
    id: '0b7e5c1d-2f3a-4b6c-8d9e-1a2b3c4d5e6f',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-02-01T00:00:00.000Z',
  },
};
