/**
 * A Server-Sent Events client over `fetch`. The browser's EventSource cannot send an
 * Authorization header, so the stream is read with a streaming fetch and parsed here, following
 * the format of the HTML standard (id, event, data and retry fields; ':' comments; a blank line
 * ends a message; CR, LF or CRLF end a line).
 */

export interface EventStreamMessage {
  /** The `event:` field, 'message' when the server gave none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen so far on the stream ('' when none). */
  id: string;
}

export interface EventStreamParser {
  /** Feeds decoded text, cut anywhere (inside a line, between CR and LF). */
  push(text: string): void;
}

/**
 * Parses a stream of SSE text into messages. A message without data is not dispatched, and an
 * unfinished message at the end of a stream is dropped, as the standard says.
 */
export function createEventStreamParser(handlers: {
  onMessage: (message: EventStreamMessage) => void;
  /** A `retry:` field: the reconnection delay the server asks for, in ms. */
  onRetry?: (delayMs: number) => void;
}): EventStreamParser {
  let buffer = '';
  // A chunk that ended in CR: an LF starting the next chunk belongs to the same line break.
  let skipLeadingLf = false;
  let isFirstLine = true;
  let eventType = '';
  let dataLines: string[] | null = null;
  let lastEventId = '';

  function dispatch() {
    if (dataLines !== null) {
      handlers.onMessage({
        event: eventType || 'message',
        data: dataLines.join('\n'),
        id: lastEventId,
      });
    }
    eventType = '';
    dataLines = null;
  }

  function processLine(rawLine: string) {
    // A byte order mark at the very start of the stream is not part of the first field.
    const line = isFirstLine && rawLine.startsWith('\uFEFF') ? rawLine.slice(1) : rawLine;
    isFirstLine = false;
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        (dataLines ??= []).push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  }

  return {
    push(text) {
      if (text === '') return;
      buffer += skipLeadingLf && text.startsWith('\n') ? text.slice(1) : text;
      const lineBreak = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = lineBreak.exec(buffer); match; match = lineBreak.exec(buffer)) {
        processLine(buffer.slice(start, match.index));
        start = lineBreak.lastIndex;
      }
      // A CR that ends the text ends its line; an LF that follows in the next text is its pair.
      skipLeadingLf = buffer.endsWith('\r');
      buffer = buffer.slice(start);
    },
  };
}

/** The id of a message and when this device received it (ms since the epoch). */
export interface SeenEventId {
  id: string;
  seenAt: number;
}

export interface EventStreamOptions {
  url: string;
  /** Read before each connection; without a token the stream stops. */
  getToken: () => string | null;
  onMessage: (message: EventStreamMessage) => void;
  /**
   * Each time a connection is established: `isReconnect` after a drop, `isResumed` when it was
   * asked to resume after an id (otherwise whatever happened before it opened is not sent).
   */
  onOpen?: (info: { isReconnect: boolean; isResumed: boolean }) => void;
  /** Where the first connection resumes: the last id an earlier page on this device saw. */
  resumeFrom?: SeenEventId | null;
  /**
   * How far back the server replays: an id seen longer ago than this is not sent, as what came
   * after it is no longer all there. Any age when not given.
   */
  maxResumeAgeMs?: number;
  /** The server refused the token (401); the stream has stopped. */
  onUnauthorized?: () => void;
  /** First reconnection delay, doubled after each failure up to `maxRetryMs`. */
  initialRetryMs?: number;
  maxRetryMs?: number;
  /**
   * Reconnect when nothing (not even a heartbeat comment) arrived for this long, so a connection
   * that died silently is noticed. Off when not given.
   */
  idleTimeoutMs?: number;
}

export interface EventStreamConnection {
  /** Stops reading and never reconnects. */
  close(): void;
}

const DEFAULT_INITIAL_RETRY_MS = 1_000;
const DEFAULT_MAX_RETRY_MS = 30_000;

/** Up to a quarter less than the delay, so many clients that lost the server do not return at once. */
function withJitter(delayMs: number): number {
  return Math.round(delayMs * (0.75 + Math.random() * 0.25));
}

/** The id to send as Last-Event-ID: none without one, or when it is older than the server keeps. */
function resumableId(seen: SeenEventId | null, maxAgeMs: number | undefined): string | null {
  if (!seen) return null;
  if (maxAgeMs !== undefined && Date.now() - seen.seenAt > maxAgeMs) return null;
  return seen.id;
}

/**
 * Opens the stream and keeps it open: reconnects with growing delays (or the server's `retry:`)
 * after a drop, sending the last id as Last-Event-ID so the server can resume (the first time, the
 * id it is given to resume from), until `close()`, a 401 or a missing token.
 */
export function connectEventStream(options: EventStreamOptions): EventStreamConnection {
  const initialRetryMs = options.initialRetryMs ?? DEFAULT_INITIAL_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? DEFAULT_MAX_RETRY_MS;
  let baseRetryMs = initialRetryMs;
  let nextRetryMs = initialRetryMs;
  let lastSeen = options.resumeFrom?.id ? options.resumeFrom : null;
  let hasOpened = false;
  let isClosed = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function stop() {
    isClosed = true;
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    controller?.abort();
  }

  function scheduleReconnect() {
    if (isClosed) return;
    clearTimeout(idleTimer);
    retryTimer = setTimeout(() => void connect(), withJitter(nextRetryMs));
    nextRetryMs = Math.min(nextRetryMs * 2, Math.max(maxRetryMs, baseRetryMs));
  }

  function armIdleTimer(current: AbortController) {
    if (options.idleTimeoutMs === undefined) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => current.abort(), options.idleTimeoutMs);
  }

  async function connect() {
    const token = options.getToken();
    if (isClosed || !token) return stop();
    const current = new AbortController();
    controller = current;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    const resumeFrom = resumableId(lastSeen, options.maxResumeAgeMs);
    if (resumeFrom) headers['Last-Event-ID'] = resumeFrom;
    try {
      const response = await fetch(options.url, {
        headers,
        cache: 'no-store',
        signal: current.signal,
      });
      if (isClosed) return;
      if (response.status === 401) {
        stop();
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body)
        throw new Error(`event stream answered ${response.status}`);
      options.onOpen?.({ isReconnect: hasOpened, isResumed: resumeFrom !== null });
      hasOpened = true;
      nextRetryMs = baseRetryMs;
      const parser = createEventStreamParser({
        onMessage: (message) => {
          // An empty id field resets the id, as the standard says: nothing to resume from.
          lastSeen = message.id ? { id: message.id, seenAt: Date.now() } : null;
          options.onMessage(message);
        },
        onRetry: (delayMs) => {
          baseRetryMs = delayMs;
          nextRetryMs = delayMs;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      armIdleTimer(current);
      for (;;) {
        const { value, done } = await reader.read();
        if (done || isClosed) break;
        armIdleTimer(current);
        // stream: a character cut between two chunks is decoded once both have arrived.
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network failure, a refused answer or our own abort: reconnect below unless closed.
    }
    scheduleReconnect();
  }

  void connect();
  return { close: stop };
}
