/**
 * `npm run test:cluster`: three real server processes on one fresh PostgreSQL database and one
 * S3 store (s3rver), behind HAProxy with deploy/haproxy.cfg, under load from several clients
 * while one instance is SIGKILLed and another SIGTERMed; then the truth is read back and checked.
 * Exits non-zero on any failed check. Everything it starts or creates is removed at the end, also
 * when it fails or is interrupted.
 *
 * Settings (environment): DATABASE_URL (a PostgreSQL server; default
 * postgres://postgres@127.0.0.1:5432/postgres, a database is created there and dropped),
 * CLUSTER_SEED (the seed of the writers' random choices, printed on each run; the timing still varies), CLUSTER_KEEP_LOGS=1 (keep
 * the temporary folder with every process's log).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { Recorder, type Door } from './client';
import { createClusterDatabase, type ClusterDatabase } from './database';
import {
  buildServer,
  checkHaproxyConfig,
  freePort,
  haproxyServerStates,
  haproxyVersion,
  killEveryChild,
  repoRoot,
  ServerInstance,
  startHaproxy,
  tailOf,
  waitForOk,
  waitForServerStates,
  type Managed,
} from './processes';
import { formatChecks, formatRequestCounts, formatTimeline } from './report';
import { runLoad, setUp, waitForQuiet, type Cluster, type LoadOutcome } from './scenario';
import { failedRequests, verify } from './verify';

const TIME_LIMIT_MS = 170_000;
const READINESS_PATH = '/api/health/ready';
const BACKEND = 'app';
const BUCKET = 'groundwork-cluster';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seed = Number(process.env.CLUSTER_SEED ?? crypto.randomInt(1, 1_000_000));
const keepLogs = process.env.CLUSTER_KEEP_LOGS === '1';
const startedAt = Date.now();

let database: ClusterDatabase | null = null;
let tempRoot: string | null = null;

/** The last resort: whatever way the process ends, nothing it started stays behind. */
process.on('exit', () => {
  killEveryChild();
  database?.dropSync();
  if (tempRoot && !keepLogs) fs.rmSync(tempRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the cluster test`);
    process.exit(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`\nThe cluster test passed its ${TIME_LIMIT_MS / 1000} s limit; stopping.`);
  process.exit(1);
}, TIME_LIMIT_MS);
watchdog.unref();

const log = (message: string) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);

async function main(): Promise<number> {
  buildServer();
  const version = haproxyVersion();
  if (!version) {
    console.error(
      'The cluster test needs HAProxy 2.6 or newer on the PATH, and `haproxy` was not found.\n' +
        'On Debian or Ubuntu: apt-get install -y haproxy',
    );
    return 1;
  }
  log(`${version}; seed ${seed}`);
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cluster-'));
  const root = tempRoot;

  database = await createClusterDatabase(serverUrl);
  log(`database ${database.name} created`);

  const s3Directory = path.join(root, 's3');
  fs.mkdirSync(s3Directory);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();

  const instances: ServerInstance[] = [];
  let haproxy: Managed | null = null;
  let outcome: LoadOutcome | null = null;
  const haproxyLog = path.join(root, 'haproxy.log');
  try {
    const webDist = path.join(root, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Groundwork</title>');
    const outboxFile = path.join(root, 'sms-outbox.jsonl');
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: outboxFile,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_DELAY_MS: '1500',
    };
    for (const name of ['app1', 'app2', 'app3']) {
      const dataDir = path.join(root, name);
      fs.mkdirSync(dataDir);
      instances.push(
        new ServerInstance(
          name,
          await freePort(),
          { ...common, DATA_DIR: dataDir },
          path.join(root, `${name}.log`),
        ),
      );
    }
    await Promise.all(instances.map((instance) => instance.start()));
    log(`instances up on ports ${instances.map((instance) => instance.port).join(', ')}`);

    // The balancer's probe must exist; while it does not, check /api/health instead and say so.
    const [app1, app2, app3] = instances as [ServerInstance, ServerInstance, ServerInstance];
    const probe = await fetch(`${app1.url}${READINESS_PATH}`);
    await probe.arrayBuffer();
    let configFile = path.join(repoRoot, 'deploy/haproxy.cfg');
    let readinessFallback: string | null = null;
    if (probe.status !== 200) {
      readinessFallback = `${probe.status}; HAProxy checked /api/health instead`;
      configFile = path.join(root, 'haproxy.cfg');
      fs.writeFileSync(
        configFile,
        fs
          .readFileSync(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8')
          .replace(`GET ${READINESS_PATH}`, 'GET /api/health'),
      );
      log(`WARNING: ${READINESS_PATH} answered ${probe.status}: using /api/health for checks`);
    }

    const [proxyPort, statsPort] = [await freePort(), await freePort()];
    const haproxyEnv: NodeJS.ProcessEnv = {
      ...process.env,
      GW_BIND: `127.0.0.1:${proxyPort}`,
      GW_APP1: `127.0.0.1:${app1.port}`,
      GW_APP2: `127.0.0.1:${app2.port}`,
      GW_APP3: `127.0.0.1:${app3.port}`,
      GW_STATS_BIND: `127.0.0.1:${statsPort}`,
    };
    delete haproxyEnv.GW_DNS;
    const invalid = checkHaproxyConfig(configFile, haproxyEnv);
    if (invalid) throw new Error(`HAProxy refuses ${configFile}:\n${invalid}`);
    haproxy = startHaproxy(configFile, haproxyEnv, haproxyLog);
    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    await waitForServerStates(statsUrl, BACKEND, { app1: 'UP', app2: 'UP', app3: 'UP' }, 15_000);
    const proxy: Door = { name: 'proxy', url: `http://127.0.0.1:${proxyPort}` };
    await waitForOk(`${proxy.url}/api/health`, haproxy, 5_000);
    log(`HAProxy on ${proxyPort} sees app1, app2 and app3 UP`);

    const recorder = new Recorder();
    const cluster: Cluster = {
      proxy,
      instances: { app1, app2, app3 },
      statsUrl,
      backend: BACKEND,
      outboxFile,
      recorder,
    };
    const world = await setUp(cluster);
    log('signed in 11 people; workspace, invitations, project and live venture ready');

    outcome = await runLoad(cluster, world, seed);
    const loadSeconds = (outcome.loadEndedAt - outcome.loadStartedAt) / 1000;
    log(`load over after ${loadSeconds.toFixed(1)} s; waiting for the quiet`);
    const quietMs = await waitForQuiet(recorder, outcome.listeners, 3_000, 15_000);
    await Promise.all(outcome.listeners.map((listener) => listener.stop()));
    log(`quiet after ${(quietMs / 1000).toFixed(1)} s; reading the truth`);

    const finalServerStates = await haproxyServerStates(statsUrl, BACKEND);
    const { checks, notes } = await verify({
      db: database,
      world,
      outcome,
      failures: failedRequests(recorder.records),
      owner: world.people.owner,
      readinessPath: READINESS_PATH,
      readinessFallback,
      finalServerStates,
    });

    console.log(`\nTimeline (from the start of the load):\n${formatTimeline(outcome)}`);
    console.log(`\n${formatRequestCounts(recorder.records)}`);
    console.log(`\n${formatChecks(checks)}`);
    if (notes.length) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`);
    const failed = checks.filter((check) => !check.ok);
    if (failed.length) {
      for (const file of [...instances.map((instance) => instance.logFile), haproxyLog]) {
        console.log(`\n--- last lines of ${path.basename(file)} ---\n${tailOf(file, 12)}`);
      }
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    console.log(
      failed.length
        ? `\nCluster test FAILED: ${failed.length} of ${checks.length} checks (seed ${seed}, ${seconds} s).`
        : `\nCluster test passed: ${checks.length} checks (seed ${seed}, ${seconds} s).`,
    );
    return failed.length ? 1 : 0;
  } catch (error) {
    console.error(`\nCluster test could not run: ${(error as Error).stack ?? error}`);
    for (const file of [...instances.map((instance) => instance.logFile), haproxyLog]) {
      console.error(`\n--- last lines of ${path.basename(file)} ---\n${tailOf(file, 20)}`);
    }
    return 1;
  } finally {
    await Promise.all(outcome?.listeners.map((listener) => listener.stop()) ?? []);
    await Promise.all(instances.map((instance) => instance.stop()));
    if (haproxy?.isRunning()) {
      haproxy.child.kill('SIGKILL');
      await haproxy.exited;
    }
    await s3.close().catch(() => undefined);
    await database.drop().catch((error: unknown) => {
      console.error(`could not drop ${database?.name}: ${(error as Error).message}`);
    });
    if (keepLogs) console.log(`logs kept in ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
