/**
 * The workspace Tasks page in Chromium, for the scale suite (bench/scale/suite.ts): a first visit
 * of `/workspaces/{id}/tasks`, signed in as the owner (the token in localStorage), in a fresh
 * browser context (empty cache) at a phone's size (390 × 844), under Lighthouse's mobile
 * throttling set through CDP (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower). Each
 * visit takes, when the first task card is on screen: the time since navigation start, the
 * page's elements, the JavaScript heap in use and the bytes of the API answers (bodies as
 * transferred) that had arrived. The suite's app instance serves apps/web/dist, built first unless
 * BENCH_SKIP_BUILD=1; CHROMIUM_PATH names the browser (/usr/bin/chromium). BENCH_TRACE=1 lists
 * the files and answers of each workspace's median visit.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { Figure } from '../support';

export interface TasksPageWorkspace {
  /** How the table's column names it, e.g. "1,000 tasks". */
  label: string;
  workspaceId: string;
  /** The owner's session token. */
  token: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// The app serves this folder unless WEB_DIST_DIR says otherwise, and the bench's instance does not.
const webDist = path.join(repoRoot, 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As apps/web/bench/support.mjs launches it: no background traffic beside the page's own.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PHONE_VIEWPORT = { width: 390, height: 844 };
// Lighthouse's mobile preset ("slow 4G"), its throughput in bytes per second.
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const MOBILE_CPU_SLOWDOWN = 4;
const VISIT_TIMEOUT_MS = 120_000;

type Measure = 'shown' | 'elements' | 'heap' | 'api';
const measures: { key: Measure; name: string; unit: string; target: number; digits: number }[] = [
  { key: 'shown', name: 'list shown', unit: 'ms', target: 2_500, digits: 0 },
  { key: 'elements', name: 'elements when shown', unit: 'elements', target: 3_000, digits: 0 },
  { key: 'heap', name: 'JS heap when shown', unit: 'MB', target: 50, digits: 1 },
  { key: 'api', name: 'API answers before the list', unit: 'kB', target: 300, digits: 1 },
];

/** Builds apps/web unless BENCH_SKIP_BUILD=1; answers whether there is a build to serve. */
export function prepareWebBuild(): boolean {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log(
      'scale: building apps/web for the Tasks page (BENCH_SKIP_BUILD=1 reuses the build)',
    );
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`building apps/web failed (${build.status})`);
  }
  if (fs.existsSync(path.join(webDist, 'index.html'))) return true;
  console.log(
    `scale: ${webDist} holds no build and BENCH_SKIP_BUILD=1 forbids one: the Tasks page is not measured`,
  );
  return false;
}

/** What the page's own functions use of the browser's globals (this package is typed for Node). */
interface PageGlobals {
  document: {
    querySelector(selector: string): {
      getBoundingClientRect(): { top: number; bottom: number; width: number; height: number };
      textContent: string | null;
    } | null;
    getElementsByTagName(name: string): { length: number };
  };
  innerHeight: number;
  performance: {
    now(): number;
    getEntriesByType(type: string): {
      name: string;
      startTime: number;
      responseEnd: number;
      encodedBodySize: number;
    }[];
  };
}

/** In the page: once the first task card is on screen, the time and the page's element count. */
function firstCardShown(): { ms: number; elements: number } | false {
  const { document, innerHeight, performance } = globalThis as unknown as PageGlobals;
  const title = document.querySelector('[role="article"] [data-task-title]');
  const box = title?.getBoundingClientRect();
  if (!box || !title?.textContent || box.width === 0 || box.height === 0) return false;
  if (box.top >= innerHeight || box.bottom <= 0) return false;
  return { ms: performance.now(), elements: document.getElementsByTagName('*').length };
}

interface Arrival {
  path: string;
  start: number;
  end: number;
  bytes: number;
}

/** In the page: every file and answer that had arrived by `until` (ms from navigation start). */
function arrivedBy(until: number): Arrival[] {
  const { performance } = globalThis as unknown as PageGlobals;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= until)
    .map((entry) => ({
      path: new URL(entry.name).pathname + new URL(entry.name).search,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    }));
}

interface Visit {
  values: Record<Measure, number>;
  apiAnswers: number;
  arrived: Arrival[];
}

