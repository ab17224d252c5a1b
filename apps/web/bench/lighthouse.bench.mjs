#!/usr/bin/env node
// The phone-profile measure of `npm run bench -w apps/web` (also runnable alone:
// `node bench/lighthouse.bench.mjs`): Lighthouse 12 with its default settings (a phone's screen,
// simulated slow 4G and a CPU 4× slower) on the sign-in page, a project's list of 200 tasks, a
// task's page and the workspace page, against the real server (apps/server/bench/first-visit-server.ts:
// the app on PGlite in memory, seeded, serving this build). Prints, for each page, the median and
// the spread (min–max) of BENCH_RUNS runs (3) of the performance, accessibility and best-practices
// scores, the cumulative layout shift, the total blocking time and the largest contentful paint,
// against the goals, the machine's speed as Lighthouse measured it (its benchmark index) with the
// load average, and the audits that failed in the median run.
//
// Each run starts a fresh Chromium (chrome-launcher, on /usr/bin/chromium: Lighthouse downloads
// no browser), so every page is a first visit with an empty cache. Signed-in pages need the
// session token in localStorage, which Lighthouse would clear before loading the page (its
// storage reset): playwright-core attaches to the same browser first, opens /robots.txt (a page
// of the origin that starts no app code, registers no service worker and fills no cache with the
// app's files) and stores the token there; Lighthouse then runs with `disableStorageReset`,
// the profile being new anyway.
//
// Settings (environment): BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_RUNS (3);
// BENCH_ONLY=lighthouse runs only this measure of the web benches (others skip it);
// BENCH_LIGHTHOUSE_PAGES (see below); CHROMIUM_PATH (/usr/bin/chromium); BENCH_LIGHTHOUSE_JSON=dir
// writes each run's report there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWebApp, chromiumFlags, chromiumPath, median, startSeededServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// AUTH_TOKEN_STORAGE_KEY of packages/shared (a .ts file, which Node 20 cannot import).
const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** Each figure: how it is read from a report, how it is printed, and its goal. */
const FIGURES = [
  {
    label: 'performance',
    read: (lhr) => lhr.categories.performance.score * 100,
    print: (value) => Math.round(value).toString(),
    meets: (value) => value >= 90,
    goal: '≥ 90',
  },
  {
    label: 'accessibility',
    read: (lhr) => lhr.categories.accessibility.score * 100,
    print: (value) => Math.round(value).toString(),
    meets: (value) => value === 100,
    goal: '100',
  },
  {
    label: 'best practices',
    read: (lhr) => lhr.categories['best-practices'].score * 100,
    print: (value) => Math.round(value).toString(),
    meets: (value) => value === 100,
    goal: '100',
  },
  {
    label: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    print: (value) => value.toFixed(3),
    meets: (value) => value <= 0.05,
    goal: '≤ 0.05',
  },
  {
    label: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    print: (value) => `${Math.round(value)} ms`,
    meets: (value) => value <= 200,
    goal: '≤ 200 ms',
  },
  {
    label: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
    print: (value) => `${(value / 1000).toFixed(1)} s`,
    // Counted in the performance score; no goal of its own.
    meets: () => true,
    goal: null,
  },
];

/** Stores the session token in the browser's profile, from a page of the origin that runs no app. */
async function storeToken(port, base, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [AUTH_TOKEN_STORAGE_KEY, token],
    );
    await page.close();
  } finally {
    // Attached, not launched: this only lets go of the browser.
    await browser.close();
  }
}

/** One Lighthouse run on `url` in a fresh Chromium; answers its report (the `lhr`). */
async function audit(server, url, signedIn) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  try {
    if (signedIn) await storeToken(chrome.port, server.base, server.token);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
      // Twice Lighthouse's own limits: on a busy machine a page can take longer than 30 s to
      // paint at all, which would end the run without a report.
      maxWaitForFcp: 60_000,
      maxWaitForLoad: 90_000,
    });
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The audits of the categories measured that did not pass, with their score. */
function failedAudits(lhr) {
  const ids = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category].auditRefs)
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((result) => result.score !== null && result.score < 0.9)
    .map((result) => `${result.id} (${result.score})`);
}

function writeReport(label, run, lhr) {
  const dir = process.env.BENCH_LIGHTHOUSE_JSON;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${label.replaceAll(/\W+/g, '-')}-${run + 1}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr, null, 2));
}

/** Audits one page RUNS times and prints each figure's median and spread; answers whether all meet their goals. */
async function benchPage(server, label, pagePath, signedIn) {
  const reports = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      const lhr = await audit(server, server.base + pagePath, signedIn);
      writeReport(label, run, lhr);
      reports.push(lhr);
    } catch (error) {
      // A busy machine can keep a page from painting within Lighthouse's limits: say so and go
      // on with the other runs and pages.
      console.log(`  ${label}, run ${run + 1}: no report (${error.message.split('\n')[0]})`);
    }
  }
  if (reports.length === 0) return false;
  let passed = reports.length === RUNS;
  const parts = FIGURES.map((figure) => {
    const values = reports.map(figure.read);
    const middle = median(values);
    const meets = figure.meets(middle);
    if (!meets) passed = false;
    const spread = `${figure.print(Math.min(...values))}–${figure.print(Math.max(...values))}`;
    const verdict = figure.goal === null ? '' : meets ? ' ok' : ` OVER (goal ${figure.goal})`;
    return `${figure.label} ${figure.print(middle)} (${spread})${verdict}`;
  });
  // Lighthouse's measure of the machine's speed (a quiet desktop scores about 1,000 or more):
  // its simulation scales what it observed by it, so a busy machine reads as a slow page.
  const speed = median(reports.map((lhr) => lhr.environment.benchmarkIndex));
  console.log(`  ${label}: ${parts.join(', ')}; machine speed ${Math.round(speed)}`);
  // The run whose performance score is the median: the audits to look at.
  const scores = reports.map(FIGURES[0].read);
  const typical = reports[scores.indexOf(median(scores))];
  const failed = failedAudits(typical);
  if (failed.length > 0) console.log(`    failed audits (median run): ${failed.join(', ')}`);
  return passed;
}

/** Runs the measure; answers whether every page meets every goal. */
async function benchLighthouse() {
  const server = await startSeededServer();
  try {
    const [load] = os.loadavg();
    console.log(
      `\nLighthouse 12, mobile (default emulation and throttling), empty cache (${RUNS} runs each; median, min–max); load average ${load.toFixed(1)}`,
    );
    const pages = [
      ['sign-in page', '/login', false],
      ["a project's 200 tasks", server.path, true],
      ['a task', server.taskPath, true],
      ['the workspace', server.workspacePath, true],
    ];
    // BENCH_LIGHTHOUSE_PAGES=task,workspace measures only the pages whose label holds one of them.
    const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const measured = pages.filter(
      ([label]) => !wanted || wanted.some((part) => label.includes(part)),
    );
    let passed = true;
    for (const [label, pagePath, signedIn] of measured) {
      if (!(await benchPage(server, label, pagePath, signedIn))) passed = false;
    }
    return passed;
  } finally {
    await server.stop();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only && only !== 'lighthouse') return;
  buildWebApp();
  if (!(await benchLighthouse())) process.exitCode = 1;
}

await main();
