/**
 * The cluster test's HTTP client: every request it makes is recorded (who, what, through which
 * door, when it started and ended, and how it ended), so that failures can be counted by the time
 * window they fell in. A request is acknowledged when it answered 2xx; anything else is a failure
 * whose outcome the client cannot know.
 */
import fs from 'node:fs';
import { sleep } from './processes';

export interface RequestRecord {
  client: string;
  /** What the request was for, e.g. 'task.create', 'pledge'. */
  label: string;
  method: string;
  path: string;
  /** 'proxy', or the instance it was sent to directly. */
  via: string;
  /** Milliseconds since the recorder's start. */
  startedAt: number;
  endedAt: number;
  /** Null when no answer arrived (connection refused or reset, timeout). */
  status: number | null;
  error: string | null;
}

export class Recorder {
  readonly startedAt = Date.now();
  readonly records: RequestRecord[] = [];

  /** Milliseconds since the start. */
  now(): number {
    return Date.now() - this.startedAt;
  }
}

export type ApiResult<T> =
  | { ok: true; status: number; body: T; record: RequestRecord }
  | { ok: false; status: number | null; error: string; body: unknown; record: RequestRecord };

export interface Door {
  name: string;
  url: string;
}

export interface CallOptions {
  label: string;
  body?: unknown;
  /** Raw bytes instead of JSON. */
  raw?: Buffer;
  headers?: Record<string, string>;
  /** Where to send it; the proxy by default. */
  via?: Door;
  timeoutMs?: number;
}

/** Why a fetch failed without an answer: the socket error's code when there is one. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export interface SignedInUser {
  id: string;
  phoneNumber: string;
  token: string;
}

/** One person using the API, with their own session once signed in. */
export class ApiClient {
  user: SignedInUser | null = null;

  constructor(
    readonly name: string,
    private readonly proxy: Door,
    private readonly recorder: Recorder,
  ) {}

  get token(): string {
    if (!this.user) throw new Error(`${this.name} is not signed in`);
    return this.user.token;
  }

  async call<T>(method: string, path: string, options: CallOptions): Promise<ApiResult<T>> {
    const door = options.via ?? this.proxy;
    const headers: Record<string, string> = { ...options.headers };
    if (this.user) headers.authorization = `Bearer ${this.user.token}`;
    let body: string | Buffer | undefined;
    if (options.raw) body = options.raw;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const record: RequestRecord = {
      client: this.name,
      label: options.label,
      method,
      path,
      via: door.name,
      startedAt: this.recorder.now(),
      endedAt: 0,
      status: null,
      error: null,
    };
    this.recorder.records.push(record);
    try {
      const response = await fetch(`${door.url}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      const text = await response.text();
      record.endedAt = this.recorder.now();
      record.status = response.status;
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (an HAProxy error page, say): keep the text.
      }
      if (response.ok) return { ok: true, status: response.status, body: parsed as T, record };
      record.error = `HTTP ${response.status}`;
      return { ok: false, status: response.status, error: record.error, body: parsed, record };
    } catch (error) {
      record.endedAt = this.recorder.now();
      record.error = describeFetchError(error);
      return { ok: false, status: null, error: record.error, body: null, record };
    }
  }

  /** Like `call`, but a failure throws: for the setup, where nothing may fail. */
  async must<T>(method: string, path: string, options: CallOptions): Promise<T> {
    const result = await this.call<T>(method, path, options);
    if (!result.ok) {
      throw new Error(
        `${this.name}: ${method} ${path} failed (${result.error}): ${JSON.stringify(result.body)}`,
      );
    }
    return result.body;
  }

  /** Signs in as a person does: a code by "SMS" (the outbox file), then the code back. */
  async signIn(phoneNumber: string, outboxFile: string, name: string): Promise<SignedInUser> {
    await this.must('POST', '/api/auth/register', {
      label: 'auth.register',
      body: { phoneNumber },
    });
    const code = await readSignInCode(outboxFile, phoneNumber, 10_000);
    const verified = await this.must<{ sessionToken: string; user: { id: string } }>(
      'POST',
      '/api/auth/verify',
      { label: 'auth.verify', body: { phoneNumber, code } },
    );
    this.user = { id: verified.user.id, phoneNumber, token: verified.sessionToken };
    await this.must('PUT', '/api/auth/me', { label: 'auth.me', body: { name } });
    return this.user;
  }
}

/** The newest sign-in code sent to `phoneNumber` (one JSON line per message in the outbox). */
async function readSignInCode(
  outboxFile: string,
  phoneNumber: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let text = '';
    try {
      text = fs.readFileSync(outboxFile, 'utf8');
    } catch {
      // Not written yet.
    }
    const codes = text.split('\n').flatMap((line) => {
      try {
        const message = JSON.parse(line) as { to: string; code: string | null };
        return message.to === phoneNumber && message.code ? [message.code] : [];
      } catch {
        return []; // A blank line, or one still being written by another instance.
      }
    });
    const code = codes.at(-1);
    if (code) return code;
    await sleep(50);
  }
  throw new Error(`no sign-in code for ${phoneNumber} in ${outboxFile}`);
}
