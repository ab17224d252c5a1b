/**
 * `BENCH_SUITE=changes npm run bench -w apps/server`: what the change record costs and whether it
 * loses anything ("Many instances, nothing lost"). Every part runs on a fresh database with the
 * app in processes of their own (bench/changes/instance.ts); load comes from bench/load.ts or,
 * for the live parts, from this process (writes with fetch, streams with bench/changes/sse.ts).
 *
 * 1. write cost: five writes, one request at a time and under BENCH_CONNECTIONS, on each of
 *    BENCH_DATABASES;
 * 2. live delivery: 8 writers create 1,000 tasks assigned to one person who holds a stream;
 * 3. pledge burst: 200 pledges at once to one live venture through one instance;
 * 4. live fan-out: 500 streams of 50 people over 3 instances, then one write all of them may see;
 * 5. reconnect storm: those streams drop, 100 changes are made, and all resume at once with
 *    Last-Event-ID.
 * Parts 2 to 5 run on PostgreSQL only. BENCH_FILTER picks parts and write scenarios by part of
 * their names ("write cost", "POST /api/tasks", "live delivery", "pledge burst", "live fan-out",
 * "reconnect storm"); the durations are run.ts's. Run it in two checkouts, alternately, with
 * BENCH_JSON set, and compare with bench/compare.ts.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/platform/database';
import type { LoadOptions, LoadResult } from '../load';
import { recordFigures, setting, start, stop, withPostgresDatabase, type Figure } from '../support';
import type { ChangeWorld } from './seed';
import type { InstanceOptions, InstanceReady, InstanceStats } from './instance';
import { openStream, type SseMessage, type SseStream } from './sse';

const durationSeconds = setting('BENCH_DURATION_SECONDS', 3, 1, 60);
const warmupSeconds = setting('BENCH_WARMUP_SECONDS', 1, 0, 30);
const connections = setting('BENCH_CONNECTIONS', 10, 1, 256);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const filter = process.env.BENCH_FILTER;
const cpuProfileDir = process.env.BENCH_CPU_PROF;

const DELIVERY_WRITERS = 8;
const DELIVERY_TASKS = 1000;
const BURST_PLEDGES = 200;
const BURST_BACKERS = 20;
const FANOUT_PEOPLE = 50;
const FANOUT_STREAMS = 500;
const FANOUT_INSTANCES = 3;
const FANOUT_WRITES = 3;
const STORM_CHANGES = 100;
/** The longest any part waits for events before it reports what it has. */
const WAIT_LIMIT_MS = 60_000;

const selected = (...names: string[]) =>
  !filter || names.some((name) => name.toLowerCase().includes(filter.toLowerCase()));

const figures: Figure[] = [];
function figure(database: string, name: string, metric: string, value: number) {
  figures.push({ suite: 'changes', database, name, metric, value });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** Resolves when `done()` holds, checked every 5 ms, or after `limitMs` (answers false then). */
async function until(done: () => boolean, limitMs = WAIT_LIMIT_MS): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  world: ChangeWorld | null;
}

async function startInstance(target: DatabaseTarget, seedWatchers?: number): Promise<Instance> {
  const execArgv = ['--expose-gc'];
  if (cpuProfileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`);
  const options: InstanceOptions = { target, seedWatchers };
  const { child, message } = start<InstanceReady>('changes/instance.ts', options, execArgv);
  const { port, world } = await message;
  return { child, baseUrl: `http://127.0.0.1:${port}`, world };
}

function statsOf(instance: Instance): Promise<InstanceStats> {
  return new Promise((resolve) => {
    instance.child.once('message', (value) => resolve(value as InstanceStats));
    instance.child.send('stats');
  });
}

async function withInstances<T>(
  target: DatabaseTarget,
  count: number,
  use: (instances: Instance[], world: ChangeWorld) => Promise<T>,
): Promise<T> {
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance(target, FANOUT_PEOPLE));
    while (instances.length < count) instances.push(await startInstance(target));
    const world = instances[0]?.world;
    if (!world) throw new Error('the first instance did not seed');
    return await use(instances, world);
  } finally {
    // Requests a load left behind finish first (their clients have gone already).
    await sleep(500);
    for (const instance of instances) await stop(instance.child);
  }
}

interface Answer {
  status: number;
  body: unknown;
  /** performance.now() when the request was sent. */
  sent: number;
  /** performance.now() when the answer had arrived whole. */
  at: number;
  ms: number;
}

