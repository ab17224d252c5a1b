import type { FastifyBaseLogger } from 'fastify';

/**
 * One round of the relay; `everything` on a poll (the consumers run even if no change woke them).
 * True when it wants another round right after.
 */
type Round = (everything: boolean) => Promise<boolean>;

/**
 * Runs the relay's rounds one at a time: a wake-up during a round asks for another after it, and
 * those draining wait for a round that began after they asked.
 */
export class RelayRounds {
  private running: Promise<void> | null = null;
  private wantsAnotherRound = false;
  private roundsStarted = 0;
  /** Whether a poll asked for the next round. */
  private pollDue = false;
  private closed = false;
  /** Those waiting for a round numbered at least `round` to finish. */
  private waiters: { round: number; resolve: () => void }[] = [];
  private readonly round: Round;
  private readonly log: Pick<FastifyBaseLogger, 'error'>;

  constructor(round: Round, log: Pick<FastifyBaseLogger, 'error'>) {
    this.round = round;
    this.log = log;
  }

  /** Starts a round, or asks the one under way for another; resolves when they are done. */
  wake(poll = false): Promise<void> {
    if (poll) this.pollDue = true;
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.wantsAnotherRound = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.wantsAnotherRound = false;
        const everything = this.pollDue;
        this.pollDue = false;
        const current = (this.roundsStarted += 1);
        try {
          if (await this.round(everything)) this.wantsAnotherRound = true;
        } catch (error) {
          this.log.error({ err: error }, 'the change relay failed a round');
        }
        this.finishRound(current);
      } while (this.wantsAnotherRound && !this.closed);
    })().finally(() => {
      this.running = null;
      // Closed meanwhile: no later round will come for those still waiting.
      this.finishRound(Infinity);
    });
    return this.running;
  }

  /**
   * Resolves once a round that began after the call has finished: it has numbered and consumed
   * everything committed before the call (not what others commit meanwhile, which a busy
   * instance would otherwise make it wait for without end).
   */
  drain(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const round = this.roundsStarted + 1;
    const done = new Promise<void>((resolve) => this.waiters.push({ round, resolve }));
    void this.wake();
    return done;
  }

  /** Starts no more rounds. */
  stop(): void {
    this.closed = true;
  }

  /** Resolves once the round under way, if any, has finished. */
  async finished(): Promise<void> {
    await this.running;
  }

  private finishRound(round: number): void {
    const done = this.waiters.filter((waiter) => waiter.round <= round);
    this.waiters = this.waiters.filter((waiter) => waiter.round > round);
    for (const waiter of done) waiter.resolve();
  }
}
