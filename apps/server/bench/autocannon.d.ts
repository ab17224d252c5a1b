// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  /** One request as autocannon builds it. */
  export interface RequestData {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    /** Each connection sends these in turn; `setupRequest` may rewrite one before it goes. */
    requests?: { setupRequest?: (request: RequestData) => RequestData }[];
    connections?: number;
    duration?: number;
    /** Called with each connection's client as it is made. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
