import type { FastifyBaseLogger } from 'fastify';
import { notReadyMessages } from '@groundwork/shared/health/constants';
import type { StalledConsumer } from '@groundwork/shared/health/schemas';
import type { ChangeRelay } from './changes/change-relay';
import type { DatabaseHandle } from './database';
import { createDatabaseProbe } from './database-probe';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent requests; `server.ts` drains it on SIGTERM. */
    readiness: Readiness;
  }
}

export interface Readiness {
  /** Why the load balancer should send this instance nothing new, or null when it may. */
  notReadyReason(): Promise<string | null>;
  /**
   * The change record's consumers stalled on a change (`ConsumerRetryPolicy`): reported,
   * not a reason to be unready, since every instance shares them.
   */
  stalledConsumers(): StalledConsumer[];
  /** From now on the instance reports itself not ready, while it goes on answering requests. */
  startDraining(): void;
  /** Ends the probe's database connection. */
  close(): Promise<void>;
}

/**
 * Ready means: not stopping, and the database answers. Migrations need no check of their own:
 * `openDatabase` applies them before it returns the handle the app is built on.
 */
export function createReadiness(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  relay: Pick<ChangeRelay, 'stalled'>,
): Readiness {
  const probe = createDatabaseProbe(database, log);
  let draining = false;
  return {
    async notReadyReason() {
      if (draining) return notReadyMessages.shuttingDown;
      return (await probe.isReachable()) ? null : notReadyMessages.databaseUnreachable;
    },
    stalledConsumers: () =>
      relay.stalled().map((stalled) => ({
        ...stalled,
        failingSince: stalled.failingSince.toISOString(),
      })),
    startDraining() {
      draining = true;
    },
    close: () => probe.close(),
  };
}
