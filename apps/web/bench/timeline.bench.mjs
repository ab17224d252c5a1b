#!/usr/bin/env node
// The Timeline measure of `npm run bench -w apps/web` (also runnable alone:
// `node bench/timeline.bench.mjs`): a generated workspace of 50 projects and 500 tasks, all dated
// around today, served with the build as the Flow View measure is. Each of BENCH_RUNS runs (5)
// opens /workspaces/{id}/timeline in a fresh page and measures the time from navigation to the
// drawn timeline (its performance mark), the time from a click on the tab (coming back from the
// Projects tab) to the drawn timeline, and the frames while a project bar's end is dragged back
// and forth for BENCH_DRAG_SECONDS (1.5). Prints the median and the spread (min–max) of each.
import { fileURLToPath } from 'node:url';
import {
  USER_ID,
  WORKSPACE_ID,
  at,
  buildWebApp,
  generateWorkspaceShell,
  launchChromium,
  median,
  percentile,
  serve,
  shellAnswer,
  signedInContext,
  startFrames,
  stopFrames,
  uuid,
} from './support.mjs';

const PROJECTS = 50;
const TASKS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DRAG_SECONDS = Number(process.env.BENCH_DRAG_SECONDS ?? 1.5);
const TAB_OPEN_GOAL_MS = 1000;
const DRAG_FRAME_GOAL_MS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const MARK = 'timeline:first-draw';

function generateTimelineWorkspace() {
  const { user, workspace } = generateWorkspaceShell();
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
    12,
  );
  const dayAt = (offset) => new Date(today + offset * DAY_MS).toISOString();
  const projects = Array.from({ length: PROJECTS }, (_, p) => {
    const start = -90 + p * 4;
    return {
      id: uuid('b000', p),
      workspaceId: WORKSPACE_ID,
      name: `Project ${p + 1}`,
      description: null,
      type: null,
      status: ['to_do', 'in_progress', 'complete'][p % 3],
      startDate: dayAt(start),
      // Every seventh project is open-ended.
      targetEndDate: p % 7 === 6 ? null : dayAt(start + 30 + (p % 5) * 15),
      estimatedCost: null,
      totalInvestment: 0,
      progress: (p * 13) % 100,
      isOverdue: false,
      health: ['healthy', 'warning', 'critical'][p % 3],
      taskCount: TASKS / PROJECTS,
      completedTaskCount: 0,
      createdBy: USER_ID,
      createdAt: at,
      updatedAt: at,
      assignments: [],
    };
  });
  const tasks = Array.from({ length: TASKS }, (_, t) => {
    const project = projects[t % PROJECTS];
    const start = -90 + (t % PROJECTS) * 4;
    return {
      id: uuid('c000', t),
      projectId: project.id,
      projectName: project.name,
      workspaceId: WORKSPACE_ID,
      title: `Task ${t + 1}`,
      description: null,
      status: ['to_do', 'in_progress', 'complete'][t % 3],
      priority: ['low', 'medium', 'high'][t % 3],
      dueDate: dayAt(start + ((t * 7) % 60)),
      amount: null,
      transactionType: null,
      assignedTo: null,
      assignee: null,
      createdBy: USER_ID,
      createdAt: at,
      updatedAt: at,
    };
  });
  return { user, workspace, projects, tasks };
}

function apiAnswer(data, url, method, body) {
  const { pathname } = url;
  if (pathname === '/api/projects') return { projects: data.projects };
  if (pathname === '/api/tasks') return data.tasks;
  if (pathname === '/api/notifications') return [];
  if (pathname === '/api/notifications/unread-count') return { count: 0 };
  const project = /^\/api\/projects\/([\w-]+)$/.exec(pathname);
  if (project && method === 'PUT') {
    const index = data.projects.findIndex((candidate) => candidate.id === project[1]);
    if (index < 0) return null;
    data.projects[index] = { ...data.projects[index], ...body };
    return data.projects[index];
  }
  return shellAnswer(data, url);
}

