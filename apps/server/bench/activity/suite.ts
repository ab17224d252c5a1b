/**
 * `BENCH_SUITE=activity npm run bench -w apps/server`: the workspace activity feed over a long
 * history, on PostgreSQL. The app runs in a process of its own (bench/changes/instance.ts, which
 * seeds a workspace); this process adds 100,000 rows to the workspace's change record in one
 * statement, and as many to another workspace's, numbers them as the relay would, prints the plan of each page statement (no sort, no
 * offset: a backward scan of the (workspace_id, position) index), then measures two requests one
 * at a time with bench/load.ts: the first page, and a page 50,000 entries back by cursor.
 * Each is measured BENCH_ROUNDS times for BENCH_DURATION_SECONDS; the median of the rounds' mean
 * is printed. Goal: 20 ms or less each.
 */
import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/db/schema';
import type { Database } from '../../src/platform/database';
import { projectViewer } from '../../src/platform/visibility';
import { activityChangeTypes } from '../../src/modules/activity/activity-items';
import { listActivityPage } from '../../src/modules/activity/activity.repository';
import { encodeCursor } from '../../src/modules/activity/activity.service';
import type { InstanceOptions, InstanceReady } from '../changes/instance';
import type { ChangeWorld } from '../changes/seed';
import type { LoadOptions, LoadResult } from '../load';
import { recordFigures, setting, start, stop, withPostgresDatabase, type Figure } from '../support';

const durationSeconds = setting('BENCH_DURATION_SECONDS', 3, 1, 60);
const warmupSeconds = setting('BENCH_WARMUP_SECONDS', 1, 0, 30);
const rounds = setting('BENCH_ROUNDS', 3, 1, 9);
const ROWS = setting('BENCH_ACTIVITY_ROWS', 100_000, 1_000, 10_000_000);
const GOAL_MS = 20;
const WAIT_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `ROWS` changes of the workspace in one statement, a mix of task edits, comments, file uploads
 * and project edits by the owner, each shaped as its service records it.
 */
interface History {
  workspaceId: string;
  projectId: string;
  actorId: string;
  taskIds: string[];
}

async function seedHistory(client: pg.Client, history: History): Promise<void> {
  await client.query(
    `insert into changes (type, workspace_id, project_id, task_id, subject_id, actor_id, fields, data, created_at)
     select kind.type, $1::uuid, $2::uuid,
            case when kind.type = 'project.updated' then null else task.id end,
            case kind.type
              when 'comment.created' then gen_random_uuid()
              when 'file.uploaded' then gen_random_uuid()
              when 'project.updated' then $2::uuid
              else task.id end,
            $3::uuid,
            case kind.type
              when 'task.updated' then jsonb_build_array(jsonb_build_object('field', 'status', 'from', 'to_do', 'to', 'in_progress'))
              when 'comment.created' then jsonb_build_array(jsonb_build_object('field', 'content', 'from', null, 'to', 'Concrete arrives Monday'))
              when 'file.uploaded' then jsonb_build_array(jsonb_build_object('field', 'filename', 'from', null, 'to', 'site-photo.png'))
              else jsonb_build_array(jsonb_build_object('field', 'name', 'from', 'Riverside', 'to', 'Riverside kitchen'))
            end,
            jsonb_build_object(
              'type', kind.type, 'workspaceId', $1::uuid, 'projectId', $2::uuid, 'actorId', $3::uuid,
              'taskId', task.id, 'taskTitle', 'Bench task ' || n, 'assignedTo', null,
              'previousAssignedTo', null, 'commentId', gen_random_uuid(), 'fileId', gen_random_uuid(),
              'filename', 'site-photo.png', 'projectName', 'Riverside kitchen', 'statusChange', null),
            now() - make_interval(secs => $5::int - n)
     from generate_series(1, $5::int) as n
     cross join lateral (select (array['task.updated', 'comment.created', 'file.uploaded', 'project.updated'])[1 + n % 4] as type) as kind
     cross join lateral (select ($4::uuid[])[1 + n % cardinality($4::uuid[])] as id) as task`,
    [history.workspaceId, history.projectId, history.actorId, history.taskIds, ROWS],
  );
}

/**
 * Numbers the seeded rows in id order after the last position given, under the lock of the
 * `positions` cursor, as the relay does; the consumers' cursors pass over them (nothing in the
 * bench's history gives them work), so the relay has no 200,000-row round to run meanwhile.
 */
export async function numberAsTheRelay(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ position: string }>(
    `select position from change_cursors where name = 'positions' for update`,
  );
  const last = Number(rows[0]?.position ?? 0);
  await client.query(
    `update changes c set position = $1::bigint + numbered.n
     from (select id, row_number() over (order by id) as n from changes where position is null) as numbered
     where c.id = numbered.id`,
    [last],
  );
  await client.query(`update change_cursors set position = (select max(position) from changes)`);
}

/**
 * Waits until the app's relay has numbered every row and its consumers have stopped moving (so
 * that nothing but the measured requests runs meanwhile); answers the last position.
 */