async function send(
  baseUrl: string,
  method: string,
  url: string,
  user: { headers: Record<string, string> },
  payload?: object,
): Promise<Answer> {
  const sent = performance.now();
  const response = await fetch(baseUrl + url, {
    method,
    headers: { ...user.headers, ...(payload && { 'content-type': 'application/json' }) },
    body: payload && JSON.stringify(payload),
  });
  const body = (await response.json()) as unknown;
  const at = performance.now();
  return { status: response.status, body, sent, at, ms: at - sent };
}

// 1. Write cost ----------------------------------------------------------------------------------

interface WriteScenario {
  name: string;
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  requests: NonNullable<LoadOptions['requests']>;
}

function writeScenarios(world: ChangeWorld): WriteScenario[] {
  const query = `?workspaceId=${world.workspaceId}`;
  const assignee = world.watchers[0];
  const json = JSON.stringify;
  const backers = world.watchers.slice(1, 1 + BURST_BACKERS);
  return [
    {
      name: 'POST /api/tasks (assigned: + notification)',
      method: 'POST',
      headers: world.owner.headers,
      requests: [
        {
          path: `/api/tasks${query}`,
          body: json({
            title: 'Order the tiles',
            projectId: world.projectId,
            assignedTo: assignee?.id,
          }),
        },
      ],
    },
    {
      name: 'PUT /api/tasks/{id} (status only)',
      method: 'PUT',
      headers: world.owner.headers,
      // Each task's status changes on each visit: in progress, complete, to do, ...
      requests: ['in_progress', 'complete', 'to_do'].flatMap((status) =>
        world.taskIds.map((id) => ({ path: `/api/tasks/${id}${query}`, body: json({ status }) })),
      ),
    },
    {
      name: 'POST /api/tasks/{id}/comments',
      method: 'POST',
      headers: world.owner.headers,
      requests: world.taskIds.map((id) => ({
        path: `/api/tasks/${id}/comments${query}`,
        body: json({ content: 'Concrete arrives Monday' }),
      })),
    },
    {
      // Ticking an item answers within 20 ms on PostgreSQL (issue 37).
      name: 'PUT /api/checklist-items/{id} (tick)',
      method: 'PUT',
      headers: world.owner.headers,
      // Each item is ticked, and unticked on the next visit, so every request changes it.
      requests: [true, false].flatMap((done) =>
        world.checklistItemIds.map((id) => ({
          path: `/api/checklist-items/${id}`,
          body: json({ done }),
        })),
      ),
    },
    {
      name: 'POST /api/ventures/{id}/pledge',
      method: 'POST',
      headers: world.owner.headers,
      requests: backers.map((backer) => ({
        path: `/api/ventures/${world.ventureId}/pledge`,
        body: json({ amount: 12.34 }),
        headers: backer.headers,
      })),
    },
  ];
}

async function load(
  baseUrl: string,
  scenario: WriteScenario,
  clients: number,
): Promise<LoadResult> {
  const options: LoadOptions = {
    url: baseUrl,
    headers: scenario.headers,
    connections: clients,
    durationSeconds,
    warmupSeconds,
    method: scenario.method,
    requests: scenario.requests,
  };
  const { child, message } = start<LoadResult>('load.ts', options);
  const result = await message;
  await stop(child);
  return result;
}

const COUNTED_WRITES = 30;

/** Statements the instance sent per write, over writes made one at a time. */
async function statementsPerWrite(instance: Instance, scenario: WriteScenario): Promise<number> {
  const from = await statsOf(instance);
  for (let index = 0; index < COUNTED_WRITES; index += 1) {
    const request = scenario.requests[index % scenario.requests.length];
    if (!request) break;
    const user = { headers: { ...scenario.headers, ...request.headers } };
    const payload = JSON.parse(request.body) as object;
    await send(instance.baseUrl, scenario.method, request.path, user, payload);
  }
  const to = await statsOf(instance);
  return (to.statements - from.statements) / COUNTED_WRITES;
}

