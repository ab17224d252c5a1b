import type { FastifyBaseLogger } from 'fastify';
import type { ChangeRow } from './change';

/**
 * What happens when a consumer or reader fails on a change: it stops there (its position does not
 * move past the change) and tries the same change again after a delay that doubles from
 * `firstDelayMs` up to `maxDelayMs`; it never passes over a change. After `reportAfterAttempts`
 * failed attempts in a row it is reported as stalled: one error in the log, and the readiness
 * probe names it until it applies the change.
 */
export interface ConsumerRetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  reportAfterAttempts: number;
}

/** 100 ms doubling to 30 s; reported after 10 attempts, about a minute and a half of failing. */
export const CONSUMER_RETRY: ConsumerRetryPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 30_000,
  reportAfterAttempts: 10,
};

/** A consumer or reader that has failed on the same change for the policy's attempts. */
export interface StalledConsumer {
  name: string;
  /** The change it cannot get past (its id in the record) and its position. */
  changeId: number;
  position: number;
  failingSince: Date;
  attempts: number;
}

/** A consumer's or reader's failure on one change, while it lasts. */
interface Failure {
  changeId: number;
  position: number;
  attempts: number;
  since: Date;
  /** When to try the change again (epoch ms). */
  retryAt: number;
  reported: boolean;
}

/**
 * The consumers and readers (by name) failing on a change, until they get past it: when each may
 * try again, and which are stalled. A retry that falls due calls `retryDue`, which wakes the relay.
 */
export class ConsumerRetries {
  private readonly failures = new Map<string, Failure>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly policy: ConsumerRetryPolicy;
  private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  private readonly retryDue: () => void;

  constructor(
    policy: ConsumerRetryPolicy,
    log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    retryDue: () => void,
  ) {
    this.policy = policy;
    this.log = log;
    this.retryDue = retryDue;
  }

  isFailing(name: string): boolean {
    return this.failures.has(name);
  }

  /** Whether `name` may work now: it is not failing, or its next attempt is due. */
  mayRun(name: string): boolean {
    const failure = this.failures.get(name);
    return !failure || failure.retryAt <= Date.now();
  }

  /** Notes that `name` failed on `change`, and calls `retryDue` when its next attempt is due. */
  failed(name: string, change: ChangeRow, error: unknown): void {
    const previous = this.failures.get(name);
    const same = previous?.changeId === change.id;
    const attempts = same ? previous.attempts + 1 : 1;
    const delay = Math.min(this.policy.firstDelayMs * 2 ** (attempts - 1), this.policy.maxDelayMs);
    const failure: Failure = {
      changeId: change.id,
      position: change.position as number,
      attempts,
      since: same ? previous.since : new Date(),
      retryAt: Date.now() + delay,
      reported: same ? previous.reported : false,
    };
    this.failures.set(name, failure);
    const where = { err: error, consumer: name, changeId: change.id, position: change.position };
    this.log.warn(
      { ...where, attempts, retryInMs: delay },
      'a change could not be applied; retrying',
    );
    if (!failure.reported && attempts >= this.policy.reportAfterAttempts) {
      failure.reported = true;
      this.log.error(
        { ...where, attempts },
        'a consumer of the change record is stalled on a change',
      );
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.retryDue();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Notes that `name` got past its change, if it was failing on one. */
  succeeded(name: string): void {
    const failure = this.failures.get(name);
    if (!failure) return;
    this.failures.delete(name);
    if (failure.reported) {
      this.log.warn(
        { consumer: name, changeId: failure.changeId },
        'a stalled consumer got past its change',
      );
    }
  }

  /** Forgets a reader that was removed. */
  forget(name: string): void {
    this.failures.delete(name);
  }

  stalled(): StalledConsumer[] {
    return [...this.failures]
      .filter(([, failure]) => failure.attempts >= this.policy.reportAfterAttempts)
      .map(([name, failure]) => ({
        name,
        changeId: failure.changeId,
        position: failure.position,
        failingSince: failure.since,
        attempts: failure.attempts,
      }));
  }

  /** Cancels the retries waiting to fall due. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }
}
