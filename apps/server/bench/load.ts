/**
 * The load, in its own process so it never competes with the server inside one event loop:
 * autocannon against one URL, a warm-up first, then the measured run; the result goes to the
 * parent. With `requests`, each request sent (by any connection) is the next of them in turn.
 */
import autocannon, { type RequestData } from 'autocannon';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  /** When given, each connection sends one of these in turn instead of `headers`. */
  headersOfPeople?: Record<string, string>[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Writes: the method, and the path, JSON body and headers of each request, taken in turn. */
  method?: 'POST' | 'PUT';
  requests?: { path: string; body: string; headers?: Record<string, string> }[];
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latencies in milliseconds. */
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;

const people = options.headersOfPeople ?? [];
let nextPerson = 0;
const requests = options.requests ?? [];
let nextRequest = 0;

/** The next of `requests`, whichever connection sends it. */
function nextOf(request: RequestData): RequestData {
  const next = requests[nextRequest++ % requests.length];
  return {
    ...request,
    method: options.method ?? 'POST',
    path: next?.path,
    body: next?.body,
    headers: { ...options.headers, ...next?.headers, 'content-type': 'application/json' },
  };
}

const run = (duration: number) =>
  autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration,
    // Only for writes: reads go out exactly as before.
    ...(requests.length > 0 && { method: options.method, requests: [{ setupRequest: nextOf }] }),
    setupClient: (client) => {
      const headers = people[nextPerson++ % people.length];
      if (headers) client.setHeaders(headers);
    },
  });

if (options.warmupSeconds > 0) await run(options.warmupSeconds);
const result = await run(options.durationSeconds);
process.send?.({
  requestsPerSecond: result.requests.total / (result.duration || options.durationSeconds),
  mean: result.latency.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
} satisfies LoadResult);
process.disconnect?.();