async function writeCost(label: string, target: DatabaseTarget) {
  await withInstances(target, 1, async ([instance], world) => {
    if (!instance) return;
    console.log(
      `\n${label}: write cost (mean ms one at a time; req/s, p50 and p99 with ${connections} ` +
        `connections; statements sent per write one at a time)`,
    );
    console.log('| write | mean ms (1) | req/s | p50 ms | p99 ms | statements/write | failed |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const scenario of writeScenarios(world)) {
      if (!selected('write cost', scenario.name)) continue;
      // autocannon's own latencies are whole milliseconds: one at a time, the run's length over
      // its requests is finer.
      const single = await load(instance.baseUrl, scenario, 1);
      const many = await load(instance.baseUrl, scenario, connections);
      const failed = single.non2xx + single.errors + many.non2xx + many.errors;
      const mean = 1000 / single.requestsPerSecond;
      // Only the PostgreSQL driver's statements are counted.
      const statements =
        label === 'PostgreSQL' ? await statementsPerWrite(instance, scenario) : Number.NaN;
      console.log(
        `| ${scenario.name} | ${mean.toFixed(2)} | ${Math.round(many.requestsPerSecond)} | ` +
          `${many.p50} | ${many.p99} | ${Number.isNaN(statements) ? '–' : statements.toFixed(1)} | ` +
          `${failed} |`,
      );
      figure(label, scenario.name, 'mean ms (1 connection)', mean);
      figure(label, scenario.name, `req/s (${connections} connections)`, many.requestsPerSecond);
      figure(label, scenario.name, `p99 ms (${connections} connections)`, many.p99);
      figure(label, scenario.name, 'failed', failed);
      if (!Number.isNaN(statements))
        figure(label, scenario.name, 'statements per write', statements);
    }
  });
}

// 2. Live delivery -------------------------------------------------------------------------------

async function liveDelivery(target: DatabaseTarget) {
  await withInstances(target, 1, async ([instance], world) => {
    const listener = world.watchers[0];
    if (!instance || !listener) return;
    const taskIds = new Set<string>();
    let notifications = 0;
    let ordered = true;
    let previousId = 0;
    let lastEventAt = 0;
    const stream = openStream(instance.baseUrl, listener.token, null, (message) => {
      if (message.id !== null) {
        // A notification and its unread count share an id; ids never go back.
        if (message.id < previousId) ordered = false;
        previousId = message.id;
      }
      const data = message.data as { type?: string; taskId?: string };
      if (message.event === 'change' && data.type === 'task.created' && data.taskId) {
        taskIds.add(data.taskId);
        lastEventAt = message.at;
      } else if (message.event === 'notification') {
        notifications += 1;
        lastEventAt = message.at;
      }
    });
    await stream.opened;
    let created = 0;
    let failed = 0;
    let lastAnswerAt = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: DELIVERY_WRITERS }, async () => {
        while (created + failed < DELIVERY_TASKS) {
          created += 1;
          const answer = await send(
            instance.baseUrl,
            'POST',
            `/api/tasks?workspaceId=${world.workspaceId}`,
            world.owner,
            { title: 'Order the tiles', projectId: world.projectId, assignedTo: listener.id },
          );
          if (answer.status !== 201) {
            created -= 1;
            failed += 1;
          }
          lastAnswerAt = Math.max(lastAnswerAt, answer.at);
        }
      }),
    );
    const writeSeconds = (lastAnswerAt - started) / 1000;
    const complete = await until(() => taskIds.size >= created && notifications >= created, 15_000);
    stream.close();
    const lag = lastEventAt - lastAnswerAt;
    console.log(
      `\nlive delivery: ${created} tasks by ${DELIVERY_WRITERS} writers in ${writeSeconds.toFixed(1)} s ` +
        `(${failed} failed); the listener got ${taskIds.size} task.created changes and ` +
        `${notifications} notifications${complete ? '' : ' (gave up waiting after 15 s)'}; ids ` +
        `${ordered ? 'in increasing order' : 'OUT OF ORDER'}; last event ${lag.toFixed(0)} ms ` +
        `after the last write's answer`,
    );
    const name = `live delivery (${DELIVERY_WRITERS} writers, ${DELIVERY_TASKS} tasks)`;
    figure('PostgreSQL', name, 'change events', taskIds.size);
    figure('PostgreSQL', name, 'notification events', notifications);
    figure('PostgreSQL', name, 'ids in order (1 = yes)', ordered ? 1 : 0);
    figure('PostgreSQL', name, 'ms from last answer to last event', lag);
    figure('PostgreSQL', name, 'writes/s', created / writeSeconds);
  });
}

// 3. Pledge burst --------------------------------------------------------------------------------