export async function settled(client: pg.Client): Promise<number> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  let previous = '';
  for (;;) {
    const { rows } = await client.query<{ waiting: string; last: string | null; cursors: string }>(
      `select (select count(*) from changes where position is null) as waiting,
              (select max(position) from changes) as last,
              (select string_agg(name || position, ',' order by name) from change_cursors) as cursors`,
    );
    const row = rows[0];
    const state = `${row?.last} ${row?.cursors}`;
    if (row && Number(row.waiting) === 0 && state === previous) return Number(row.last);
    if (performance.now() > deadline) throw new Error('the relay did not settle');
    previous = state;
    // Longer than the relay's poll, so a round in between would show.
    await sleep(2_500);
  }
}

/** The plan PostgreSQL runs a page statement with, as the app sends it (the same builder). */
async function explainPage(
  url: string,
  world: ChangeWorld,
  before: number | null,
): Promise<string[]> {
  const statements: { query: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    }) as unknown as Database;
    const viewer = projectViewer({ userId: world.owner.id, role: 'admin', isOwner: true });
    await listActivityPage(
      db,
      { kind: 'workspace', workspaceId: world.workspaceId, viewer },
      { types: activityChangeTypes, before, limit: 31 },
    );
    const statement = statements[0];
    if (!statement) throw new Error('no page statement was sent');
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off) ${statement.query}`,
      statement.params,
    );
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await pool.end();
  }
}

/** The median, over the rounds, of the mean time of one request at a time. */
async function meanMs(url: string, headers: Record<string, string>): Promise<number> {
  const means: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const options: LoadOptions = {
      url,
      headers,
      connections: 1,
      durationSeconds,
      warmupSeconds: round === 0 ? warmupSeconds : 0,
    };
    const { child, message } = start<LoadResult>('load.ts', options);
    const result = await message;
    await stop(child);
    if (result.non2xx + result.errors > 0) throw new Error(`${url} failed during the load`);
    // One connection: the time per request is the run's length over its requests.
    means.push(1000 / result.requestsPerSecond);
  }
  return [...means].sort((a, b) => a - b)[means.length >> 1] ?? Number.NaN;
}

async function measure(url: string): Promise<Figure[]> {
  const options: InstanceOptions = { target: { kind: 'postgres', url }, seedWatchers: 1 };
  const instance = start<InstanceReady>('changes/instance.ts', options);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { port, world } = await instance.message;
    if (!world) throw new Error('the instance did not seed');
    const baseUrl = `http://127.0.0.1:${port}`;
    // The app's start-up round first: the history's one long insert would hold up its commit.
    await settled(client);
    console.log(`activity: seeding ${ROWS.toLocaleString('en-US')} changes`);
    const seeding = performance.now();
    const { workspaceId, projectId, owner, taskIds } = world;
    await client.query('begin');
    await seedHistory(client, { workspaceId, projectId, actorId: owner.id, taskIds });
    // Another workspace's history of the same length: the page statement must pick its own out.
    await seedHistory(client, {
      workspaceId: crypto.randomUUID(),
      projectId: crypto.randomUUID(),
      actorId: owner.id,
      taskIds: [crypto.randomUUID()],
    });
    await numberAsTheRelay(client);
    await client.query('commit');
    await client.query('analyze changes');
    const last = await settled(client);
    console.log(`activity: seeded and numbered in ${Math.round(performance.now() - seeding)} ms`);

    // The position 50,000 entries back in the workspace's own history.
    const back = await client.query<{ position: string }>(
      `select position from changes where workspace_id = $1 and position <= $2
       order by position desc offset $3 limit 1`,
      [workspaceId, last, Math.floor(ROWS / 2)],
    );
    const middle = Number(back.rows[0]?.position);
    const path = `/api/workspaces/${world.workspaceId}/activity`;
    const pages = [
      { name: 'first page', url: `${baseUrl}${path}`, before: null },
      {
        name: 'page 50,000 back (by cursor)',
        url: `${baseUrl}${path}?cursor=${encodeCursor(middle)}`,
        before: middle,
      },
    ];
    const figures: Figure[] = [];
    const lines: string[] = [];
    for (const page of pages) {
      const plan = await explainPage(url, world, page.before);
      console.log(`\nactivity: plan of the ${page.name}\n  ${plan.join('\n  ')}`);
      if (plan.some((line) => /\bSort\b/.test(line))) console.warn('  the page statement sorts');
      const mean = await meanMs(page.url, world.owner.headers);
      const verdict = mean <= GOAL_MS ? 'within' : 'OVER';
      lines.push(`| ${page.name} | ${mean.toFixed(2)} | ${verdict} the ${GOAL_MS} ms goal |`);
      figures.push({
        suite: 'activity',
        database: 'PostgreSQL',
        name: `GET /api/workspaces/{id}/activity ${page.name}`,
        metric: 'mean ms',
        value: mean,
      });
    }
    console.log(
      `\nPostgreSQL: GET /api/workspaces/{id}/activity over ${ROWS.toLocaleString('en-US')} ` +
        `changes, one request at a time; median of ${rounds} rounds of ${durationSeconds} s`,
    );
    console.log('| page | mean ms | |');
    console.log('| --- | ---: | --- |');
    for (const line of lines) console.log(line);
    return figures;
  } finally {
    await client.end();
    await stop(instance.child);
  }
}

export async function runActivitySuite(): Promise<void> {
  const figures = await withPostgresDatabase(measure);
  if (figures) recordFigures(figures);
}
