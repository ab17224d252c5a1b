/**
 * Runs work one at a time per key, in the order it was asked for, within this process. For writes
 * that queue on one database row anyway (pledges to one venture): waiting here, rather than on
 * the row's lock, keeps them from holding every pooled connection while they wait, which would
 * stall every other request and the change relay behind them. The database lock still decides
 * between instances.
 */
export function createOneAtATime() {
  const tails = new Map<string, Promise<void>>();
  return function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
