/**
 * What the cluster test does through the proxy: people sign in, a workspace fills up, tasks are
 * written and assigned by several clients at once, 200 pledges land on one venture, a file goes
 * in through one instance and out through another, and listeners follow their event streams,
 * while one instance is SIGKILLed and restarted and another is SIGTERMed and restarted.
 */
import crypto from 'node:crypto';
import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import { ApiClient, type ApiResult, type Door, type Recorder } from './client';
import {
  centsToDollars,
  Ledger,
  taskPriorities,
  taskStatuses,
  type TaskState,
  type TrackedTask,
} from './ledger';
import { sleep, waitForServerStates, type ServerInstance } from './processes';
import { SseListener } from './sse-listener';

/** When things happen, in milliseconds from the start of the load. */
export const timeline = {
  /** The first upload (through one instance, downloaded through another). */
  firstUploadAtMs: 5_000,
  killAtMs: 10_000,
  /** The killed instance is started again this long after the kill. */
  restartAfterKillMs: 3_000,
  /** SIGTERM no earlier than this, and not before the killed instance is back in the pool. */
  terminateAtMs: 18_000,
  /** The pledges start this long before the SIGTERM, so that some are in flight on it. */
  pledgesBeforeTerminateMs: 300,
  /** The load runs at least this long... */
  minLoadMs: 32_000,
  /** ...and until the terminated instance has been back this long... */
  afterLastRestartMs: 4_000,
  /** ...but never longer than this. */
  maxLoadMs: 75_000,
  /** Requests that were in flight this long after the kill count as the kill's. */
  killWindowMs: 2_500,
  /** Requests in flight until this long after the terminated instance exited count as its. */
  terminateWindowAfterExitMs: 1_500,
} as const;

export const PLEDGE_COUNT = 200;
const WRITER_WORKERS = 2;
const WRITER_PAUSE_MS = 25;
const READER_PAUSE_MS = 150;
const UPLOAD_BYTES = 2_500_000;
/** Above what 200 pledges of at most $500 can reach, so that the venture stays live. */
const VENTURE_GOAL_DOLLARS = 1_000_000;

export interface Cluster {
  proxy: Door;
  instances: { app1: ServerInstance; app2: ServerInstance; app3: ServerInstance };
  /** HAProxy's statistics page and the backend's name there. */
  statsUrl: string;
  backend: string;
  outboxFile: string;
  recorder: Recorder;
}

interface People {
  owner: ApiClient;
  managers: ApiClient[];
  /** Contractors whose tasks are assigned to them; they listen to their event streams. */
  assignees: ApiClient[];
  backers: ApiClient[];
}

export interface World {
  people: People;
  workspaceId: string;
  projectId: string;
  ventureId: string;
  /** The task the uploads are attached to. */
  fileTaskId: string;
  /** The task each instance answered when all three were asked to create it with one key. */
  fileTaskAnswers: string[];
}

export const FILE_TASK_TITLE = 'Site photos';

