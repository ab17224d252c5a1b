/**
 * A person's open page listening to `GET /api/events` (Server-Sent Events) through the proxy,
 * as a browser's EventSource does: on any disconnect it reconnects, through the proxy again, with
 * `Last-Event-ID` set to the last id it saw. Every message is kept with its id and the connection
 * it came on, so the test can tell a missing message from a repeated one.
 */
import { describeFetchError, type Door, type Recorder } from './client';
import { sleep } from './processes';

export interface ListenedMessage {
  id: string | null;
  event: string;
  data: unknown;
  /** Which connection (0, 1, ...) it arrived on. */
  connection: number;
  /** Milliseconds since the recorder's start. */
  at: number;
}

export interface ListenerConnection {
  index: number;
  /** 'proxy', or the instance the first connection went to directly. */
  via: string;
  openedAt: number;
  /** The Last-Event-ID it sent. */
  lastEventId: string | null;
  status: number | null;
  closedAt: number | null;
  /** How it ended: 'end' (the server closed it), a socket error, or 'stopped'. */
  ending: string | null;
  /** The `retry:` hints received on it, with when (ms since the recorder's start). */
  retryHints: { value: number; at: number }[];
}

export interface ListenerOptions {
  /** At most this many connections, reconnects included. */
  maxConnections?: number;
  /** The pause before reconnecting (a browser waits the server's `retry:` hint; tests need not). */
  reconnectDelayMs?: number;
  /** Where the first connection goes (a page already open on one instance); reconnects use the proxy. */
  firstVia?: Door;
}

/** One parsed SSE message block. */
interface Block {
  id: string | null;
  event: string;
  data: string[];
}

export class SseListener {
  readonly messages: ListenedMessage[] = [];
  readonly connections: ListenerConnection[] = [];
  private lastEventId: string | null = null;
  private stopped = false;
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  private opened: (() => void) | null = null;

  constructor(
    readonly name: string,
    private readonly proxy: Door,
    private readonly token: string,
    private readonly recorder: Recorder,
    private readonly options: ListenerOptions = {},
  ) {}

  /** Starts listening; resolves once the first connection answered 200. */
  start(): Promise<void> {
    const firstOpen = new Promise<void>((resolve) => {
      this.opened = resolve;
    });
    this.running = this.run();
    return firstOpen;
  }

  /** When the last message arrived (ms since the recorder's start), or -1. */
  lastMessageAt(): number {
    return this.messages.at(-1)?.at ?? -1;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.controller?.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const maxConnections = this.options.maxConnections ?? 200;
    const delay = this.options.reconnectDelayMs ?? 250;
    while (!this.stopped && this.connections.length < maxConnections) {
      await this.connectOnce();
      if (!this.stopped) await sleep(delay);
    }
  }

  private async connectOnce(): Promise<void> {
    const door =
      this.connections.length === 0 && this.options.firstVia ? this.options.firstVia : this.proxy;
    const connection: ListenerConnection = {
      index: this.connections.length,
      via: door.name,
      openedAt: this.recorder.now(),
      lastEventId: this.lastEventId,
      status: null,
      closedAt: null,
      ending: null,
      retryHints: [],
    };
    this.connections.push(connection);
    const controller = new AbortController();
    this.controller = controller;
    try {
      const response = await fetch(`${door.url}/api/events`, {
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'text/event-stream',
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        signal: controller.signal,
      });
      connection.status = response.status;
      if (response.status !== 200 || !response.body) {
        await response.arrayBuffer().catch(() => undefined);
        connection.ending = `HTTP ${response.status}`;
        return;
      }
      this.opened?.();
      this.opened = null;
      await this.read(response.body, connection);
      connection.ending = 'end';
    } catch (error) {
      connection.ending = this.stopped ? 'stopped' : describeFetchError(error);
    } finally {
      connection.closedAt = this.recorder.now();
    }
  }

  private async read(body: ReadableStream<Uint8Array>, connection: ListenerConnection) {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let block: Block = { id: null, event: 'message', data: [] };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          this.dispatch(block, connection);
          block = { id: null, event: 'message', data: [] };
          continue;
        }
        if (line.startsWith(':')) continue; // A heartbeat.
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'id') block.id = value;
        else if (field === 'event') block.event = value;
        else if (field === 'data') block.data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) {
          connection.retryHints.push({ value: Number(value), at: this.recorder.now() });
        }
      }
    }
  }

  private dispatch(block: Block, connection: ListenerConnection) {
    if (block.id !== null) this.lastEventId = block.id;
    if (block.data.length === 0) return;
    const text = block.data.join('\n');
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Kept as text.
    }
    this.messages.push({
      id: block.id,
      event: block.event,
      data,
      connection: connection.index,
      at: this.recorder.now(),
    });
  }
}
