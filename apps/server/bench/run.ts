/**
 * `npm run bench`: throughput and latency of representative routes over real HTTP, on PGlite and
 * on PostgreSQL. Three kinds of process, so none shares an event loop with another: the real app
 * (bench/app-server.ts), a bare node:http server answering the same bytes (bench/replay-server.ts)
 * as the ceiling, and autocannon (bench/load.ts). Speed goals live here, not in tests.
 *
 * Each scenario is loaded in rounds, the real app and the replay taking turns so that a busy
 * moment on the machine falls on both; the round with the median throughput is reported.
 *
 * Settings (environment): BENCH_DURATION_SECONDS (3), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONNECTIONS (10), BENCH_DATABASES ("pglite,postgres"), BENCH_FILTER (part of a scenario
 * name), DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_LOG_LEVEL (warn),
 * BENCH_CPU_PROF (a folder: the app process writes a V8 CPU profile there); ANSWER_CACHE_MB is
 * passed to the app (0 measures every list read as if its workspace had just changed).
 * BENCH_JSON (a file) appends every figure there as a JSON line labelled BENCH_LABEL (default: the
 * checkout's folder name), for bench/compare.ts. BENCH_SUITE=changes runs the change-record suite
 * instead (bench/changes/suite.ts: write cost, live delivery, pledge burst, fan-out, reconnects);
 * BENCH_SUITE=activity the activity feed over 100,000 changes (bench/activity/suite.ts);
 * BENCH_SUITE=sms a scheduler tick turning 10,000 due tasks into SMS (bench/sms/suite.ts);
 * BENCH_SUITE=scale every list, search and the metrics at 100,000 tasks beside 1,000
 * (bench/scale/suite.ts);
 * BENCH_SUITE=memory the idle memory of `npm start` alone (bench/idle-memory.ts).
 *
 * After the loads, one 100 MB file is uploaded (bench/upload.ts): its speed beside a disk copy,
 * and the server's memory growth meanwhile. Last, the idle memory of `npm start` on each database
 * (bench/idle-memory.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../src/platform/database';
import type { AppServerReady } from './app-server';
import type { LoadOptions, LoadResult } from './load';
import type { ReplayAnswer } from './replay-server';
import type { Scenario } from './scenario';
import { TASK_FILES_SCENARIO } from './scenarios/files';
import { runActivitySuite } from './activity/suite';
import { runChangesSuite } from './changes/suite';
import { runIdleMemory } from './idle-memory';
import { runScaleSuite } from './scale/suite';
import { runSmsSuite } from './sms/suite';
import { recordFigures, setting, start, stop, withPostgresDatabase, type Figure } from './support';
import { measureUpload, printUpload, UPLOAD_STEP, type UploadResult } from './upload';

const durationSeconds = setting('BENCH_DURATION_SECONDS', 3, 1, 60);
const rounds = setting('BENCH_ROUNDS', 3, 1, 9);
const warmupSeconds = setting('BENCH_WARMUP_SECONDS', 1, 0, 30);
const connections = setting('BENCH_CONNECTIONS', 10, 1, 256);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const filter = process.env.BENCH_FILTER;
const cpuProfileDir = process.env.BENCH_CPU_PROF;

async function load(
  url: string,
  scenario: Scenario,
  warmup: boolean,
  clients = connections,
): Promise<LoadResult> {
  const options: LoadOptions = {
    url,
    headers: scenario.headers ?? {},
    headersOfPeople: scenario.headersOfPeople,
    connections: clients,
    durationSeconds,
    warmupSeconds: warmup ? warmupSeconds : 0,
  };
  const { child, message } = start<LoadResult>('load.ts', options);
  const result = await message;
  await stop(child);
  return result;
}

const answersDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-answers-'));
process.on('exit', () => fs.rmSync(answersDir, { recursive: true, force: true }));

/** An answer's status, headers and bytes as they came over the wire (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** The real answer, byte for byte, as a client sees it over HTTP; the body is kept in a file. */
async function capture(
  baseUrl: string,
  scenario: Scenario,
): Promise<ReplayAnswer & { bytes: number }> {
  const response = await rawGet(baseUrl + scenario.path, scenario.headers);
  const { body } = response;
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${scenario.name} answered ${response.status}: ${body}`);
  }
  const bodyFile = path.join(answersDir, crypto.randomUUID());
  fs.writeFileSync(bodyFile, body);
  return {
    status: response.status,
    contentType: response.headers['content-type'] ?? 'application/octet-stream',
    contentEncoding: response.headers['content-encoding'],
    bodyFile,
    bytes: body.length,
  };
}

interface Row {
  scenario: string;
  bytes: number;
  real: LoadResult;
  bare: LoadResult;
}

/** A scenario's mean latency with one request at a time, beside its group's first. */
interface LatencyRow {
  group: string;
  scenario: string;
  mean: number;
  times: number;
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[sorted.length >> 1];
  if (!middle) throw new Error('no rounds were run');
  return middle;
}

async function runScenario(baseUrl: string, scenario: Scenario): Promise<Row> {
  const answer = await capture(baseUrl, scenario);
  const replay = start<{ port: number }>('replay-server.ts', answer);
  const { port } = await replay.message;
  const realRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const runReal = async () =>
        realRuns.push(await load(baseUrl + scenario.path, scenario, round === 0));
      const runBare = async () =>
        bareRuns.push(
          await load(`http://127.0.0.1:${port}${scenario.path}`, scenario, round === 0),
        );
      if (round % 2 === 0) {
        await runReal();
        await runBare();
      } else {
        await runBare();
        await runReal();
      }
    }
  } finally {
    await stop(replay.child);
  }
  const failed = realRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  if (failed) console.warn(`  ${scenario.name}: ${failed} answers were not 2xx or failed`);
  return {
    scenario: scenario.name,
    bytes: answer.bytes,
    real: median(realRuns),
    bare: median(bareRuns),
  };
}

