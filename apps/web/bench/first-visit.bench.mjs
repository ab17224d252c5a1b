#!/usr/bin/env node
// The first-visit measure of `npm run bench -w apps/web` (also runnable alone:
// `node bench/first-visit.bench.mjs`): a project's list of 200 tasks opened straight from a link,
// signed in (a token in localStorage) with an empty cache, against the real server
// (apps/server/bench/first-visit-server.ts: the app on PGlite in memory, serving this build).
// Each of BENCH_RUNS runs (3) opens the link in a fresh browser context and measures the time from
// navigation to the list's first task (the newest) on screen, on loopback and then under
// Lighthouse's mobile throttling (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower).
// Prints the median and the spread (min–max) of each, the browser's Largest Contentful Paint (the
// first task's title once painted; both it and the list's showing must be within the goal) and
// when the last of the 200 cards was drawn (the list draws its first screen first), and the files
// and bytes (as sent, headers included) that had arrived when the list showed, in the median run.
//
// Settings (environment): BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_RUNS (3);
// BENCH_ONLY=first-visit runs only this measure of the web benches (others skip it);
// CHROMIUM_PATH (/usr/bin/chromium); BENCH_TRACE=1 also lists each file and API answer of every
// visit with when it started and arrived.
import {
  buildWebApp,
  launchChromium,
  median,
  signedInContext,
  startSeededServer,
} from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOOPBACK_GOAL_MS = 1000;
const THROTTLED_GOAL_MS = 2500;
// The list is newest first: the last task created heads it, the first one ends it.
const FIRST_TITLE = 'Task number 200 for the kitchen';
const LAST_TITLE = 'Task number 1 for the kitchen';

// Lighthouse's mobile preset ("slow 4G"): its throughput in bytes per second.
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * One visit in a fresh context (empty cache): the time from navigation to the first task's title
 * on screen, and the files and API answers that had arrived by then.
 */
async function visit(browser, server, throttled) {
  const context = await signedInContext(browser, server.token);
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    }
    await page.goto(server.base + server.path, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (title) => globalThis.document.body?.textContent?.includes(title) && performance.now(),
      FIRST_TITLE,
      { polling: 'raf', timeout: 60_000 },
    );
    const shownAt = await shown.jsonValue();
    const whole = await page.waitForFunction(
      (title) => globalThis.document.body?.textContent?.includes(title) && performance.now(),
      LAST_TITLE,
      { polling: 'raf', timeout: 60_000 },
    );
    const wholeAt = await whole.jsonValue();
    const largestPaintAt = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const element = last?.element;
            resolve({
              at: last?.startTime ?? null,
              // What was painted, for BENCH_TRACE: its tag, class and first words.
              what: element
                ? `<${element.tagName.toLowerCase()} class="${element.className}"> ${(element.textContent ?? '').slice(0, 60)}`
                : null,
            });
          }).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    // Everything that had arrived when the list showed (times from navigation start, as above).
    const arrived = await page.evaluate((until) => {
      const [navigation] = performance.getEntriesByType('navigation');
      return [navigation, ...performance.getEntriesByType('resource')]
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= until)
        .map((entry) => ({
          name: new URL(entry.name).pathname + new URL(entry.name).search,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.transferSize,
        }));
    }, shownAt);
    const isApi = (entry) => entry.name.startsWith('/api/');
    const files = arrived.filter((entry) => !isApi(entry));
    return {
      ms: shownAt,
      wholeMs: wholeAt,
      largestPaintMs: largestPaintAt.at,
      largestPaintElement: largestPaintAt.what,
      files: files.length,
      bytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
      apiAnswers: arrived.length - files.length,
      arrived,
    };
  } finally {
    await context.close();
  }
}

function printTrace(result) {
  for (const entry of [...result.arrived].sort((a, b) => a.end - b.end)) {
    const times = `${Math.round(entry.start)}–${Math.round(entry.end)} ms`.padStart(14);
    console.log(`    ${times}  ${(entry.bytes / 1000).toFixed(1).padStart(6)} kB  ${entry.name}`);
  }
  console.log(`    ${Math.round(result.ms).toString().padStart(14)} ms  the list shows`);
  console.log(
    `    ${Math.round(result.largestPaintMs).toString().padStart(14)} ms  largest paint: ${result.largestPaintElement}`,
  );
}

/** Runs the measure; answers whether both medians are within their goals. */
async function benchFirstVisit(browser) {
  const server = await startSeededServer();
  let passed = true;
  try {
    console.log(
      `\nFirst visit: a project's list of 200 tasks opened from a link, signed in, empty cache (${RUNS} runs each)`,
    );
    for (const [label, throttled, goal] of [
      ['loopback', false, LOOPBACK_GOAL_MS],
      ['mobile (150 ms, 1.6 Mbps, CPU 4×)', true, THROTTLED_GOAL_MS],
    ]) {
      const results = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await visit(browser, server, throttled);
        if (process.env.BENCH_TRACE === '1') {
          console.log(`  ${label}, run ${run + 1}:`);
          printTrace(result);
        }
        results.push(result);
      }
      const times = results.map((result) => result.ms);
      const middle = median(times);
      const typical = results.find((result) => result.ms === middle);
      const verdict = middle <= goal ? 'within' : 'OVER';
      const spread = (values) =>
        `${Math.round(median(values))} ms median (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms)`;
      console.log(
        `  ${label}: list shown after ${Math.round(middle)} ms median (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms), ${verdict} the ${goal} ms goal; ` +
          `${typical.files} files (${(typical.bytes / 1000).toFixed(1)} kB) and ${typical.apiAnswers} API answers had arrived`,
      );
      console.log(
        `    Largest Contentful Paint ${spread(results.map((result) => result.largestPaintMs))}, ${median(results.map((result) => result.largestPaintMs)) <= goal ? 'within' : 'OVER'} the goal; all 200 cards drawn ${spread(results.map((result) => result.wholeMs))}`,
      );
      if (middle > goal || median(results.map((result) => result.largestPaintMs)) > goal) {
        passed = false;
      }
    }
  } finally {
    await server.stop();
  }
  return passed;
}

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only && only !== 'first-visit') return;
  buildWebApp();
  const browser = await launchChromium();
  try {
    if (!(await benchFirstVisit(browser))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
