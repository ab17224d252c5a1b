/**
 * `BENCH_SUITE=sms npm run bench -w apps/server`: one scheduler tick on PostgreSQL that finds
 * 10,000 tasks due within 24 hours, ten for each of 1,000 people: a third of them in their quiet
 * hours (Tokyo's night), a third on the daily digest (due now), a third neither. The tick writes
 * the due-date reminders, turns them into queued SMS through the change record, queues the
 * digests and sends what is due, with a gateway that only counts. Checked afterwards: one message
 * per person and kind that is due (a merged reminder for each person of the last third, a digest
 * for each of the second, nothing yet for the first, whose reminders wait for morning, one row per
 * notification), then one more tick at the end of the quiet hours sends them one message each.
 * Each round runs on a fresh database; the median and spread of BENCH_ROUNDS are printed.
 * Goal: 2 s or less.
 */
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { openDatabase } from '../../src/platform/database';
import type { SmsMessage, SmsSender } from '../../src/platform/sms/sms-sender';
import { recordFigures, setting, withPostgresDatabase } from '../support';

const rounds = setting('BENCH_ROUNDS', 3, 1, 9);
const PEOPLE = setting('BENCH_SMS_PEOPLE', 1_000, 3, 100_000);
const TASKS_EACH = 10;
const GOAL_MS = 2_000;
/** 12:00 UTC: 21:00 in Tokyo (quiet until 08:00, 23:00 UTC), past a 07:00 UTC digest. */
const NOW = new Date('2026-06-01T12:00:00.000Z');
const QUIET_END = new Date('2026-06-01T23:00:00.000Z');

type Group = 'quiet' | 'digest' | 'plain';
const groupOf = (n: number): Group => (['quiet', 'digest', 'plain'] as const)[n % 3] ?? 'plain';

/** People, their workspace, project, preferences and tasks, in a few statements. */
async function seed(client: pg.Client): Promise<void> {
  await client.query(
    `insert into users (phone_number, name)
     select '+1415' || lpad(n::text, 7, '0'), 'Person ' || n from generate_series(0, $1::int) as n`,
    [PEOPLE],
  );
  await client.query(`
    with owner as (select id from users where phone_number = '+14150000000')
    insert into workspaces (name, owner_id) select 'Bench builders', id from owner`);
  await client.query(`
    insert into workspace_members (workspace_id, user_id, role, status, joined_at)
    select w.id, u.id, case when u.id = w.owner_id then 'admin'::member_role else 'project_manager'::member_role end,
           'active', now()
    from workspaces w cross join users u`);
  await client.query(`
    insert into projects (workspace_id, name, created_by)
    select id, 'Bench project', owner_id from workspaces`);
  await client.query(
    `insert into notification_preferences (user_id, time_zone, time_zone_chosen, quiet_start, quiet_end, sms, digest_enabled, digest_at)
     select u.id,
            case when n % 3 = 0 then 'Asia/Tokyo' else 'UTC' end, true,
            case when n % 3 = 0 then '21:00' end, case when n % 3 = 0 then '08:00' end,
            '{}'::jsonb, n % 3 = 1, '07:00'
     from users u
     cross join lateral (select substr(u.phone_number, 6)::int - 1 as n) as person
     where u.phone_number <> '+14150000000'`,
  );
  await client.query(
    `insert into tasks (workspace_id, project_id, title, due_date, assigned_to, created_by)
     select p.workspace_id, p.id, 'Task ' || t || ' of ' || u.name,
            $1::timestamptz + make_interval(hours => 12 + t), u.id, p.created_by
     from projects p cross join users u cross join generate_series(1, $2::int) as t
     where u.phone_number <> '+14150000000'`,
    [NOW.toISOString(), TASKS_EACH],
  );
}