/** One first visit in a fresh context: the measures when the first task card showed. */
async function visit(browser: Browser, url: string, token: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    await context.addInitScript({
      content: `localStorage.setItem('auth_token', ${JSON.stringify(token)});`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(firstCardShown, undefined, {
      polling: 'raf',
      timeout: VISIT_TIMEOUT_MS,
    });
    const heap = await cdp.send('Runtime.getHeapUsage');
    const when = await shown.jsonValue();
    if (!when) throw new Error(`${url} showed no task`);
    const arrived = await page.evaluate(arrivedBy, when.ms);
    const answers = arrived.filter((entry) => entry.path.startsWith('/api/'));
    return {
      values: {
        shown: when.ms,
        elements: when.elements,
        heap: heap.usedSize / 1e6,
        api: answers.reduce((sum, entry) => sum + entry.bytes, 0) / 1e3,
      },
      apiAnswers: answers.length,
      arrived,
    };
  } finally {
    await context.close();
  }
}

interface Summary {
  median: Record<Measure, number>;
  spread: Record<Measure, number>;
  /** The visit whose time is the median one. */
  typical: Visit;
}

function summarise(visits: Visit[]): Summary {
  const median = {} as Record<Measure, number>;
  const spread = {} as Record<Measure, number>;
  for (const { key } of measures) {
    const values = visits.map((one) => one.values[key]).sort((a, b) => a - b);
    median[key] = values[values.length >> 1] ?? Number.NaN;
    spread[key] = (values.at(-1) ?? 0) - (values[0] ?? 0);
  }
  const typical = visits.find((one) => one.values.shown === median.shown) ?? visits[0];
  if (!typical) throw new Error('no visit was measured');
  return { median, spread, typical };
}

function printTrace(label: string, { typical }: Summary) {
  console.log(`  ${label}, the median visit:`);
  for (const entry of [...typical.arrived].sort((a, b) => a.end - b.end)) {
    const times = `${Math.round(entry.start)}–${Math.round(entry.end)} ms`.padStart(16);
    console.log(`  ${times}  ${(entry.bytes / 1e3).toFixed(1).padStart(7)} kB  ${entry.path}`);
  }
  console.log(`  ${Math.round(typical.values.shown).toString().padStart(13)} ms  the list shows`);
}

function print(workspaces: TasksPageWorkspace[], summaries: Summary[], rounds: number) {
  console.log(
    `\nThe workspace Tasks page in Chromium: first visit signed in as the owner, empty cache, ` +
      `390 × 844, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and CPU 4× slower; median of ` +
      `${rounds} visits (± half their spread), measured when the first task card is on screen; ` +
      `load average ${(os.loadavg()[0] ?? 0).toFixed(2)} (${os.cpus().length} cores)`,
  );
  console.log(`| measure | ${workspaces.map((one) => one.label).join(' | ')} | target | |`);
  console.log(`| --- | ${workspaces.map(() => '---:').join(' | ')} | --- | --- |`);
  for (const { key, name, unit, target, digits } of measures) {
    const cells = summaries.map(
      (summary) =>
        `${summary.median[key].toLocaleString('en-US', { maximumFractionDigits: digits })} ` +
        `(± ${(summary.spread[key] / 2).toLocaleString('en-US', { maximumFractionDigits: digits })})`,
    );
    const met = summaries.every((summary) => summary.median[key] <= target);
    console.log(
      `| ${name} (${unit}) | ${cells.join(' | ')} | ≤ ${target.toLocaleString('en-US')} ${unit} | ${met ? 'met' : '**NOT met**'} |`,
    );
  }
  console.log(
    `API answers before the list (median visit): ${summaries.map((summary, index) => `${summary.typical.apiAnswers} (${workspaces[index]?.label})`).join(', ')}`,
  );
}

/** Visits each workspace's Tasks page `rounds` times, prints the table and answers its figures. */
export async function measureTasksPage(
  baseUrl: string,
  workspaces: TasksPageWorkspace[],
  rounds: number,
): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const summaries: Summary[] = [];
  try {
    for (const workspace of workspaces) {
      console.log(`scale: the Tasks page at ${workspace.label}`);
      const url = `${baseUrl}/workspaces/${workspace.workspaceId}/tasks`;
      const visits: Visit[] = [];
      for (let round = 0; round < rounds; round += 1) {
        visits.push(await visit(browser, url, workspace.token));
      }
      const summary = summarise(visits);
      if (process.env.BENCH_TRACE === '1') printTrace(workspace.label, summary);
      summaries.push(summary);
    }
  } finally {
    await browser.close();
  }
  print(workspaces, summaries, rounds);
  return summaries.flatMap((summary, index) =>
    measures.map(({ key, name, unit }) => ({
      suite: 'scale',
      database: 'PostgreSQL',
      name: `Tasks page, mobile: ${name} (${workspaces[index]?.label})`,
      metric: `median ${unit}`,
      value: summary.median[key],
    })),
  );
}
