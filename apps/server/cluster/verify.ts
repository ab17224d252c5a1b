/**
 * After the quiet: the truth, read straight from the database (and the venture through the API),
 * against what the clients were told (the ledger) and what the listeners heard. Each check is one
 * row of the report: scenario, expected, observed, ok.
 */
import type { ApiClient, RequestRecord } from './client';
import type { ClusterDatabase } from './database';
import { formatCents, type TaskState, type TrackedTask } from './ledger';
import type { FaultTimes, LoadOutcome, World } from './scenario';
import { FILE_TASK_TITLE, PLEDGE_COUNT, timeline } from './scenario';
import type { ListenedMessage, SseListener } from './sse-listener';

export interface Check {
  scenario: string;
  expected: string;
  observed: string;
  ok: boolean;
}

/** Details printed under the table: evidence for the rows that failed. */
export interface Verification {
  checks: Check[];
  notes: string[];
}

interface TaskRow {
  id: string;
  title: string;
  status: string;
  priority: string;
  amount_cents: string | null;
  assigned_to: string | null;
}

type Window = 'sigkill' | 'sigterm' | 'other';

/** The fault window a request overlapped, if any. */
function windowOf(record: RequestRecord, faults: FaultTimes): Window {
  const overlaps = (from: number | null, to: number | null) =>
    from !== null && to !== null && record.startedAt <= to && record.endedAt >= from;
  if (faults.killAt !== null && overlaps(faults.killAt, faults.killAt + timeline.killWindowMs)) {
    return 'sigkill';
  }
  const termEnd =
    faults.terminatedExitAt === null
      ? null
      : faults.terminatedExitAt + timeline.terminateWindowAfterExitMs;
  if (overlaps(faults.terminateAt, termEnd)) return 'sigterm';
  return 'other';
}

function sameState(row: TaskRow, state: TaskState): boolean {
  return (
    row.title === state.title &&
    row.status === state.status &&
    row.priority === state.priority &&
    (row.amount_cents === null ? null : Number(row.amount_cents)) === state.amountCents &&
    row.assigned_to === state.assignedTo
  );
}

function describeRow(row: TaskRow): string {
  return `${row.title}/${row.status}/${row.priority}/${row.amount_cents}/${row.assigned_to?.slice(0, 8)}`;
}

function describeState(state: TaskState): string {
  return `${state.title}/${state.status}/${state.priority}/${state.amountCents}/${state.assignedTo?.slice(0, 8)}`;
}