async function pledgeBurst(target: DatabaseTarget) {
  await withInstances(target, 1, async ([instance], world) => {
    if (!instance) return;
    const backers = world.watchers.slice(1, 1 + BURST_BACKERS);
    const url = `/api/ventures/${world.ventureId}/pledge`;
    let acknowledgedCents = 0;
    const pledge = async (index: number) => {
      // 1.00 to 10.99 dollars, so that cents add up too.
      const cents = 100 + ((index * 37) % 1000);
      const backer = backers[index % backers.length] ?? world.owner;
      const answer = await send(instance.baseUrl, 'POST', url, backer, { amount: cents / 100 });
      if (answer.status === 201) acknowledgedCents += cents;
      return answer;
    };
    // A few first, one at a time, so that the burst meets a warm process.
    for (let index = 0; index < 5; index += 1) await pledge(-1 - index);
    const answers = await Promise.all(
      Array.from({ length: BURST_PLEDGES }, (_, index) => pledge(index)),
    );
    const venture = await send(
      instance.baseUrl,
      'GET',
      `/api/ventures/${world.ventureId}`,
      world.owner,
    );
    const { fundsPledged, status } = venture.body as { fundsPledged: number; status: string };
    const fundsCents = Math.round(fundsPledged * 100);
    const latencies = answers.map((answer) => answer.ms);
    const ok = answers.filter((answer) => answer.status === 201).length;
    const [min, p50, p95, max] = [0, 0.5, 0.95, 1].map((p) => percentile(latencies, p)) as number[];
    console.log(
      `\npledge burst: ${ok}/${BURST_PLEDGES} answered 201; latency min ${min?.toFixed(0)} ms, ` +
        `p50 ${p50?.toFixed(0)} ms, ` +
        `p95 ${p95?.toFixed(0)} ms, max ${max?.toFixed(0)} ms; fundsPledged ${fundsPledged} ` +
        `(${status}) ${fundsCents === acknowledgedCents ? '=' : '≠'} acknowledged ` +
        `${(acknowledgedCents / 100).toFixed(2)}`,
    );
    const name = `pledge burst (${BURST_PLEDGES} at once)`;
    figure('PostgreSQL', name, 'answered 201', ok);
    figure('PostgreSQL', name, 'min ms', min ?? Number.NaN);
    figure('PostgreSQL', name, 'p50 ms', p50 ?? Number.NaN);
    figure('PostgreSQL', name, 'p95 ms', p95 ?? Number.NaN);
    figure('PostgreSQL', name, 'max ms', max ?? Number.NaN);
    figure(
      'PostgreSQL',
      name,
      'funds = acknowledged (1 = yes)',
      fundsCents === acknowledgedCents ? 1 : 0,
    );
  });
}

// 4 and 5. Live fan-out and reconnect storm ------------------------------------------------------

/** Transactions PostgreSQL counted on the bench's database (its statistics lag up to a second). */
async function transactionsOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

interface Listener {
  user: ChangeWorld['watchers'][number];
  instance: Instance;
  stream: SseStream | null;
  /** Arrival of the `change` events, by task id, since the last reset. */
  arrivals: Map<string, number>;
  /** `change` events of task.updated since the last reset. */
  updates: number;
  caughtUpAt: number;
}

function listen(listener: Listener, lastEventId: number | null) {
  const onMessage = (message: SseMessage) => {
    const data = message.data as { type?: string; taskId?: string };
    if (message.event !== 'change' || data.type !== 'task.updated' || !data.taskId) return;
    listener.updates += 1;
    listener.arrivals.set(data.taskId, message.at);
    listener.caughtUpAt = message.at;
  };
  listener.stream = openStream(
    listener.instance.baseUrl,
    listener.user.token,
    lastEventId,
    onMessage,
  );
  return listener.stream.opened;
}

async function sumStats(instances: Instance[]) {
  const all = await Promise.all(instances.map(statsOf));
  return all.reduce(
    (sum, stats) => ({
      statements: sum.statements + stats.statements,
      rss: sum.rss + stats.rss,
      heapUsed: sum.heapUsed + stats.heapUsed,
      external: sum.external + stats.external,
    }),
    { statements: 0, rss: 0, heapUsed: 0, external: 0 },
  );
}