/** A small deterministic random source, so that a failing run can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function door(instance: ServerInstance): Door {
  return { name: instance.name, url: instance.url };
}

/** Everyone signs in (at once), the owner builds the workspace, the invitees join. */
export async function setUp(cluster: Cluster): Promise<World> {
  const person = (name: string) => new ApiClient(name, cluster.proxy, cluster.recorder);
  const people: People = {
    owner: person('owner'),
    managers: [person('manager1'), person('manager2')],
    assignees: [person('assignee1'), person('assignee2')],
    backers: Array.from({ length: 6 }, (_, index) => person(`backer${index + 1}`)),
  };
  const everyone = [people.owner, ...people.managers, ...people.assignees, ...people.backers];
  await Promise.all(
    everyone.map((client, index) =>
      client.signIn(
        `+1415555${String(2001 + index).padStart(4, '0')}`,
        cluster.outboxFile,
        client.name,
      ),
    ),
  );

  const { owner } = people;
  const workspace = await owner.must<{ id: string }>('POST', '/api/workspaces', {
    label: 'workspace.create',
    body: { name: 'Cluster Works', description: 'Three instances behind HAProxy' },
  });
  const workspaceId = workspace.id;
  const invitees = [
    ...people.managers.map((client) => ({ client, role: 'project_manager' })),
    ...people.assignees.map((client) => ({ client, role: 'contractor' })),
  ];
  for (const { client, role } of invitees) {
    await owner.must('POST', `/api/workspaces/${workspaceId}/invites`, {
      label: 'workspace.invite',
      body: { phoneNumber: client.user?.phoneNumber, role },
    });
  }
  await Promise.all(
    invitees.map(async ({ client }) => {
      const { invitations } = await client.must<{ invitations: { workspaceId: string }[] }>(
        'GET',
        '/api/workspaces/invitations',
        { label: 'workspace.invitations' },
      );
      if (!invitations.some((invitation) => invitation.workspaceId === workspaceId)) {
        throw new Error(`${client.name} sees no invitation to the workspace`);
      }
      await client.must('POST', `/api/workspaces/${workspaceId}/join`, {
        label: 'workspace.join',
      });
    }),
  );

  const project = await owner.must<{ id: string }>(
    'POST',
    `/api/projects?workspaceId=${workspaceId}`,
    { label: 'project.create', body: { name: 'Riverside refit' } },
  );
  // One creation sent to every instance at once under one Idempotency-Key: however the three
  // race, they make one task and give the same answer (checked in verify.ts).
  const idempotencyKey = crypto.randomUUID();
  const fileTaskAnswers = await Promise.all(
    Object.values(cluster.instances).map((instance) =>
      owner.must<{ id: string }>('POST', `/api/tasks?workspaceId=${workspaceId}`, {
        label: 'task.create.setup',
        body: { title: FILE_TASK_TITLE, projectId: project.id },
        headers: { 'idempotency-key': idempotencyKey },
        via: instance,
      }),
    ),
  );
  const [fileTask] = fileTaskAnswers as [{ id: string }];
  const venture = await owner.must<{ id: string }>('POST', '/api/ventures', {
    label: 'venture.create',
    body: {
      workspaceId,
      name: 'Mill Street Bakery',
      type: 'hospitality',
      description: 'A neighbourhood bakery in the old mill',
      pitchContent:
        'We turn the old mill into a bakery with a café and a co-working floor, open from six every morning. '.padEnd(
          140,
          '.',
        ),
      targetGoal: VENTURE_GOAL_DOLLARS,
      endDate: null,
    },
  });
  await owner.must('POST', `/api/ventures/${venture.id}/publish`, { label: 'venture.publish' });
  return {
    people,
    workspaceId,
    projectId: project.id,
    ventureId: venture.id,
    fileTaskId: fileTask.id,
    fileTaskAnswers: fileTaskAnswers.map((answer) => answer.id),
  };
}

export interface FaultTimes {
  killAt: number | null;
  killedRestartedAt: number | null;
  killedBackAt: number | null;
  terminateAt: number | null;
  terminatedExitAt: number | null;
  /** The SIGTERMed instance's exit code (null: it did not exit in time, or died of a signal). */
  terminateExitCode: number | null;
  terminateExitSignal: string | null;
  terminatedBackAt: number | null;
  /** Anything that went wrong in the fault script itself. */
  problems: string[];
}

interface UploadCheck {
  label: string;
  uploadedVia: string;
  downloadedVia: string;
  bytes: number;
  identical: boolean;
  detail: string;
}

export interface LoadOutcome {
  ledger: Ledger;
  faults: FaultTimes;
  uploads: UploadCheck[];
  listeners: SseListener[];
  /** Which user each listener listens as. */
  listenerUsers: Map<SseListener, string>;
  loadStartedAt: number;
  loadEndedAt: number;
  pledgesStartedAt: number | null;
  pledgesEndedAt: number | null;
}

