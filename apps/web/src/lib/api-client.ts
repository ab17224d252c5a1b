import { HTTP_TIMEOUT_MS } from '@groundwork/shared/common/constants';
import { IDEMPOTENCY_KEY_HEADER } from '@groundwork/shared/common/idempotency';
import { getAuthToken, removeAuthToken } from './auth-token';
import { forgetFirstVisitAnswers, takeFirstVisitAnswer } from './first-visit-answers';

/** The messages of 000 §8 for failures the server does not describe itself. */
export const apiErrorMessages = {
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to perform this action.",
  network: 'Network error. Please check your connection.',
  timeout: 'Request timeout',
  unexpected: 'An unexpected error occurred',
} as const;

/** Status given to failures that never reached the server. */
export const NETWORK_ERROR_STATUS = 0;
export const TIMEOUT_STATUS = 408;

/** Every failed call, whatever went wrong, becomes one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The answer's parsed body, for callers that read more than the message (a 412's copy). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

type QueryValue = string | number | boolean | null | undefined;

/** A list is sent as the parameter repeated (`?labelId=a&labelId=b`). */
export type QueryParams = Record<string, QueryValue | readonly string[]>;

export interface RequestOptions {
  /** Added to the URL; null and undefined values (and empty lists) are left out. */
  params?: QueryParams;
  /** Sent as X-Workspace-ID for workspace-scoped calls. */
  workspaceId?: string | null;
  /** The message when the server gives none, e.g. 'Failed to send OTP'. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Names a change so that the server applies it once however often it is sent. */
  idempotencyKey?: string;
  /** The entity tag of the copy the change was made to; a stale one is answered 412. */
  ifMatch?: string;
}

/** The options of a call that names its workspace twice, in the header and in the query. */
export function inWorkspace(workspaceId: string, fallbackMessage?: string): RequestOptions {
  return { workspaceId, params: { workspaceId }, fallbackMessage };
}

interface FullRequestOptions extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

type AuthErrorHandler = () => void;
let authErrorHandler: AuthErrorHandler | null = null;

/**
 * Registers what happens when the server refuses the session (clear the user, go to /login).
 * Returns a function that unregisters it.
 */
export function setAuthErrorHandler(handler: AuthErrorHandler): () => void {
  authErrorHandler = handler;
  return () => {
    if (authErrorHandler === handler) authErrorHandler = null;
  };
}

/** The server refused the session: forget the token and let the app go to /login. */
export function endRefusedSession(): void {
  removeAuthToken();
  forgetFirstVisitAnswers();
  authErrorHandler?.();
}

// The server refuses an empty query parameter, so a filter left blank ("All") is not sent at all.
function isSent(value: QueryValue): value is string | number | boolean {
  return value !== null && value !== undefined && value !== '';
}

function buildUrl(path: string, params: QueryParams | undefined): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = typeof value === 'object' && value !== null ? value : [value];
    for (const each of values) {
      if (isSent(each)) search.append(key, String(each));
    }
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverErrorFields(body: unknown): { error?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, code } = body as Record<string, unknown>;
  return {
    error: typeof error === 'string' && error.trim() !== '' ? error : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function toApiError(status: number, body: unknown, fallbackMessage: string | undefined): ApiError {
  const { error, code } = serverErrorFields(body);
  if (status === 401) {
    endRefusedSession();
    return new ApiError(status, apiErrorMessages.sessionExpired, code, body);
  }
  if (error) return new ApiError(status, error, code, body);
  if (status === 403) return new ApiError(status, apiErrorMessages.forbidden, code, body);
  return new ApiError(status, fallbackMessage ?? apiErrorMessages.unexpected, code, body);
}

/** `answer`, or its rejection with the signal's reason once the signal aborts. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Calls the API: JSON in and out, the bearer token from local storage, an optional workspace
 * header, and a timeout; a GET the first-visit script already asked for takes its answer.
 * Resolves with the parsed answer (undefined for an empty one); rejects with an ApiError, or with
 * the caller's own abort reason when the caller cancels.
 */
export async function apiRequest<T>(path: string, options: FullRequestOptions): Promise<T> {
  const { method, body, params, workspaceId, fallbackMessage, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    const url = buildUrl(path, params);
    const early = method === 'GET' ? takeFirstVisitAnswer(url, token) : undefined;
    const response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        }));
    const answer = await readBody(response);
    if (!response.ok) throw toApiError(response.status, answer, fallbackMessage);
    return answer as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(TIMEOUT_STATUS, apiErrorMessages.timeout);
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, apiErrorMessages.network);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
