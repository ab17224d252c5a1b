import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectEventStream,
  createEventStreamParser,
  type EventStreamMessage,
} from './event-stream';

function parseAll(chunks: string[]) {
  const messages: EventStreamMessage[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({
    onMessage: (message) => messages.push(message),
    onRetry: (delayMs) => retries.push(delayMs),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

// Every line ending the format allows, a comment, a multi-line data field and a message
// without an event name.
const stream =
  ': connected\r\n' +
  'id: 1\r\nevent: notification\r\ndata: {"title":"Roof"}\r\n\r\n' +
  'id: 2\revent: unread-count\rdata: {"count":3}\r\r' +
  ':heartbeat\n' +
  'id: 3\nevent: change\ndata: first line\ndata:second line\n\n' +
  'data: plain\n\n';

const expected: EventStreamMessage[] = [
  { id: '1', event: 'notification', data: '{"title":"Roof"}' },
  { id: '2', event: 'unread-count', data: '{"count":3}' },
  { id: '3', event: 'change', data: 'first line\nsecond line' },
  { id: '3', event: 'message', data: 'plain' },
];

describe('the event stream parser', () => {
  it('reads id, event and data fields, joins data lines and skips comments', () => {
    expect(parseAll([stream]).messages).toEqual(expected);
  });

  it('gives the same messages however the text is cut, even between CR and LF', () => {
    for (let cut = 1; cut < stream.length; cut += 1) {
      const { messages } = parseAll([stream.slice(0, cut), stream.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual(expected);
    }
    expect(parseAll([...stream]).messages).toEqual(expected);
    // Empty pieces between a CR and its LF do not split the line break in two.
    expect(parseAll(['data: a\r', '', '\n', '\r', '', '\n']).messages).toEqual([
      { id: '', event: 'message', data: 'a' },
    ]);
  });

  it('removes one space after the colon only, and takes a field without a colon as empty', () => {
    expect(parseAll(['data:  two spaces\n\ndata\n\n']).messages).toEqual([
      { id: '', event: 'message', data: ' two spaces' },
      { id: '', event: 'message', data: '' },
    ]);
  });

  it('dispatches nothing for a message without data nor for one the stream cut off', () => {
    const { messages } = parseAll(['event: change\nid: 7\n\n', 'event: change\ndata: half']);
    expect(messages).toEqual([]);
  });

  it('keeps the last id for later messages and ignores an id holding NUL', () => {
    const { messages } = parseAll(['id: 5\ndata: a\n\ndata: b\n\nid: 6\0x\ndata: c\n\n']);
    expect(messages.map((message) => message.id)).toEqual(['5', '5', '5']);
  });

  it('reports a numeric retry field and ignores any other', () => {
    expect(parseAll(['retry: 2500\n', 'retry: soon\n', 'retry: 1.5\n\n']).retries).toEqual([2500]);
  });

  it('ignores a byte order mark at the start of the stream', () => {
    expect(parseAll(['\uFEFFdata: x\n\n']).messages).toEqual([
      { id: '', event: 'message', data: 'x' },
    ]);
  });
});

const encoder = new TextEncoder();

/** One answer of the stubbed server: a body the test writes to, that errors when aborted. */
function streamedResponse(signal: AbortSignal | null | undefined, status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('Aborted', 'AbortError')),
  );
  return {
    response: new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (bytes: Uint8Array | string) =>
      controller.enqueue(typeof bytes === 'string' ? encoder.encode(bytes) : bytes),
    end: () => controller.close(),
  };
}

type Connection = ReturnType<typeof streamedResponse> & { headers: Record<string, string> };

/** Stubs fetch with a server that keeps each connection open until the test ends it. */
function stubStreamServer(status = 200) {
  const connections: Connection[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const connection = {
      ...streamedResponse(init.signal, status),
      headers: init.headers as Record<string, string>,
    };
    connections.push(connection);
    return connection.response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, connections };
}

function collect() {
  const messages: EventStreamMessage[] = [];
  const opens: boolean[] = [];
  const resumes: boolean[] = [];
  return {
    messages,
    opens,
    resumes,
    onMessage: (message: EventStreamMessage) => messages.push(message),
    onOpen: ({ isReconnect, isResumed }: { isReconnect: boolean; isResumed: boolean }) => {
      opens.push(isReconnect);
      resumes.push(isResumed);
    },
  };
}

describe('the event stream connection', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the token, and delivers messages whose bytes arrive in pieces', async () => {
    const { connections } = stubStreamServer();
    const received = collect();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      ...received,
    });
    await vi.waitFor(() => expect(received.opens).toEqual([false]));
    expect(connections[0]?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      Accept: 'text/event-stream',
    });
    expect(connections[0]?.headers).not.toHaveProperty('Last-Event-ID');

    // 'é' is two bytes in UTF-8; the chunk boundary falls between them.
    const bytes = encoder.encode('id: 1\nevent: notification\ndata: {"title":"Café"}\n\n');
    const split = bytes.indexOf(0xc3) + 1;
    connections[0]?.send(bytes.slice(0, split));
    connections[0]?.send(bytes.slice(split));
    await vi.waitFor(() =>
      expect(received.messages).toEqual([
        { id: '1', event: 'notification', data: '{"title":"Café"}' },
      ]),
    );
    connection.close();
  });

  it('reconnects after the stream ends, resuming from the last id', async () => {
    const { connections } = stubStreamServer();
    const received = collect();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 5,
      ...received,
    });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.send('id: 41\ndata: a\n\nid: 42\ndata: b\n\n');
    await vi.waitFor(() => expect(received.messages).toHaveLength(2));
    connections[0]?.end();

    await vi.waitFor(() => expect(received.opens).toEqual([false, true]));
    expect(connections[1]?.headers['Last-Event-ID']).toBe('42');
    connections[1]?.send('id: 43\ndata: c\n\n');
    await vi.waitFor(() => expect(received.messages.at(-1)?.data).toBe('c'));
    connection.close();
  });

  it('resumes the first connection from the id an earlier page kept, and says so', async () => {
    const { connections } = stubStreamServer();
    const received = collect();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      resumeFrom: { id: '41', seenAt: Date.now() - 60_000 },
      maxResumeAgeMs: 3_600_000,
      ...received,
    });
    await vi.waitFor(() => expect(received.opens).toEqual([false]));
    expect(connections[0]?.headers['Last-Event-ID']).toBe('41');
    expect(received.resumes).toEqual([true]);
    connection.close();
  });

  it('does not resume from an id older than the server replays, nor without one', async () => {
    const { connections } = stubStreamServer();
    const received = collect();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 5,
      resumeFrom: { id: '41', seenAt: Date.now() - 3_600_001 },
      maxResumeAgeMs: 3_600_000,
      ...received,
    });
    await vi.waitFor(() => expect(received.opens).toEqual([false]));
    expect(connections[0]?.headers).not.toHaveProperty('Last-Event-ID');
    // Dropped before any message: nothing to resume from on the next connection either.
    connections[0]?.end();
    await vi.waitFor(() => expect(received.opens).toEqual([false, true]));
    expect(connections[1]?.headers).not.toHaveProperty('Last-Event-ID');
    expect(received.resumes).toEqual([false, false]);

    // Once a message has come, a drop resumes after it.
    connections[1]?.send('id: 57\ndata: a\n\n');
    await vi.waitFor(() => expect(received.messages).toHaveLength(1));
    connections[1]?.end();
    await vi.waitFor(() => expect(received.resumes).toEqual([false, false, true]));
    expect(connections[2]?.headers['Last-Event-ID']).toBe('57');
    connection.close();
  });

  it('stops for good when the server refuses the token', async () => {
    const { fetchMock } = stubStreamServer(401);
    const onUnauthorized = vi.fn();
    connectEventStream({
      url: '/api/events',
      getToken: () => 'expired',
      initialRetryMs: 1,
      onMessage: vi.fn(),
      onUnauthorized,
    });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not connect without a token, and stops when the token is gone', async () => {
    const { fetchMock, connections } = stubStreamServer();
    connectEventStream({ url: '/api/events', getToken: () => null, onMessage: vi.fn() });
    expect(fetchMock).not.toHaveBeenCalled();

    let token: string | null = 'secret';
    connectEventStream({
      url: '/api/events',
      getToken: () => token,
      initialRetryMs: 1,
      onMessage: vi.fn(),
    });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    token = null;
    connections[0]?.end();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('closes the open request and never reconnects after close()', async () => {
    const { fetchMock } = stubStreamServer();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 1,
      onMessage: vi.fn(),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    connection.close();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('waits longer after each failure, up to the ceiling, and as the server asks', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 100,
      maxRetryMs: 400,
      onMessage: vi.fn(),
    });
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetchMock.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(99)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(199)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(400)).toBe(4);
    expect(await callsAfter(400)).toBe(5);
    connection.close();

    // The server's retry field sets the delay after the stream it came on ends.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('retry: 5000\n\n', { status: 200 })),
    );
    const resumed = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 100,
      onMessage: vi.fn(),
    });
    expect(vi.mocked(fetch).mock.calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(vi.mocked(fetch).mock.calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(vi.mocked(fetch).mock.calls.length).toBe(2);
    resumed.close();
  });

  it('reconnects when the stream goes quiet for longer than the idle timeout', async () => {
    // Fake timers: with real ones a loaded machine lets each new connection go idle too.
    vi.useFakeTimers();
    const { connections } = stubStreamServer();
    const received = collect();
    const connection = connectEventStream({
      url: '/api/events',
      getToken: () => 'secret',
      initialRetryMs: 1,
      idleTimeoutMs: 40,
      ...received,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(connections).toHaveLength(1);
    // Heartbeats keep it open past the timeout.
    for (let beat = 0; beat < 3; beat += 1) {
      await vi.advanceTimersByTimeAsync(30);
      connections[0]?.send(':\n');
    }
    await vi.advanceTimersByTimeAsync(39);
    expect(connections).toHaveLength(1);
    expect(received.opens).toEqual([false]);
    await vi.advanceTimersByTimeAsync(2);
    expect(connections).toHaveLength(2);
    expect(received.opens).toEqual([false, true]);
    connection.close();
  });
});
