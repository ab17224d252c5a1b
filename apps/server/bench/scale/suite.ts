/**
 * `BENCH_SUITE=scale npm run bench -w apps/server`: a year of work on PostgreSQL (DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped).
 * One workspace with 100,000 tasks (200 projects × 500), 50,000 comments, 10,000 files, 1,000
 * ventures, 200 members and the change records and notifications they imply, beside the same shape
 * at 1,000 tasks (20 × 50, everything a hundredth) and 1,000 small workspaces, written in SQL
 * (bench/scale/seed.ts: about three minutes on a busy 2-core machine). The real app runs in its
 * own process (bench/changes/instance.ts); this one times requests over loopback, one at a time,
 * signed in as each workspace's owner: every list's first page of 50 and a page from the middle
 * of it (reached by following the cursors), search for a very common word, a rarer one, two words
 * and typos, and the dashboard and task metrics. Each is timed BENCH_ROUNDS times (3) over
 * BENCH_SCALE_REQUESTS requests (100, after 10 unmeasured); the median of the rounds and their
 * spread are printed beside the figure at 1,000 tasks and the target: a list page ≤ 15 ms and
 * ≤ 1.5× its figure at 1,000 tasks, search p95 ≤ 50 ms (≤ 100 ms with a typo), metrics ≤ 20 ms.
 * BENCH_SCALE_PROJECTS (200) sets the large workspace's number of projects for a quicker try;
 * BENCH_EXPLAIN=1 prints the plan of each search statement on the large workspace first.
 * Then the workspace Tasks page of both in Chromium, a first visit on a throttled phone
 * (bench/scale/tasks-page.ts): the time to the first task card, the page's elements, the JS heap
 * and the API bytes by then, against ≤ 2.5 s, 3,000 elements, 50 MB and 300 kB (apps/web is built
 * first unless BENCH_SKIP_BUILD=1). BENCH_SCALE_ONLY=api or =tasks-page runs one part alone.
 */
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/db/schema';
import type { Database } from '../../src/platform/database';
import { SEARCH_PAGE_DEFAULT, searchResultTypes } from '@groundwork/shared/search/constants';
import { openSession } from '../../src/modules/auth/auth.service';
import { wordsToFind } from '../../src/modules/search/search-words';
import { findMatches } from '../../src/modules/search/search.repository';
import { projectViewer } from '../../src/platform/visibility';
import { numberAsTheRelay, settled } from '../activity/suite';
import type { InstanceOptions, InstanceReady } from '../changes/instance';
import { recordFigures, setting, start, stop, withPostgresDatabase, type Figure } from '../support';
import {
  keyNotificationsByPosition,
  seedWorkspaces,
  type SeededWorkspace,
  type WorkspaceShape,
} from './seed';
import { measureTasksPage, prepareWebBuild } from './tasks-page';

const rounds = setting('BENCH_ROUNDS', 3, 1, 9);
const requests = setting('BENCH_SCALE_REQUESTS', 100, 10, 10_000);
const largeProjects = setting('BENCH_SCALE_PROJECTS', 200, 2, 2_000);
const WARMUP_REQUESTS = 10;
const only = process.env.BENCH_SCALE_ONLY;

const large: WorkspaceShape = {
  label: 'large',
  count: 1,
  members: 200,
  projects: largeProjects,
  tasksPerProject: 500,
  comments: largeProjects * 250,
  files: largeProjects * 50,
  ventures: largeProjects * 5,
};
const small: WorkspaceShape = {
  label: 'small',
  count: 1,
  members: 20,
  projects: 20,
  tasksPerProject: 50,
  comments: 500,
  files: 100,
  ventures: 10,
};
const crowd: WorkspaceShape = {
  label: 'crowd',
  count: 1_000,
  members: 4,
  projects: 1,
  tasksPerProject: 10,
  comments: 5,
  files: 1,
  ventures: 1,
};

type Kind = 'list' | 'search' | 'typo' | 'metrics';
const targets: Record<Kind, { ms: number; statistic: 'mean' | 'p95' }> = {
  list: { ms: 15, statistic: 'mean' },
  search: { ms: 50, statistic: 'p95' },
  typo: { ms: 100, statistic: 'p95' },
  metrics: { ms: 20, statistic: 'mean' },
};
/** A list page may take this many times its figure at 1,000 tasks. */
const GROWTH_LIMIT = 1.5;

