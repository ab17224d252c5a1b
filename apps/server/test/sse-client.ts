export interface SseMessage {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message received so far, in order. */
  messages: SseMessage[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** The first message (already received or still to come) that matches, or a timeout error. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** Opens `GET /api/events` over real HTTP and parses what arrives. */
export async function openEventStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < messages.length; seen += 1) {
            const message = messages[seen] as SseMessage;
            if (match(message)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(message);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  if (!response.body || response.status !== 200) return stream;

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { id: null as string | null, event: 'message', data: [] as string[] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('id: ')) fields.id = line.slice(4);
            else if (line.startsWith('event: ')) fields.event = line.slice(7);
            else if (line.startsWith('data: ')) fields.data.push(line.slice(6));
          }
          if (fields.data.length > 0) {
            messages.push({
              id: fields.id,
              event: fields.event,
              data: JSON.parse(fields.data.join('\n')),
            });
            for (const waiter of [...waiters]) waiter();
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}
