/**
 * A lean `GET /api/events` client for the change-record bench: one socket per stream, the SSE
 * messages parsed as they arrive (`id:`, `event:`, `data:` lines, `:` comments skipped) and handed
 * to a callback with the moment they arrived (performance.now() of this process).
 */
import http from 'node:http';

export interface SseMessage {
  id: number | null;
  event: string;
  data: unknown;
  /** performance.now() when the message's last byte arrived. */
  at: number;
}

export interface SseStream {
  /** Resolves once the stream answered 200 and sent its first bytes. */
  opened: Promise<void>;
  /** The id of the last message with one. */
  lastId(): number | null;
  close(): void;
}

function parseBlock(block: string, at: number): SseMessage | null {
  let id: number | null = null;
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return null;
  return { id, event, data: JSON.parse(data) as unknown, at };
}

/** Opens a stream on `baseUrl` (loopback) as the bearer of `token`. */
export function openStream(
  baseUrl: string,
  token: string,
  lastEventId: number | null,
  onMessage: (message: SseMessage) => void,
): SseStream {
  let last = lastEventId;
  let request: http.ClientRequest | null = null;
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      `${baseUrl}/api/events`,
      {
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          ...(lastEventId === null ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          resolve();
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = parseBlock(buffer.slice(0, end), at);
            buffer = buffer.slice(end + 2);
            if (!message) continue;
            if (message.id !== null) last = message.id;
            onMessage(message);
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
  opened.catch(() => undefined);
  return {
    opened,
    lastId: () => last,
    close: () => (request as http.ClientRequest | null)?.destroy(),
  };
}