interface Read {
  name: string;
  kind: Kind;
  /** A path and query; lists are given without limit or cursor. */
  path: string;
  /** Lists: how far into the list the deep page starts (half its length), 0 for no deep page. */
  depth?: number;
}

/** The reads of one workspace, its lists' depth taken from its shape. */
function readsOf(seeded: SeededWorkspace, shape: WorkspaceShape): Read[] {
  const { workspaceId: w, projectId, taskId } = seeded;
  const tasks = shape.projects * shape.tasksPerProject;
  const list = (name: string, path: string, length: number): Read => ({
    name,
    kind: 'list',
    path,
    depth: Math.floor(length / 2),
  });
  return [
    list('tasks of the workspace', `/api/tasks?workspaceId=${w}`, tasks),
    list(
      'tasks of a project',
      `/api/tasks?workspaceId=${w}&projectId=${projectId}`,
      shape.tasksPerProject,
    ),
    list('projects', `/api/projects?workspaceId=${w}`, shape.projects),
    list('comments of a task', `/api/tasks/${taskId}/comments?workspaceId=${w}`, 0),
    list('files of the workspace', `/api/files?workspaceId=${w}`, shape.files),
    list('notifications', `/api/notifications?workspaceId=${w}`, shape.comments / 2),
    list('activity of the workspace', `/api/workspaces/${w}/activity`, tasks),
    list('ventures of the workspace', `/api/ventures/workspace/${w}`, shape.ventures),
    list('members', `/api/workspaces/${w}/members`, shape.members),
    {
      name: 'search "kitchen" (1 task in 5)',
      kind: 'search',
      path: `/api/search?workspaceId=${w}&q=kitchen`,
    },
    { name: 'search "plumbing"', kind: 'search', path: `/api/search?workspaceId=${w}&q=plumbing` },
    {
      name: 'search "approved client"',
      kind: 'search',
      path: `/api/search?workspaceId=${w}&q=approved%20client`,
    },
    {
      name: 'search "plumbng" (a typo)',
      kind: 'typo',
      path: `/api/search?workspaceId=${w}&q=plumbng`,
    },
    {
      name: 'search "kitchn" (a typo)',
      kind: 'typo',
      path: `/api/search?workspaceId=${w}&q=kitchn`,
    },
    { name: 'dashboard metrics', kind: 'metrics', path: `/api/dashboard/metrics?workspaceId=${w}` },
    {
      name: 'task metrics of the workspace',
      kind: 'metrics',
      path: `/api/tasks/metrics?workspaceId=${w}`,
    },
  ];
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The cursor `depth` rows into a list, by following its pages of 100. */
async function cursorAt(
  baseUrl: string,
  path: string,
  depth: number,
  headers: Record<string, string>,
): Promise<string | null> {
  let cursor: string | null = null;
  for (let seen = 0; seen < depth; seen += 100) {
    const page = (await getJson(
      baseUrl +
        withQuery(path, `limit=${Math.min(100, depth - seen)}${cursor ? `&cursor=${cursor}` : ''}`),
      headers,
    )) as { nextCursor: string | null };
    if (!page.nextCursor) return cursor;
    cursor = page.nextCursor;
  }
  return cursor;
}

/** The time of each of `count` requests, sent one at a time. */
async function time(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

interface Measured {
  median: number;
  spread: number;
}

/** The read's statistic in each round; their median and spread. */
async function measure(
  url: string,
  headers: Record<string, string>,
  kind: Kind,
): Promise<Measured> {
  await time(url, headers, WARMUP_REQUESTS);
  const figures: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const times = await time(url, headers, requests);
    figures.push(targets[kind].statistic === 'p95' ? p95(times) : mean(times));
  }
  const ordered = sorted(figures);
  return {
    median: ordered[ordered.length >> 1] ?? Number.NaN,
    spread: (ordered.at(-1) ?? 0) - (ordered[0] ?? 0),
  };
}

interface Line {
  name: string;
  kind: Kind;
  small: Measured | null;
  large: Measured | null;
}

/** Each read of both workspaces, its first page and its deep page (lists) one after the other. */
async function measureReads(
  baseUrl: string,
  workspaces: { seeded: SeededWorkspace; shape: WorkspaceShape; headers: Record<string, string> }[],
): Promise<Line[]> {
  const [smallOne, largeOne] = workspaces;
  if (!smallOne || !largeOne) throw new Error('two workspaces are measured');
  const smallReads = readsOf(smallOne.seeded, smallOne.shape);
  const largeReads = readsOf(largeOne.seeded, largeOne.shape);
  const lines: Line[] = [];
  for (const [index, largeRead] of largeReads.entries()) {
    const smallRead = smallReads[index];
    if (!smallRead) continue;
    const pages: {
      name: string;
      urlOf: (read: Read, cursor: string | null) => string;
      deep: boolean;
    }[] =
      largeRead.kind === 'list'
        ? [
            {
              name: `${largeRead.name}: first page`,
              urlOf: (read) => withQuery(read.path, 'limit=50'),
              deep: false,
            },
            {
              name: `${largeRead.name}: page from the middle`,
              urlOf: (read, cursor) => withQuery(read.path, `limit=50&cursor=${cursor}`),
              deep: true,
            },
          ]
        : [{ name: largeRead.name, urlOf: (read) => read.path, deep: false }];
    for (const page of pages) {
      console.log(`scale: ${page.name}`);
      const figures: (Measured | null)[] = [];
      for (const [read, { headers }] of [
        [smallRead, smallOne],
        [largeRead, largeOne],
      ] as const) {
        const cursor = page.deep
          ? await cursorAt(baseUrl, read.path, read.depth ?? 0, headers)
          : null;
        figures.push(
          page.deep && !cursor
            ? null
            : await measure(baseUrl + page.urlOf(read, cursor), headers, read.kind),
        );
      }
      if (page.deep && !figures[1]) continue;
      lines.push({
        name: page.name,
        kind: largeRead.kind,
        small: figures[0] ?? null,
        large: figures[1] ?? null,
      });
    }
  }
  return lines;
}

const shown = (measured: Measured | null) =>
  measured ? `${measured.median.toFixed(1)} (± ${(measured.spread / 2).toFixed(1)})` : '–';

function verdict(line: Line): string {
  const { ms } = targets[line.kind];
  if (!line.large) return '';
  const within = line.large.median <= ms;
  if (line.kind !== 'list' || !line.small) return within ? 'met' : '**NOT met**';
  const growth = line.large.median / line.small.median;
  return within && growth <= GROWTH_LIMIT ? 'met' : '**NOT met**';
}

function print(lines: Line[], largeTasks: number) {
  console.log(
    `\nPostgreSQL, one request at a time over loopback, as the workspace's owner; median of ${rounds} ` +
      `rounds of ${requests} requests (± half the spread between rounds); load average ` +
      `${(os.loadavg()[0] ?? 0).toFixed(2)} (${os.cpus().length} cores)`,
  );
  console.log(
    `| read | statistic | 1,000 tasks ms | ${largeTasks.toLocaleString('en-US')} tasks ms | × | target | |`,
  );
  console.log('| --- | --- | ---: | ---: | ---: | --- | --- |');
  for (const line of lines) {
    const { ms, statistic } = targets[line.kind];
    const growth =
      line.small && line.large ? (line.large.median / line.small.median).toFixed(2) : '–';
    const target = line.kind === 'list' ? `≤ ${ms} ms, ≤ ${GROWTH_LIMIT}×` : `≤ ${ms} ms`;
    console.log(
      `| ${line.name} | ${statistic} | ${shown(line.small)} | ${shown(line.large)} | ${growth} | ${target} | ${verdict(line)} |`,
    );
  }
}

/** The plan PostgreSQL runs each search statement of the large workspace with, as the app sends it. */
async function explainSearches(url: string, seeded: SeededWorkspace): Promise<void> {
  const statements: { query: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    }) as unknown as Database;
    const viewer = projectViewer({ userId: seeded.ownerId, role: 'admin', isOwner: true });
    for (const [q, typos] of [
      ['kitchen', false],
      ['plumbing', false],
      ['approved client', false],
      ['plumbng', true],
    ] as const) {
      statements.length = 0;
      await findMatches(db, {
        workspaceId: seeded.workspaceId,
        viewer,
        words: wordsToFind(q),
        typos,
        types: searchResultTypes,
        after: null,
        limit: SEARCH_PAGE_DEFAULT + 1,
      });
      const statement = statements[0];
      if (!statement) throw new Error('no search statement was sent');
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${statement.query}`,
        statement.params,
      );
      console.log(
        `\nscale: plan of the search for "${q}"\n  ${rows.map((row) => row['QUERY PLAN']).join('\n  ')}`,
      );
    }
  } finally {
    await pool.end();
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session token for each user. */
async function signIn(url: string, userIds: string[]): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const tokens: string[] = [];
    for (const userId of userIds) {
      tokens.push(await openSession(db, userId, new Date(), 24 * 60 * 60 * 1000));
    }
    return tokens;
  } finally {
    await pool.end();
  }
}

async function run(url: string, withTasksPage: boolean): Promise<Figure[]> {
  const options: InstanceOptions = { target: { kind: 'postgres', url } };
  const instance = start<InstanceReady>('changes/instance.ts', options);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { port } = await instance.message;
    await settled(client);
    const seeding = performance.now();
    await client.query('begin');
    const largeSeeded = await seedWorkspaces(client, large, 0);
    const smallSeeded = await seedWorkspaces(client, small, 1_000_000);
    await seedWorkspaces(client, crowd, 2_000_000);
    await numberAsTheRelay(client);
    await keyNotificationsByPosition(client);
    await client.query('commit');
    await client.query('vacuum analyze');
    await settled(client);
    const { rows } = await client.query<{ tasks: string; comments: string; changes: string }>(
      `select (select count(*) from tasks) as tasks, (select count(*) from comments) as comments,
              (select count(*) from changes) as changes`,
    );
    console.log(
      `scale: seeded ${rows[0]?.tasks} tasks, ${rows[0]?.comments} comments and ${rows[0]?.changes} ` +
        `changes in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    if (process.env.BENCH_EXPLAIN === '1') await explainSearches(url, largeSeeded);
    const [smallToken = '', largeToken = ''] = await signIn(url, [
      smallSeeded.ownerId,
      largeSeeded.ownerId,
    ]);
    const baseUrl = `http://127.0.0.1:${port}`;
    const lines =
      only === 'tasks-page'
        ? []
        : await measureReads(baseUrl, [
            { seeded: smallSeeded, shape: small, headers: bearer(smallToken) },
            { seeded: largeSeeded, shape: large, headers: bearer(largeToken) },
          ]);
    if (lines.length > 0) print(lines, large.projects * large.tasksPerProject);
    const tasksOf = (shape: WorkspaceShape) =>
      `${(shape.projects * shape.tasksPerProject).toLocaleString('en-US')} tasks`;
    const pageFigures = withTasksPage
      ? await measureTasksPage(
          baseUrl,
          [
            { label: tasksOf(small), workspaceId: smallSeeded.workspaceId, token: smallToken },
            { label: tasksOf(large), workspaceId: largeSeeded.workspaceId, token: largeToken },
          ],
          rounds,
        )
      : [];
    return [
      ...lines.flatMap((line) =>
        (
          [
            ['1,000 tasks', line.small],
            ['large', line.large],
          ] as const
        ).flatMap(([size, measured]) =>
          measured
            ? [
                {
                  suite: 'scale',
                  database: 'PostgreSQL',
                  name: `${line.name} (${size})`,
                  metric: `${targets[line.kind].statistic} ms`,
                  value: measured.median,
                },
              ]
            : [],
        ),
      ),
      ...pageFigures,
    ];
  } finally {
    await client.end();
    await stop(instance.child);
  }
}

export async function runScaleSuite(): Promise<void> {
  // Built before the app starts: it serves apps/web/dist only if there is one then.
  const withTasksPage = only !== 'api' && prepareWebBuild();
  const figures = await withPostgresDatabase((url) => run(url, withTasksPage));
  if (figures) recordFigures(figures);
}