async function fanOutAndStorm(url: string) {
  const target: DatabaseTarget = { kind: 'postgres', url };
  await withInstances(target, FANOUT_INSTANCES, async (instances, world) => {
    const [writer] = instances;
    if (!writer) return;
    const statusChange = (index: number) =>
      send(
        writer.baseUrl,
        'PUT',
        `/api/tasks/${world.taskIds[index % world.taskIds.length]}`,
        world.owner,
        {
          status: ['in_progress', 'complete', 'to_do'][
            Math.floor(index / world.taskIds.length) % 3
          ],
        },
      );
    const people = world.watchers.slice(0, FANOUT_PEOPLE);
    const listeners: Listener[] = Array.from({ length: FANOUT_STREAMS }, (_, index) => ({
      user: people[index % people.length] as Listener['user'],
      instance: instances[index % instances.length] as Instance,
      stream: null,
      arrivals: new Map(),
      updates: 0,
      caughtUpAt: 0,
    }));

    // One stream per instance first, so that what the first one costs (code, pools) is not
    // counted per stream; then the memory of all three before and after the rest open.
    const [firstOnes, rest] = [
      listeners.slice(0, instances.length),
      listeners.slice(instances.length),
    ];
    await Promise.all(firstOnes.map((listener) => listen(listener, null)));
    await sleep(1000);
    const before = await sumStats(instances);
    await Promise.all(rest.map((listener) => listen(listener, null)));
    await sleep(1000);
    const after = await sumStats(instances);
    const rssPerListener = (after.rss - before.rss) / rest.length;
    const heapPerListener = (after.heapUsed - before.heapUsed) / rest.length;
    const externalPerListener = (after.external - before.external) / rest.length;

    // One write first, so that every process has run the path once; then the measured ones.
    const lags: number[] = [];
    const sinceSent: number[] = [];
    const answerMs: number[] = [];
    let delivered = 0;
    for (let write = 0; write <= FANOUT_WRITES; write += 1) {
      const taskId = world.taskIds[write % world.taskIds.length] as string;
      const answer = await statusChange(write);
      await until(() => listeners.every((listener) => listener.arrivals.has(taskId)), 10_000);
      if (write === 0) continue;
      answerMs.push(answer.ms);
      for (const listener of listeners) {
        const at = listener.arrivals.get(taskId);
        if (at === undefined) continue;
        delivered += 1;
        // An event that came before the answer (its instance delivers before it answers) is 0.
        lags.push(Math.max(0, at - answer.at));
        sinceSent.push(at - answer.sent);
      }
    }
    const [p50, p99, max] = [0.5, 0.99, 1].map((p) => percentile(lags, p)) as number[];
    const [sentP50, sentP99] = [0.5, 0.99].map((p) => percentile(sinceSent, p)) as number[];
    console.log(
      `\nlive fan-out: ${FANOUT_STREAMS} streams of ${FANOUT_PEOPLE} people over ` +
        `${FANOUT_INSTANCES} instances; ${delivered}/${FANOUT_STREAMS * FANOUT_WRITES} events of ` +
        `${FANOUT_WRITES} writes; from the answer: p50 ${p50?.toFixed(0)} ms, p99 ` +
        `${p99?.toFixed(0)} ms, max ${max?.toFixed(0)} ms; from the request: p50 ` +
        `${sentP50?.toFixed(0)} ms, p99 ${sentP99?.toFixed(0)} ms (the write answered in ` +
        `${answerMs.map((ms) => ms.toFixed(0)).join(', ')} ms); per idle stream: RSS ` +
        `${(rssPerListener / 1024).toFixed(1)} KB, heap ${(heapPerListener / 1024).toFixed(1)} KB, ` +
        `external ${(externalPerListener / 1024).toFixed(1)} KB`,
    );
    const fanOut = `live fan-out (${FANOUT_STREAMS} streams, ${FANOUT_INSTANCES} instances)`;
    figure('PostgreSQL', fanOut, 'events delivered', delivered);
    figure('PostgreSQL', fanOut, 'p50 ms after the answer', p50 ?? Number.NaN);
    figure('PostgreSQL', fanOut, 'p99 ms after the answer', p99 ?? Number.NaN);
    figure('PostgreSQL', fanOut, 'max ms after the answer', max ?? Number.NaN);
    figure('PostgreSQL', fanOut, 'p99 ms after the request', sentP99 ?? Number.NaN);
    figure('PostgreSQL', fanOut, 'write answered in ms (median)', percentile(answerMs, 0.5));
    figure('PostgreSQL', fanOut, 'RSS KB per idle stream', rssPerListener / 1024);
    figure('PostgreSQL', fanOut, 'heap KB per idle stream', heapPerListener / 1024);
    figure('PostgreSQL', fanOut, 'external KB per idle stream', externalPerListener / 1024);
    if (!selected('reconnect storm')) return;

    // The storm: every stream drops, changes are made meanwhile, all resume at once.
    const lastIds = listeners.map((listener) => listener.stream?.lastId() ?? null);
    for (const listener of listeners) listener.stream?.close();
    await sleep(500);
    for (let change = 0; change < STORM_CHANGES; change += 1) {
      await statusChange(FANOUT_WRITES + 1 + change);
    }
    // Background work (polls, heartbeats) over a quiet while, to tell it from the storm's.
    await sleep(1500);
    const quietFrom = await sumStats(instances);
    const quietStart = performance.now();
    await sleep(2000);
    const quietTo = await sumStats(instances);
    const backgroundPerSecond =
      (quietTo.statements - quietFrom.statements) / ((performance.now() - quietStart) / 1000);
    const transactionsBefore = await transactionsOf(url);
    const statementsBefore = await sumStats(instances);
    for (const listener of listeners) {
      listener.updates = 0;
      listener.caughtUpAt = 0;
    }
    const stormStart = performance.now();
    const reopened = await Promise.allSettled(
      listeners.map((listener, index) => listen(listener, lastIds[index] ?? null)),
    );
    const caughtUp = await until(() =>
      listeners.every((listener) => listener.updates >= STORM_CHANGES),
    );
    const stormMs = performance.now() - stormStart;
    const statementsAfter = await sumStats(instances);
    // PostgreSQL's statistics of a backend reach the view within a second or so of going idle.
    await sleep(2000);
    const transactionsAfter = await transactionsOf(url);
    for (const listener of listeners) listener.stream?.close();

    const statements = statementsAfter.statements - statementsBefore.statements;
    const background = (backgroundPerSecond * stormMs) / 1000;
    const transactions = transactionsAfter - transactionsBefore;
    const failedToOpen = reopened.filter((result) => result.status === 'rejected').length;
    const behind = listeners.filter((listener) => listener.updates < STORM_CHANGES).length;
    const catchUps = listeners.map((listener) => Math.max(0, listener.caughtUpAt - stormStart));
    console.log(
      `reconnect storm: ${FANOUT_STREAMS} streams resumed ${STORM_CHANGES} changes behind; ` +
        `${caughtUp ? 'all caught up' : `${behind} still behind after ${WAIT_LIMIT_MS / 1000} s`} ` +
        `in ${stormMs.toFixed(0)} ms (p50 ${percentile(catchUps, 0.5).toFixed(0)} ms); ` +
        `${statements} statements sent by the instances (${(statements / FANOUT_STREAMS).toFixed(1)} ` +
        `per stream; about ${background.toFixed(0)} of them background at ` +
        `${backgroundPerSecond.toFixed(1)}/s), ${transactions} transactions counted by ` +
        `PostgreSQL (2 s more included); ${failedToOpen} streams failed to open`,
    );
    const storm = `reconnect storm (${FANOUT_STREAMS} streams, ${STORM_CHANGES} changes behind)`;
    figure('PostgreSQL', storm, 'ms until all caught up', stormMs);
    figure('PostgreSQL', storm, 'streams still behind', behind);
    figure('PostgreSQL', storm, 'statements (instances)', statements);
    figure('PostgreSQL', storm, 'statements per stream', statements / FANOUT_STREAMS);
    figure('PostgreSQL', storm, 'background statements/s', backgroundPerSecond);
    figure('PostgreSQL', storm, 'transactions (pg_stat_database)', transactions);
  });
}

/** Runs the selected parts and prints (and with BENCH_JSON records) their figures. */
export async function runChangesSuite(): Promise<void> {
  for (const database of databases) {
    if (!selected('write cost', ...writeScenarios(emptyWorld).map((s) => s.name))) break;
    if (database === 'pglite') await writeCost('PGlite', { kind: 'pglite-memory' });
    else if (database === 'postgres') {
      await withPostgresDatabase((url) => writeCost('PostgreSQL', { kind: 'postgres', url }));
    }
  }
  if (selected('live delivery')) {
    await withPostgresDatabase((url) => liveDelivery({ kind: 'postgres', url }));
  }
  if (selected('pledge burst')) {
    await withPostgresDatabase((url) => pledgeBurst({ kind: 'postgres', url }));
  }
  if (selected('live fan-out', 'reconnect storm')) await withPostgresDatabase(fanOutAndStorm);
  recordFigures(figures);
}

/** Only to name the write scenarios before any world exists. */
const emptyWorld: ChangeWorld = {
  workspaceId: '',
  projectId: '',
  owner: { id: '', token: '', headers: { authorization: '' } },
  watchers: [],
  taskIds: [],
  checklistItemIds: [],
  ventureId: '',
  ventureGoal: 0,
};
