/**
 * Written here rather than with `close-with-grace`: that one exits 1 on any second signal (its
 * `onSecondSignal` is called before `process.exit(1)`, not instead of it), and one Ctrl-C reaches
 * this server two or three times (see SAME_SIGNAL_WINDOW_MS), so every Ctrl-C would cut requests
 * in flight and exit 1. The drain, the idle-connection sweep and the exit codes below would stay
 * ours either way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * One Ctrl-C reaches the server several times within milliseconds: from the terminal, and again
 * through npm and `scripts/start.mjs`, which pass it on. Repeats this close together are that
 * one signal; a later one is someone asking to stop at once.
 */
const SAME_SIGNAL_WINDOW_MS = 500;

/** How often, while closing, connections whose last answer has gone out are closed. */
const IDLE_SWEEP_MS = 100;

export interface GracefulStopOptions {
  app: Pick<FastifyInstance, 'close' | 'server' | 'log' | 'readiness'>;
  /** How long the instance answers, reporting itself not ready, before it stops taking connections. */
  drainDelayMs: number;
  /** How long requests in flight then have to finish before their connections are cut. */
  graceMs: number;
  /** Releases what the instance holds beyond its server (registry row, database), once it closed. */
  release(): Promise<void>;
  /** Ends the process: 0 when everything finished, 1 when something had to be cut short. */
  exit(code: number): void;
}

/**
 * The handler of SIGTERM and SIGINT. The first signal drains the instance: its readiness probe
 * answers 503 at once while it goes on serving for `drainDelayMs`, so the load balancer moves new
 * requests elsewhere; then `app.close()` stops taking connections, ends event streams (Fastify's
 * preClose hooks) and waits for requests in flight, for up to `graceMs`; then `release` and exit 0.
 * A second signal, or a grace period that runs out, exits 1 at once.
 */
export function createGracefulStop(options: GracefulStopOptions): (signal: string) => void {
  const { app, exit } = options;
  let firstSignalAt: number | null = null;
  return (signal) => {
    const now = Date.now();
    if (firstSignalAt === null) {
      firstSignalAt = now;
      void stop(signal, options);
    } else if (now - firstSignalAt >= SAME_SIGNAL_WINDOW_MS) {
      app.log.warn(`${signal} received again: stopping at once`);
      exit(1);
    }
  };
}

async function stop(signal: string, options: GracefulStopOptions) {
  const { app, drainDelayMs, graceMs, release, exit } = options;
  app.readiness.startDraining();
  app.log.info(
    `${signal} received: reporting not ready, closing in ${drainDelayMs} ms, then finishing ` +
      `requests in flight (up to ${graceMs} ms)`,
  );
  try {
    await sleep(drainDelayMs);
    if (!(await closeWithin(app, graceMs))) {
      app.log.warn(`requests still running after ${graceMs} ms (SHUTDOWN_GRACE_MS): cutting them`);
      app.server.closeAllConnections();
      exit(1);
      return;
    }
    await release();
    exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    exit(1);
  }
}

/** Closes the app; false when it has not finished within `graceMs`. */
async function closeWithin(app: GracefulStopOptions['app'], graceMs: number): Promise<boolean> {
  // Node closes the connections that are idle when the server closes, but a connection whose
  // request was in flight then stays open after its answer, until its keep-alive timeout (72 s
  // in Fastify): the server would not finish closing. So each is closed once its answer is out.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = new AbortController();
  try {
    return await Promise.race([
      app.close().then(() => true),
      sleep(graceMs, false, { signal: deadline.signal }),
    ]);
  } finally {
    clearInterval(sweep);
    deadline.abort();
  }
}