const ms = (value) => `${value.toFixed(0)} ms`;
const spread = (values, format = ms) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${format(median(sorted))}, spread ${format(sorted[0])}–${format(sorted.at(-1))}`;
};

async function measureOnce(browser, port) {
  const context = await signedInContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/workspaces/${WORKSPACE_ID}/timeline`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, {
      timeout: 30_000,
    });
    const fromNavigation = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0].startTime,
      MARK,
    );
    const drawn = {
      bars: await page.getByTestId('project-bar').count(),
      markers: await page.getByTestId('task-marker').count(),
    };

    // Away to the Projects tab and back: the tab's code is in, so this is the drawing alone.
    await page.getByRole('tab', { name: /^Projects/ }).click();
    await page.getByRole('region', { name: 'Project timeline' }).waitFor({ state: 'detached' });
    const fromTabClick = await page.evaluate(async (mark) => {
      performance.clearMarks(mark);
      const tab = [...globalThis.document.querySelectorAll('[role="tab"]')].find(
        (element) => element.textContent === 'Timeline',
      );
      const clicked = performance.now();
      // Radix tabs switch on mousedown.
      tab.dispatchEvent(new globalThis.MouseEvent('mousedown', { bubbles: true, button: 0 }));
      while (performance.getEntriesByName(mark).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.getEntriesByName(mark)[0].startTime - clicked;
    }, MARK);

    // Drag the end of the second project's bar back and forth, recording frames meanwhile.
    const handle = page.getByRole('slider', { name: 'Target end date of Project 2', exact: true });
    await handle.scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    if (!box) throw new Error('no bar end to drag');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The same page left alone as long: what a frame costs here with nothing to draw (a busy
    // machine's missed frames show in it too).
    await startFrames(page);
    await page.waitForTimeout(DRAG_SECONDS * 1000);
    const idleFrames = await stopFrames(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await startFrames(page);
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < DRAG_SECONDS * 1000) {
      step += 1;
      await page.mouse.move(x + Math.sin(step / 8) * 160, y);
    }
    const frames = await stopFrames(page);
    await page.mouse.up();
    return { fromNavigation, fromTabClick, frames, idleFrames, drawn, moves: step };
  } finally {
    await context.close();
  }
}

/** Runs the measure in `browser` and prints it; answers whether it met its goals. */
export async function benchTimeline(browser) {
  const data = generateTimelineWorkspace();
  const server = await serve((url, method, body) => apiAnswer(data, url, method, body));
  const { port } = server.address();
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, port));
    const longest = runs.map((run) => Math.max(...run.frames));
    const p95 = runs.map((run) =>
      percentile(
        [...run.frames].sort((a, b) => a - b),
        0.95,
      ),
    );
    const idleLongest = runs.map((run) => Math.max(...run.idleFrames));
    const tabOpen = runs.map((run) => run.fromTabClick);
    const tabOpenMedian = median(tabOpen);
    const longestMedian = median(longest);
    console.log('');
    console.log(
      `Timeline bench: ${PROJECTS} projects, ${TASKS} tasks, ${RUNS} runs (drawn: ${runs[0].drawn.bars} bars, ${runs[0].drawn.markers} task markers)`,
    );
    console.log(`  navigation to drawn timeline: ${spread(runs.map((run) => run.fromNavigation))}`);
    console.log(
      `  tab click to drawn timeline: ${spread(tabOpen)} (goal ≤ ${TAB_OPEN_GOAL_MS} ms) ${tabOpenMedian <= TAB_OPEN_GOAL_MS ? 'PASS' : 'OVER GOAL'}`,
    );
    console.log(
      `  dragging a bar end ${DRAG_SECONDS} s (${runs[0].moves} moves, ${runs[0].frames.length} frames): longest frame ${spread(longest, (v) => `${v.toFixed(1)} ms`)}; p95 ${spread(p95, (v) => `${v.toFixed(1)} ms`)} (goal longest ≤ ${DRAG_FRAME_GOAL_MS} ms) ${longestMedian <= DRAG_FRAME_GOAL_MS ? 'PASS' : 'OVER GOAL'}`,
    );
    console.log(
      `  the same page left alone as long: longest frame ${spread(idleLongest, (v) => `${v.toFixed(1)} ms`)}`,
    );
    return tabOpenMedian <= TAB_OPEN_GOAL_MS && longestMedian <= DRAG_FRAME_GOAL_MS;
  } finally {
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebApp();
  const browser = await launchChromium();
  try {
    if (!(await benchTimeline(browser))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