async function round(url: string): Promise<{ tickMs: number; problems: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const database = await openDatabase({ kind: 'postgres', url });
  const sent: SmsMessage[] = [];
  const gateway: SmsSender = { send: async (message) => void sent.push(message) };
  let now = NOW;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/nonexistent',
      DATABASE_URL: url,
    }),
    database,
    clock: { now: () => now },
    sms: gateway,
    logger: false,
  });
  try {
    await app.ready();
    await seed(client);
    await client.query('analyze');
    const started = performance.now();
    await app.scheduler.runDueJobs(NOW);
    const tickMs = performance.now() - started;

    const problems: string[] = [];
    const { rows } = await client.query<{
      phone: string;
      n: number;
      kind: string;
      status: string;
      rows: string;
    }>(
      `select u.phone_number as phone, substr(u.phone_number, 6)::int - 1 as n, m.kind, m.status, count(*) as rows
       from sms_messages m join users u on u.id = m.user_id group by 1, 2, 3, 4`,
    );
    const sentTo = new Map<string, SmsMessage[]>();
    for (const message of sent)
      sentTo.set(message.to, [...(sentTo.get(message.to) ?? []), message]);
    for (let n = 0; n < PEOPLE; n += 1) {
      const phone = `+1415${String(n + 1).padStart(7, '0')}`;
      const own = rows.filter((row) => row.phone === phone);
      const texts = sentTo.get(phone) ?? [];
      const group = groupOf(n);
      const expected =
        group === 'quiet'
          ? { texts: [] as string[], rows: [`due_date_reminder queued ${TASKS_EACH}`] }
          : group === 'digest'
            ? { texts: ['daily_digest'], rows: ['daily_digest sent 1'] }
            : { texts: ['merged'], rows: [`due_date_reminder sent ${TASKS_EACH}`] };
      const got = {
        texts: texts.map((text) => String(text.kind)),
        rows: own.map((row) => `${row.kind} ${row.status} ${row.rows}`).sort(),
      };
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        problems.push(`${phone} (${group}): ${JSON.stringify(got)}`);
      }
    }
    // Morning in Tokyo: the held reminders go out, one message per person.
    sent.length = 0;
    now = QUIET_END;
    await app.scheduler.runDueJobs(QUIET_END);
    const quietPeople = Array.from({ length: PEOPLE }, (_, n) => n).filter(
      (n) => groupOf(n) === 'quiet',
    ).length;
    const morning = new Set(sent.map((message) => message.to));
    if (sent.length !== quietPeople || morning.size !== quietPeople) {
      problems.push(
        `at the end of quiet hours: ${sent.length} messages to ${morning.size} people, expected ${quietPeople}`,
      );
    }
    return { tickMs, problems };
  } finally {
    await app.close();
    await database.close();
    await client.end();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function runSmsSuite(): Promise<void> {
  const times: number[] = [];
  for (let n = 0; n < rounds; n += 1) {
    const result = await withPostgresDatabase((url) => round(url));
    if (!result) return;
    times.push(result.tickMs);
    console.log(
      `round ${n + 1}: tick ${result.tickMs.toFixed(0)} ms; ${result.problems.length === 0 ? 'every message as expected' : `${result.problems.length} problems`}`,
    );
    for (const problem of result.problems.slice(0, 10)) console.log(`  ${problem}`);
    if (result.problems.length > 0) process.exitCode = 1;
  }
  const middle = median(times);
  const spread = Math.max(...times) - Math.min(...times);
  console.log(
    `\nSMS tick, ${PEOPLE} people, ${PEOPLE * TASKS_EACH} tasks due (PostgreSQL): median ${middle.toFixed(0)} ms, spread ${spread.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); goal ${GOAL_MS} ms ${middle <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
  if (middle > GOAL_MS) process.exitCode = 1;
  recordFigures([
    {
      suite: 'sms',
      database: 'postgres',
      name: 'scheduler tick',
      metric: 'median ms',
      value: middle,
    },
    {
      suite: 'sms',
      database: 'postgres',
      name: 'scheduler tick',
      metric: 'spread ms',
      value: spread,
    },
  ]);
}