async function latencies(baseUrl: string, scenarios: Scenario[]): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  const firstOfGroup = new Map<string, number>();
  for (const scenario of scenarios) {
    const group = scenario.latencyGroup;
    if (!group || (filter && !scenario.name.includes(filter))) continue;
    // With one connection the time per request is the run's length over its requests;
    // autocannon's own latencies are whole milliseconds, too coarse for sub-millisecond answers.
    const { requestsPerSecond } = await load(baseUrl + scenario.path, scenario, true, 1);
    const mean = 1000 / requestsPerSecond;
    const first = firstOfGroup.get(group) ?? mean;
    firstOfGroup.set(group, first);
    rows.push({ group, scenario: scenario.name, mean, times: mean / first });
  }
  return rows;
}

async function runOn(
  label: string,
  target: DatabaseTarget,
): Promise<[Row[], LatencyRow[], UploadResult | null]> {
  const execArgv = cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`]
    : [];
  const app = start<AppServerReady>('app-server.ts', target, execArgv);
  try {
    const { port, scenarios } = await app.message;
    const baseUrl = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      if (filter && !scenario.name.includes(filter)) continue;
      console.log(`${label}: ${scenario.name}`);
      rows.push(await runScenario(baseUrl, scenario));
    }
    // The upload step goes to the task of the files list scenario.
    const uploadTo = scenarios.find((scenario) => scenario.name === TASK_FILES_SCENARIO);
    let upload: UploadResult | null = null;
    if (uploadTo && app.child.pid && (!filter || UPLOAD_STEP.includes(filter))) {
      console.log(`${label}: ${UPLOAD_STEP}`);
      upload = await measureUpload(baseUrl, app.child.pid, uploadTo);
    }
    return [rows, await latencies(baseUrl, scenarios), upload];
  } finally {
    await stop(app.child);
  }
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

function printTable(label: string, rows: Row[]) {
  console.log(
    `\n${label}: ${connections} connections; median of ${rounds} rounds of ${durationSeconds} s ` +
      `(after ${warmupSeconds} s of warm-up)`,
  );
  console.log(
    '| scenario | bytes | real req/s | p50 ms | p99 ms | bare req/s | p50 ms | p99 ms | real/bare |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { scenario, bytes, real, bare } of rows) {
    const ratio = (real.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    console.log(
      `| ${scenario} | ${bytes} | ${round(real.requestsPerSecond)} | ${ms(real.p50)} | ${ms(real.p99)} | ` +
        `${round(bare.requestsPerSecond)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${ratio} |`,
    );
  }
}

function printLatencies(label: string, rows: LatencyRow[]) {
  if (rows.length === 0) return;
  console.log(`\n${label}: mean latency with one request at a time, against each group's first`);
  console.log('| scenario | mean ms | × first |');
  console.log('| --- | ---: | ---: |');
  for (const { scenario, mean, times } of rows) {
    console.log(`| ${scenario} | ${mean.toFixed(2)} | ${times.toFixed(2)} |`);
  }
}

/** The read figures of one database, for bench/compare.ts. */
function readFigures(database: string, rows: Row[]): Figure[] {
  return rows.flatMap(({ scenario, real, bare }) =>
    [
      ['req/s', real.requestsPerSecond],
      ['p50 ms', real.p50],
      ['p99 ms', real.p99],
      ['real/bare', real.requestsPerSecond / bare.requestsPerSecond],
    ].map(([metric, value]) => ({
      suite: 'reads',
      database,
      name: scenario,
      metric: metric as string,
      value: value as number,
    })),
  );
}

async function runReads() {
  const results: [string, Row[], LatencyRow[], UploadResult | null][] = [];
  for (const database of databases) {
    if (database === 'pglite') {
      results.push(['PGlite', ...(await runOn('PGlite', { kind: 'pglite-memory' }))]);
    } else if (database === 'postgres') {
      const measured = await withPostgresDatabase((url) =>
        runOn('PostgreSQL', { kind: 'postgres', url }),
      );
      if (measured) results.push(['PostgreSQL', ...measured]);
    } else {
      console.log(`Unknown database "${database}" in BENCH_DATABASES; use pglite and/or postgres.`);
    }
  }
  for (const [label, rows, latencyRows, upload] of results) {
    printTable(label, rows);
    printLatencies(label, latencyRows);
    if (upload) printUpload(label, upload);
    recordFigures(readFigures(label, rows));
  }
}

if (process.env.BENCH_SUITE === 'changes') await runChangesSuite();
else if (process.env.BENCH_SUITE === 'activity') await runActivitySuite();
else if (process.env.BENCH_SUITE === 'sms') await runSmsSuite();
else if (process.env.BENCH_SUITE === 'scale') await runScaleSuite();
else if (process.env.BENCH_SUITE === 'memory') await runIdleMemory();
else {
  await runReads();
  await runIdleMemory();
}
