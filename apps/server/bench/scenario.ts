import type { App } from '../src/app';
import type { Database } from '../src/platform/database';

/** One GET the bench loads, with the headers it is sent with. */
export interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * Several people at once, as a team's screens refetch together: each connection sends one
   * person's headers, in turn, in place of `headers` (which should be the first person's: the
   * bare replay answers with what they get).
   */
  headersOfPeople?: Record<string, string>[];
  /**
   * Scenarios of one group are also timed one request at a time, and each one's mean latency is
   * compared with the group's first (the same list at a larger size, say).
   */
  latencyGroup?: string;
}

/** A signed-in user created for the bench. */
export interface BenchUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** What a feature's seed function gets: the app (before it listens) and its database. */
export interface SeedContext {
  app: App;
  db: Database;
  /** A new user with a live session. */
  createUser(name?: string | null): Promise<BenchUser>;
}

/** A feature's part of the bench: it seeds its data and names the requests to load. */
export interface ScenarioSet {
  name: string;
  seed(ctx: SeedContext): Promise<Scenario[]>;
}