function countBy<T>(items: T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function field(message: ListenedMessage, name: string): string | null {
  const data = message.data as Record<string, unknown> | null;
  const value = data && typeof data === 'object' ? data[name] : undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Compares how often each subject was heard with what was required: `exact` subjects exactly
 * once, `atMostOnce` subjects (writes of unknown outcome) zero or one time.
 */
function exactlyOnce(
  heard: Map<string, number>,
  exact: Set<string>,
  atMostOnce: Set<string>,
): { missing: string[]; repeated: string[]; extra: string[] } {
  const missing = [...exact].filter((id) => (heard.get(id) ?? 0) === 0);
  const repeated = [...heard].filter(([, count]) => count > 1).map(([id]) => id);
  const extra = [...heard.keys()].filter((id) => !exact.has(id) && !atMostOnce.has(id));
  return { missing, repeated, extra };
}

function describeOnce(result: ReturnType<typeof exactlyOnce>, total: number): string {
  const parts = [`${total - result.missing.length} of ${total} heard`];
  if (result.missing.length) parts.push(`${result.missing.length} missing`);
  if (result.repeated.length) parts.push(`${result.repeated.length} repeated`);
  if (result.extra.length) parts.push(`${result.extra.length} unexpected`);
  return parts.join(', ');
}

const short = (ids: string[], count = 3) =>
  ids
    .slice(0, count)
    .map((id) => id.slice(0, 8))
    .join(' ') + (ids.length > count ? ' …' : '');

export interface VerifyInput {
  db: ClusterDatabase;
  world: World;
  outcome: LoadOutcome;
  failures: RequestRecord[];
  /** The owner's client, to read the venture through the API. */
  owner: ApiClient;
  readinessPath: string;
  readinessFallback: string | null;
  finalServerStates: Map<string, string>;
}

export async function verify(input: VerifyInput): Promise<Verification> {
  const { db, world, outcome } = input;
  const { ledger, faults } = outcome;
  const checks: Check[] = [];
  const notes: string[] = [];
  const check = (scenario: string, expected: string, observed: string, ok: boolean) =>
    checks.push({ scenario, expected, observed, ok });

  // --- Tasks: acknowledged writes against the database --------------------------------------
  const rows = await db.query<TaskRow>(
    `select id, title, status::text as status, priority::text as priority,
            amount_cents::text as amount_cents, assigned_to
       from tasks where workspace_id = $1`,
    [world.workspaceId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tracked = [...ledger.tasks.values()];
  const missingCreates = tracked.filter((task) => !byId.has(task.id));
  check(
    'acknowledged task creates stored',
    `${tracked.length} of ${tracked.length}`,
    `${tracked.length - missingCreates.length} of ${tracked.length}`,
    missingCreates.length === 0,
  );
  if (missingCreates.length)
    notes.push(`tasks acknowledged but absent: ${short(missingCreates.map((t) => t.id))}`);

  let settledOnUnknown = 0;
  const wrongValues: { task: TrackedTask; row: TaskRow }[] = [];
  for (const task of tracked) {
    const row = byId.get(task.id);
    if (!row) continue;
    const acceptable = ledger.acceptableStates(task);
    if (sameState(row, task.acked)) continue;
    if (acceptable.some((state) => sameState(row, state))) settledOnUnknown += 1;
    else wrongValues.push({ task, row });
  }
  const updates = tracked.reduce((sum, task) => sum + task.ackedUpdates, 0);
  check(
    'acknowledged task updates kept (final values)',
    `0 lost (${updates} acked PUTs on ${tracked.length} tasks)`,
    `${wrongValues.length} lost` +
      (settledOnUnknown ? `, ${settledOnUnknown} hold a later unacked write` : ''),
    wrongValues.length === 0,
  );
  for (const { task, row } of wrongValues.slice(0, 5)) {
    notes.push(
      `task ${task.id.slice(0, 8)}: db ${describeRow(row)}, acked ${describeState(task.acked)}`,
    );
  }

  const fileTasks = rows.filter((row) => row.title === FILE_TASK_TITLE).length;
  const answered = new Set(world.fileTaskAnswers);
  check(
    'one Idempotency-Key sent to 3 instances at once',
    '1 task, 3 equal answers',
    `${fileTasks} task${fileTasks === 1 ? '' : 's'}, ${answered.size === 1 ? '3 equal answers' : `${answered.size} different answers`}`,
    fileTasks === 1 && answered.size === 1,
  );

  // Tasks nobody was told about must come from a create of unknown outcome, once each.
  const unknownTitles = new Map(ledger.unknownCreates.map((create) => [create.title, create]));
  const untracked = rows.filter((row) => !ledger.tasks.has(row.id) && row.id !== world.fileTaskId);
  const explained = untracked.filter((row) => unknownTitles.has(row.title));
  const titleCounts = countBy(rows, (row) => row.title);
  const duplicated = [...titleCounts].filter(([, count]) => count > 1).map(([title]) => title);
  check(
    'no task created twice or from nowhere',
    `0 (≤ ${ledger.unknownCreates.length} from unacked POSTs)`,
    `${untracked.length - explained.length} unexplained, ${duplicated.length} duplicated` +
      (explained.length ? `, ${explained.length} unacked POSTs committed` : ''),
    untracked.length === explained.length && duplicated.length === 0,
  );
  if (duplicated.length) notes.push(`duplicated task titles: ${duplicated.slice(0, 5).join(', ')}`);
  const committedUnknownTaskIds = new Map(explained.map((row) => [row.title, row.id]));

  // --- Failures by fault window ---------------------------------------------------------------
  const byWindow = {
    sigkill: [] as RequestRecord[],
    sigterm: [] as RequestRecord[],
    other: [] as RequestRecord[],
  };
  for (const record of input.failures) byWindow[windowOf(record, faults)].push(record);
  const describeFailures = (records: RequestRecord[]) => {
    const counts = countBy(records, (r) => `${r.method} ${r.label} ${r.error ?? ''}`.trim());
    return [...counts].map(([what, count]) => `${count}× ${what}`).join('; ');
  };
  check(
    'SIGTERM window: failed requests',
    '0 (no 5xx, no reset)',
    byWindow.sigterm.length === 0
      ? '0'
      : `${byWindow.sigterm.length}: ${describeFailures(byWindow.sigterm)}`,
    byWindow.sigterm.length === 0,
  );
  const unsafeToRetry = (record: RequestRecord) =>
    (record.method === 'POST' || record.method === 'PATCH') &&
    (record.status === null ||
      record.status === 502 ||
      record.status === 503 ||
      record.status === 504);
  const killRetryable = byWindow.sigkill.filter((record) => !unsafeToRetry(record));
  const killPosts = byWindow.sigkill.filter(unsafeToRetry);
  const committedPosts = killPosts.filter((record) => {
    const create = ledger.unknownCreates.find((c) => c.record === record);
    return create ? committedUnknownTaskIds.has(create.title) : false;
  });
  check(
    'SIGKILL window: only POSTs in flight on the killed instance fail',
    '0 GET/PUT failures; POSTs reported',
    `${killRetryable.length} GET/PUT/other failed; ${killPosts.length} POST failed` +
      (killPosts.length ? ` (${committedPosts.length} committed anyway)` : ''),
    killRetryable.length === 0,
  );
  if (byWindow.sigkill.length)
    notes.push(`SIGKILL window failures: ${describeFailures(byWindow.sigkill)}`);
  check(
    'outside the fault windows: failed requests',
    '0',
    byWindow.other.length === 0
      ? '0'
      : `${byWindow.other.length}: ${describeFailures(byWindow.other)}`,
    byWindow.other.length === 0,
  );

  // --- Pledges ----------------------------------------------------------------------------------
  const ackedSum = ledger.ackedPledges.reduce((sum, pledge) => sum + pledge.amountCents, 0);
  check(
    'pledges acknowledged',
    `${PLEDGE_COUNT} of ${PLEDGE_COUNT}`,
    `${ledger.ackedPledges.length} of ${PLEDGE_COUNT}`,
    ledger.ackedPledges.length === PLEDGE_COUNT,
  );
  const venture = await input.owner.call<{
    fundsPledged: number;
    pledgeCount: number;
    status: string;
  }>('GET', `/api/ventures/${world.ventureId}`, { label: 'verify.venture' });
  if (venture.ok) {
    const fundsCents = Math.round(venture.body.fundsPledged * 100);
    check(
      'venture fundsPledged = Σ acked pledges',
      formatCents(ackedSum),
      `${formatCents(fundsCents)} (${venture.body.status})`,
      fundsCents === ackedSum,
    );
    check(
      'venture pledgeCount = acked pledges',
      String(ledger.ackedPledges.length),
      String(venture.body.pledgeCount),
      venture.body.pledgeCount === ledger.ackedPledges.length,
    );
  } else {
    check('venture fundsPledged = Σ acked pledges', formatCents(ackedSum), venture.error, false);
  }
  const pledgeRows = await db.query<{ id: string; amount_cents: string }>(
    'select id, amount_cents::text as amount_cents from pledges where venture_id = $1',
    [world.ventureId],
  );
  const pledgeById = new Map(pledgeRows.map((row) => [row.id, Number(row.amount_cents)]));
  const pledgesMismatched = ledger.ackedPledges.filter(
    (pledge) => pledgeById.get(pledge.id) !== pledge.amountCents,
  );
  const extraPledges = pledgeRows.length - (ledger.ackedPledges.length - pledgesMismatched.length);
  check(
    'pledge rows = acked pledges (db)',
    `${ledger.ackedPledges.length} rows, same ids and cents`,
    `${pledgeRows.length} rows, ${pledgesMismatched.length} acked missing, ${extraPledges} extra`,
    pledgesMismatched.length === 0 && extraPledges <= ledger.unknownPledges.length,
  );

  // --- Notifications (database) -----------------------------------------------------------------
  const assigneeIds = world.people.assignees.map((client) => client.user?.id ?? '');
  const notificationRows = await db.query<{ user_id: string; task_id: string | null; n: string }>(
    `select user_id, task_id, count(*)::text as n from notifications
      where type = 'task_assignment' and workspace_id = $1 group by user_id, task_id`,
    [world.workspaceId],
  );
  const requiredAssignments = (userId: string) => {
    const exact = new Set<string>();
    const atMostOnce = new Set<string>();
    for (const task of tracked) {
      if (task.ackedAssignees.has(userId)) exact.add(task.id);
      else if (task.unknownAssignees.has(userId)) atMostOnce.add(task.id);
    }
    for (const create of ledger.unknownCreates) {
      const id = committedUnknownTaskIds.get(create.title);
      if (id && create.assignedTo === userId) atMostOnce.add(id);
    }
    return { exact, atMostOnce };
  };
  let notificationTotal = 0;
  const notificationProblems: string[] = [];
  const dbNotificationsMissing = new Map<string, Set<string>>();
  for (const userId of assigneeIds) {
    const { exact, atMostOnce } = requiredAssignments(userId);
    const heard = new Map(
      notificationRows
        .filter((row) => row.user_id === userId && row.task_id)
        .map((row) => [row.task_id as string, Number(row.n)]),
    );
    const result = exactlyOnce(heard, exact, atMostOnce);
    notificationTotal += exact.size;
    dbNotificationsMissing.set(userId, new Set(result.missing));
    if (result.missing.length || result.repeated.length || result.extra.length) {
      notificationProblems.push(describeOnce(result, exact.size));
    }
  }
  check(
    'one task_assignment notification per acked assignment (db)',
    `${notificationTotal}, each exactly once`,
    notificationProblems.length
      ? notificationProblems.join(' | ')
      : `${notificationTotal}, each once`,
    notificationProblems.length === 0,
  );

  // --- Event streams --------------------------------------------------------------------------
  const stored = await storedLiveUpdates(db, notes);
  for (const listener of outcome.listeners) {
    const userId = outcome.listenerUsers.get(listener) ?? '';
    const isOwner = userId === world.people.owner.user?.id;
    const created = countBy(
      listener.messages.filter((m) => m.event === 'change' && field(m, 'type') === 'task.created'),
      (m) => field(m, 'taskId'),
    );
    const reconnects = listener.connections.length - 1;
    const exactCreated = new Set(
      tracked.filter((task) => isOwner || task.createdWith === userId).map((task) => task.id),
    );
    const maybeCreated = new Set(
      ledger.unknownCreates
        .filter((create) => isOwner || create.assignedTo === userId)
        .map((create) => committedUnknownTaskIds.get(create.title))
        .filter((id): id is string => id !== undefined),
    );
    if (!isOwner) {
      // An assignee also sees the project's other tasks once on it: those may come, once each.
      for (const task of tracked) if (!exactCreated.has(task.id)) maybeCreated.add(task.id);
      for (const id of committedUnknownTaskIds.values()) maybeCreated.add(id);
    }
    maybeCreated.add(world.fileTaskId);
    const createdResult = exactlyOnce(created, exactCreated, maybeCreated);
    check(
      `${listener.name} stream: task.created ${isOwner ? 'per acked task' : 'per own acked task'}`,
      `${exactCreated.size}, each exactly once`,
      `${describeOnce(createdResult, exactCreated.size)} (${reconnects} reconnects)`,
      createdResult.missing.length === 0 &&
        createdResult.repeated.length === 0 &&
        createdResult.extra.length === 0,
    );
    explainMissing(
      notes,
      listener,
      'change task.created',
      createdResult.missing,
      stored,
      (row) => row.name === 'change' && row.type === 'task.created',
    );

    if (isOwner) {
      const updated = countBy(
        listener.messages.filter(
          (m) => m.event === 'change' && field(m, 'type') === 'task.updated',
        ),
        (m) => field(m, 'taskId'),
      );
      let missingUpdates = 0;
      let tasksShort = 0;
      for (const task of tracked) {
        const short = task.ackedUpdates - (updated.get(task.id) ?? 0);
        if (short > 0) {
          missingUpdates += short;
          tasksShort += 1;
        }
      }
      check(
        `${listener.name} stream: task.updated ≥ acked PUTs per task`,
        `0 missing (${updates} acked PUTs)`,
        `${missingUpdates} missing on ${tasksShort} tasks`,
        missingUpdates === 0,
      );
    } else {
      const notified = countBy(
        listener.messages.filter(
          (m) => m.event === 'notification' && field(m, 'type') === 'task_assignment',
        ),
        (m) => field(m, 'taskId'),
      );
      const { exact, atMostOnce } = requiredAssignments(userId);
      const notifiedResult = exactlyOnce(notified, exact, atMostOnce);
      check(
        `${listener.name} stream: notification per acked assignment`,
        `${exact.size}, each exactly once`,
        describeOnce(notifiedResult, exact.size),
        notifiedResult.missing.length === 0 &&
          notifiedResult.repeated.length === 0 &&
          notifiedResult.extra.length === 0,
      );
      const missingInDb = dbNotificationsMissing.get(userId) ?? new Set<string>();
      const streamOnly = notifiedResult.missing.filter((id) => !missingInDb.has(id));
      if (notifiedResult.missing.length) {
        notes.push(
          `${listener.name}: ${notifiedResult.missing.length} notification events missing; ` +
            `${streamOnly.length} of them have their notification row in the database ` +
            `(written but not delivered)`,
        );
      }
      explainMissing(
        notes,
        listener,
        'notification',
        notifiedResult.missing,
        stored,
        (row) => row.name === 'notification' && row.userId === userId,
      );
    }
  }
  // One id per change: a change that becomes two messages (a notification and the unread count)
  // sends both under its id, in one write. A message twice is the same id and event again.
  const repeatedMessages = outcome.listeners.map((listener) => {
    const seen = countBy(listener.messages, (m) => (m.id === null ? null : `${m.id} ${m.event}`));
    return [...seen.values()].filter((count) => count > 1).length;
  });
  check(
    'no SSE message (id + event) seen twice by a listener',
    '0',
    outcome.listeners.map((l, i) => `${l.name}: ${repeatedMessages[i]}`).join(', '),
    repeatedMessages.every((count) => count === 0),
  );
  const sharedIds = outcome.listeners.map((listener) => {
    const names = new Map<string, Set<string>>();
    for (const m of listener.messages) {
      if (m.id === null) continue;
      names.set(m.id, (names.get(m.id) ?? new Set()).add(m.event));
    }
    return [...names.values()].filter((events) => events.size > 1).length;
  });
  if (sharedIds.some((count) => count > 0)) {
    notes.push(
      `ids carrying more than one message (by design: notification + unread-count): ` +
        outcome.listeners.map((l, i) => `${l.name} ${sharedIds[i]}`).join(', '),
    );
  }

  // The stopping instance ends its streams (a clean end of the chunked answer, after a `retry:`
  // hint); a reset instead is a connection error the SIGTERM caused.
  const termFrom = faults.terminateAt;
  const termTo =
    faults.terminatedExitAt === null
      ? null
      : faults.terminatedExitAt + timeline.terminateWindowAfterExitMs;
  const endedBySigterm = outcome.listeners.flatMap((listener) =>
    listener.connections
      .filter(
        (c) =>
          termFrom !== null &&
          termTo !== null &&
          c.closedAt !== null &&
          c.ending !== 'stopped' &&
          c.closedAt >= termFrom &&
          c.closedAt <= termTo,
      )
      .map((c) => ({ listener, connection: c })),
  );
  const cleanEnds = endedBySigterm.filter(
    ({ connection }) =>
      connection.ending === 'end' &&
      connection.retryHints.some((hint) => termFrom !== null && hint.at >= termFrom),
  );
  check(
    'SIGTERM: event streams end cleanly with a retry hint',
    `${endedBySigterm.length} of ${endedBySigterm.length}`,
    `${cleanEnds.length} of ${endedBySigterm.length}` +
      (endedBySigterm.length > cleanEnds.length
        ? ` (${endedBySigterm
            .filter((e) => !cleanEnds.includes(e))
            .map((e) => `${e.listener.name}: ${e.connection.ending}`)
            .join(', ')})`
        : ''),
    cleanEnds.length === endedBySigterm.length,
  );
  const rel = (at: number | null) =>
    at === null ? '—' : `${((at - outcome.loadStartedAt) / 1000).toFixed(1)} s`;
  for (const listener of outcome.listeners) {
    const closed = listener.connections.filter((c) => c.ending !== 'stopped');
    const hints = [
      ...new Set(listener.connections.flatMap((c) => c.retryHints.map((h) => h.value))),
    ];
    notes.push(
      `${listener.name}: ${listener.messages.length} messages on ${listener.connections.length} ` +
        `connections; closed: ${closed.map((c) => `${c.ending ?? 'open'} at ${rel(c.closedAt)}`).join(', ') || 'none'}; ` +
        `retry hints: ${hints.join(', ') || 'none'}; ids out of order: ${outOfOrder(listener)}`,
    );
  }

  // --- Files, process exits, the pool ---------------------------------------------------------
  for (const upload of outcome.uploads) {
    check(
      `file in via ${upload.uploadedVia}, out via ${upload.downloadedVia}`,
      'byte-identical',
      upload.detail,
      upload.identical,
    );
  }
  if (outcome.uploads.length < 2)
    check('both uploads ran', '2', String(outcome.uploads.length), false);
  check(
    'SIGTERMed instance exit code',
    '0',
    faults.terminateExitCode === null
      ? `no exit code (${faults.terminateExitSignal ?? 'did not exit in time'})`
      : String(faults.terminateExitCode),
    faults.terminateExitCode === 0,
  );
  const states = [...input.finalServerStates].map(([name, state]) => `${name} ${state}`);
  check(
    'every instance back in the pool',
    'app1 UP, app2 UP, app3 UP',
    states.join(', '),
    input.finalServerStates.size === 3 &&
      [...input.finalServerStates.values()].every((state) => state === 'UP'),
  );
  check(
    'readiness probe for the balancer',
    `200 on ${input.readinessPath}`,
    input.readinessFallback ?? '200',
    input.readinessFallback === null,
  );
  if (faults.problems.length) {
    check('fault script ran', 'no problems', faults.problems.join('; '), false);
  }
  return { checks, notes };
}

interface StoredEvent {
  /** The SSE id it is sent under; null while the relay has not numbered it. */
  id: number | null;
  name: string;
  userId: string | null;
  type: string | null;
  taskId: string | null;
}

/**
 * What the server stored to send, to tell an event never stored from one stored but not
 * delivered: the change record (`changes`, numbered by `position`), or the older `live_events`.
 * These tables are the server's own business and may change: when neither reads, no evidence.
 */
async function storedLiveUpdates(
  db: ClusterDatabase,
  notes: string[],
): Promise<StoredEvent[] | null> {
  type Row = {
    id: string | null;
    name: string;
    user_id: string | null;
    type: string | null;
    task_id: string | null;
  };
  const sources = [
    `select position::text as id,
            case when type like 'notification.%' then 'notification' else 'change' end as name,
            data->>'userId' as user_id,
            case when type = 'notification.created' then data->'notification'->>'type' else type end as type,
            coalesce(task_id::text, data->'notification'->>'taskId') as task_id
       from changes order by id`,
    `select id::text as id, name, user_id,
            coalesce(data->>'type', '') as type, data->>'taskId' as task_id
       from live_events order by id`,
  ];
  const errors: string[] = [];
  for (const sql of sources) {
    try {
      const rows = await db.query<Row>(sql);
      return rows.map((row) => ({
        id: row.id === null ? null : Number(row.id),
        name: row.name,
        userId: row.user_id,
        type: row.type,
        taskId: row.task_id,
      }));
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  notes.push(`no stored events readable (${errors.join('; ')}): no delivery evidence`);
  return null;
}

/**
 * Why events went missing: never stored in live_events, stored with an id inside the range a
 * single connection delivered (skipped while the stream was open: an id that arrived after a
 * higher one), or stored with an id between two connections (lost across a reconnect).
 */
function explainMissing(
  notes: string[],
  listener: SseListener,
  what: string,
  missingTaskIds: string[],
  stored: StoredEvent[] | null,
  matches: (row: StoredEvent) => boolean,
) {
  if (missingTaskIds.length === 0 || stored === null) return;
  const ranges = listener.connections.map((connection) => {
    const ids = listener.messages
      .filter((m) => m.connection === connection.index)
      .map((m) => Number(m.id))
      .filter(Number.isFinite);
    return { min: Math.min(...ids), max: Math.max(...ids) };
  });
  let neverStored = 0;
  let notNumbered = 0;
  let skippedWhileOpen = 0;
  let acrossReconnect = 0;
  const examples: string[] = [];
  for (const taskId of missingTaskIds) {
    const row = stored.find((event) => event.taskId === taskId && matches(event));
    if (!row) {
      neverStored += 1;
      continue;
    }
    const id = row.id;
    if (id === null) {
      notNumbered += 1;
      continue;
    }
    if (ranges.some((range) => range.min < id && id < range.max)) skippedWhileOpen += 1;
    else acrossReconnect += 1;
    if (examples.length < 3) examples.push(`id ${row.id} (task ${taskId.slice(0, 8)})`);
  }
  notes.push(
    `${listener.name}: ${missingTaskIds.length} ${what} events missing: ${neverStored} never ` +
      `stored, ${notNumbered} stored but never numbered (no SSE id yet), ` +
      `${skippedWhileOpen} stored with an id inside what one open ` +
      `connection delivered, ${acrossReconnect} stored between connections` +
      (examples.length ? ` (e.g. ${examples.join(', ')})` : ''),
  );
}

/** How many messages arrived with an id lower than one received before them. */
function outOfOrder(listener: SseListener): number {
  let highest = -1;
  let count = 0;
  for (const message of listener.messages) {
    const id = Number(message.id);
    if (!Number.isFinite(id)) continue;
    if (id < highest) count += 1;
    highest = Math.max(highest, id);
  }
  return count;
}

/** The failures: every request that did not answer 2xx (the setup's included). */
export function failedRequests(records: RequestRecord[]): RequestRecord[] {
  return records.filter((record) => record.status === null || record.status >= 300);
}