/** Uploads random text through one instance and fetches it back through another's signed URL. */
async function uploadAndDownload(
  label: string,
  client: ApiClient,
  world: World,
  uploadVia: Door,
  downloadVia: Door,
): Promise<UploadCheck> {
  const line = (index: number) =>
    `${index.toString().padStart(6, '0')} ${crypto.randomBytes(54).toString('base64')}\n`;
  const lines: string[] = [];
  for (let size = 0, index = 0; size < UPLOAD_BYTES; index += 1) {
    const next = line(index);
    lines.push(next);
    size += next.length;
  }
  const bytes = Buffer.from(lines.join(''));
  const check = (identical: boolean, detail: string): UploadCheck => ({
    label,
    uploadedVia: uploadVia.name,
    downloadedVia: downloadVia.name,
    bytes: bytes.length,
    identical,
    detail,
  });
  const fileId = crypto.randomUUID();
  const upload = await client.call<{ id: string }>('PUT', `/api/files/upload/direct/${fileId}`, {
    label: 'file.upload',
    via: uploadVia,
    raw: bytes,
    headers: {
      'content-type': 'text/plain',
      'x-filename': encodeFilenameHeader(`${label}.txt`),
      'x-task-id': world.fileTaskId,
      'x-workspace-id': world.workspaceId,
    },
    timeoutMs: 60_000,
  });
  if (!upload.ok) return check(false, `upload answered ${upload.error}`);
  const link = await client.call<{ downloadUrl: string }>(
    'GET',
    `/api/files/${upload.body.id}/download?workspaceId=${world.workspaceId}`,
    { label: 'file.download-link', via: downloadVia },
  );
  if (!link.ok) return check(false, `download link answered ${link.error}`);
  const url = new URL(link.body.downloadUrl, downloadVia.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return check(false, `the signed URL leaves loopback: ${url.origin}`);
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const downloaded = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return check(false, `signed URL answered ${response.status}`);
  const identical = downloaded.equals(bytes);
  const digest = (buffer: Buffer) => crypto.createHash('sha256').update(buffer).digest('hex');
  return check(
    identical,
    identical
      ? `sha256 ${digest(bytes).slice(0, 12)}…, ${bytes.length} bytes`
      : `${downloaded.length} bytes back, sha256 ${digest(downloaded).slice(0, 12)}… vs ${digest(bytes).slice(0, 12)}…`,
  );
}

/** One writer's worker: creates tasks (most assigned) and rewrites its own, one write at a time. */
async function writeTasks(
  client: ApiClient,
  worker: number,
  world: World,
  ledger: Ledger,
  random: () => number,
  isDone: () => boolean,
): Promise<void> {
  const assigneeIds = world.people.assignees.map((assignee) => assignee.user?.id ?? '');
  const mine: TrackedTask[] = [];
  /** Each task's assignee once chosen; never changed again, so each task is assigned once. */
  const intended = new Map<string, string | null>();
  let sequence = 0;
  while (!isDone()) {
    if (mine.length < 3 || random() < 0.35) {
      sequence += 1;
      const title = `${client.name}-w${worker}-t${sequence}`;
      // Two of three tasks are born assigned; the rest may be assigned by a later update.
      const assignedTo = sequence % 3 === 0 ? null : (assigneeIds[sequence % 2] ?? null);
      const state: TaskState = {
        title,
        status: 'to_do',
        priority: 'medium',
        amountCents: null,
        assignedTo,
      };
      const result = await client.call<{ id: string }>(
        'POST',
        `/api/tasks?workspaceId=${world.workspaceId}`,
        {
          label: 'task.create',
          body: { title, projectId: world.projectId, priority: 'medium', assignedTo },
        },
      );
      if (result.ok) {
        ledger.ackCreate(result.body.id, client.name, state);
        const task = ledger.tasks.get(result.body.id);
        if (task) mine.push(task);
        intended.set(result.body.id, assignedTo);
      } else {
        ledger.unknownCreates.push({ title, assignedTo, record: result.record });
      }
    } else {
      const task = mine[Math.floor(random() * mine.length)] as TrackedTask;
      let assignee = intended.get(task.id) ?? null;
      if (assignee === null && random() < 0.5) {
        assignee = assigneeIds[Math.floor(random() * assigneeIds.length)] ?? null;
        intended.set(task.id, assignee);
      }
      const round = task.attemptedUpdates + 1;
      const amountCents = round % 4 === 0 ? null : 100 + Math.floor(random() * 99_900);
      const state: TaskState = {
        title: `${task.acked.title.replace(/ r\d+$/, '')} r${round}`,
        status: taskStatuses[round % taskStatuses.length] ?? 'to_do',
        priority: taskPriorities[(round + 1) % taskPriorities.length] ?? 'medium',
        amountCents,
        assignedTo: assignee,
      };
      const result = await client.call(
        'PUT',
        `/api/tasks/${task.id}?workspaceId=${world.workspaceId}`,
        {
          label: 'task.update',
          body: {
            title: state.title,
            status: state.status,
            priority: state.priority,
            amount: amountCents === null ? null : centsToDollars(amountCents),
            assignedTo: state.assignedTo,
          },
        },
      );
      ledger.update(task, state, result.ok);
    }
    await sleep(WRITER_PAUSE_MS);
  }
}

/** An assignee with the app open: lists, counts, the venture page. Only reads. */
async function readAlong(client: ApiClient, world: World, isDone: () => boolean): Promise<void> {
  const paths = [
    `/api/tasks?workspaceId=${world.workspaceId}&assignedTo=${client.user?.id}`,
    '/api/notifications/unread-count',
    `/api/ventures/${world.ventureId}`,
    `/api/projects?workspaceId=${world.workspaceId}`,
  ];
  for (let round = 0; !isDone(); round += 1) {
    const path = paths[round % paths.length] as string;
    await client.call('GET', path, { label: `read ${path.split('?')[0]}` });
    await sleep(READER_PAUSE_MS);
  }
}

/** The pledge amount of pledge `index`: $1.00 to $499.99, cents included. */
function pledgeCents(index: number): number {
  return 100 + ((index * 7919 + 13) % 49_900);
}

/** 200 pledges at once, from the backers in turn (none of them the venture's creator). */
async function pledgeAtOnce(world: World, ledger: Ledger): Promise<void> {
  const { backers } = world.people;
  await Promise.all(
    Array.from({ length: PLEDGE_COUNT }, async (_, index) => {
      const backer = backers[index % backers.length] as ApiClient;
      const amountCents = pledgeCents(index);
      const result: ApiResult<{ pledge: { id: string; amount: number } }> = await backer.call(
        'POST',
        `/api/ventures/${world.ventureId}/pledge`,
        { label: 'pledge', body: { amount: centsToDollars(amountCents) } },
      );
      if (result.ok) ledger.ackedPledges.push({ id: result.body.pledge.id, amountCents });
      else ledger.unknownPledges.push({ amountCents, record: result.record });
    }),
  );
}

/** Waits until `at` milliseconds of the recorder's clock. */
async function until(recorder: Recorder, at: number): Promise<void> {
  const wait = at - recorder.now();
  if (wait > 0) await sleep(wait);
}

/**
 * The load and the faults together. Listeners are connected before the load starts; the load
 * stops once the faults are over and the minimum time has passed.
 */
export async function runLoad(cluster: Cluster, world: World, seed: number): Promise<LoadOutcome> {
  const { recorder } = cluster;
  const ledger = new Ledger();
  const random = seededRandom(seed);
  const { app1, app2, app3 } = cluster.instances;
  const { people } = world;

  // Each assignee has the app open twice: one page through the proxy from the start, and one that
  // happened to open on an instance about to fail (app2 is SIGTERMed, app3 SIGKILLed), so that
  // both faults cut a stream for sure. Every reconnect goes through the proxy. The owner watches
  // the whole workspace.
  const listenerUsers = new Map<SseListener, string>();
  const listen = (client: ApiClient, name: string, firstVia?: ServerInstance) => {
    const listener = new SseListener(name, cluster.proxy, client.token, recorder, {
      firstVia: firstVia && door(firstVia),
    });
    listenerUsers.set(listener, client.user?.id ?? '');
    return listener;
  };
  const [assignee1, assignee2] = people.assignees as [ApiClient, ApiClient];
  const listeners = [
    listen(assignee1, 'assignee1'),
    listen(assignee2, 'assignee2'),
    listen(people.owner, 'owner (observer)'),
    listen(assignee1, 'assignee1 (tab on app2)', app2),
    listen(assignee2, 'assignee2 (tab on app3)', app3),
  ];
  try {
    await Promise.all(
      listeners.map((listener) =>
        Promise.race([
          listener.start(),
          sleep(15_000).then(() => {
            throw new Error(`${listener.name} could not open its event stream`);
          }),
        ]),
      ),
    );
  } catch (error) {
    await Promise.all(listeners.map((listener) => listener.stop()));
    throw error;
  }

  const loadStartedAt = recorder.now();
  const at = (offset: number) => loadStartedAt + offset;
  let stopAt = at(timeline.maxLoadMs);
  const isDone = () => recorder.now() >= stopAt;

  const uploads: UploadCheck[] = [];
  let pledges: Promise<void> | null = null;
  let pledgesStartedAt: number | null = null;
  let pledgesEndedAt: number | null = null;
  const faults: FaultTimes = {
    killAt: null,
    killedRestartedAt: null,
    killedBackAt: null,
    terminateAt: null,
    terminatedExitAt: null,
    terminateExitCode: null,
    terminateExitSignal: null,
    terminatedBackAt: null,
    problems: [],
  };

  async function runFaults() {
    await until(recorder, at(timeline.firstUploadAtMs));
    uploads.push(await uploadAndDownload('upload-1', people.owner, world, door(app1), door(app2)));

    await until(recorder, at(timeline.killAtMs));
    faults.killAt = recorder.now();
    app3.signal('SIGKILL');
    await app3.waitForExit(5_000);
    await until(recorder, faults.killAt + timeline.restartAfterKillMs);
    faults.killedRestartedAt = recorder.now();
    await app3.start();
    await waitForServerStates(cluster.statsUrl, cluster.backend, { app3: 'UP' }, 20_000);
    faults.killedBackAt = recorder.now();

    const terminateAt = Math.max(at(timeline.terminateAtMs), faults.killedBackAt + 1_000);
    await until(recorder, terminateAt - timeline.pledgesBeforeTerminateMs);
    pledgesStartedAt = recorder.now();
    pledges = pledgeAtOnce(world, ledger).finally(() => {
      pledgesEndedAt = recorder.now();
    });
    await until(recorder, terminateAt);
    faults.terminateAt = recorder.now();
    app2.signal('SIGTERM');
    const exit = await app2.waitForExit(30_000);
    faults.terminatedExitAt = recorder.now();
    if (exit === null) {
      faults.problems.push('app2 did not exit within 30 s of SIGTERM; killed');
      await app2.stop();
    } else {
      faults.terminateExitCode = exit.code;
      faults.terminateExitSignal = exit.signal;
    }
    await app2.start();
    await waitForServerStates(cluster.statsUrl, cluster.backend, { app2: 'UP' }, 20_000);
    faults.terminatedBackAt = recorder.now();

    // Both restarted instances: in through the one, out through the other.
    uploads.push(await uploadAndDownload('upload-2', people.owner, world, door(app2), door(app3)));
    stopAt = Math.min(
      stopAt,
      Math.max(at(timeline.minLoadMs), faults.terminatedBackAt + timeline.afterLastRestartMs),
    );
  }

  const faultRun = runFaults().catch((error: unknown) => {
    faults.problems.push(`fault script failed: ${(error as Error).message}`);
    stopAt = Math.min(stopAt, recorder.now());
  });
  const writers = [people.owner, ...people.managers].flatMap((client) =>
    Array.from({ length: WRITER_WORKERS }, (_, worker) =>
      writeTasks(client, worker + 1, world, ledger, seededRandom(random() * 2 ** 32), isDone),
    ),
  );
  const readers = people.assignees.map((client) => readAlong(client, world, isDone));
  await Promise.all([faultRun, ...writers, ...readers]);
  await pledges;
  const loadEndedAt = recorder.now();
  return {
    ledger,
    faults,
    uploads,
    listeners,
    listenerUsers,
    loadStartedAt,
    loadEndedAt,
    pledgesStartedAt,
    pledgesEndedAt,
  };
}

/** Waits until no listener has received anything for `quietMs` (at most `maxMs`). */
export async function waitForQuiet(
  recorder: Recorder,
  listeners: SseListener[],
  quietMs: number,
  maxMs: number,
): Promise<number> {
  const started = recorder.now();
  for (;;) {
    const last = Math.max(started, ...listeners.map((listener) => listener.lastMessageAt()));
    const now = recorder.now();
    if (now - last >= quietMs || now - started >= maxMs) return now - started;
    await sleep(200);
  }
}
