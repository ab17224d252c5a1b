import crypto from 'node:crypto';
import fc from 'fast-check';
import { and, asc, gt, inArray, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons, deniedReason } from '@groundwork/shared/permissions/can';
import {
  memberRoles,
  memberStatuses,
  type MemberRole,
  type MemberStatus,
} from '@groundwork/shared/permissions/roles';
import {
  canViewNotification,
  canViewProject,
  canViewVenture,
  viewerOf,
  type ProjectAccess,
  type Viewer,
} from '@groundwork/shared/permissions/visibility';
import { projectStatuses, type ProjectStatus } from '@groundwork/shared/projects/constants';
import { taskStatuses, type TaskStatus } from '@groundwork/shared/tasks/constants';
import { ventureStatuses, type VentureStatus } from '@groundwork/shared/ventures/constants';
import {
  changeTable,
  checklistItemTable,
  checklistTable,
  commentTable,
  labelTable,
  notificationTable,
  pledgeTable,
  projectAssignmentTable,
  projectTable,
  taskFileTable,
  taskLabelTable,
  taskTable,
  userTable,
  ventureFileTable,
  ventureTable,
  workspaceMemberTable,
  workspaceTable,
} from '../src/db/schema';
import type { Change } from '../src/platform/changes/change';
import { recordChanges } from '../src/platform/changes/change-record';
import { listChangeRecipients } from '../src/platform/live-updates/live-recipients';
import { listCommentRecipients } from '../src/modules/notifications/notification-recipients.repository';
import {
  listOverdueTasks,
  listTasksDueSoon,
} from '../src/modules/notifications/due-tasks.repository';
import { canSeeProjectSql, isActiveMemberSql } from '../src/platform/visibility';
import { createDataDir } from './file-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { validPitch } from './venture-factory';

/**
 * One visibility rule (docs/decisions.md): on random workspaces with members of every role and
 * status, projects made by different people, assignments, archived projects, tasks, comments,
 * checklists, labels, files, ventures in every state and notifications, every list and detail route
 * answers exactly what the shared rule (`@groundwork/shared/permissions/visibility`) allows, for
 * every caller, non-members, pending and revoked members included; search finds nothing those
 * lists would not show. The SQL predicate for statements that decide
 * for many people at once (`canSeeProjectSql`) and the notification recipients are checked too.
 */

const NUM_RUNS = 20;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** User 0 owns workspace 0, user 1 workspace 1; the last user is never a member of either. */
const USER_COUNT = 7;
const OUTSIDER = USER_COUNT - 1;
const WORKSPACE_COUNT = 2;

const userArb = fc.nat({ max: USER_COUNT - 1 });
const workspaceArb = fc.nat({ max: WORKSPACE_COUNT - 1 });
const memberArb = fc.option(
  fc.record({
    role: fc.constantFrom(...memberRoles),
    status: fc.constantFrom(...memberStatuses),
  }),
  { nil: null, freq: 4 },
);
const dueArb = fc.constantFrom('none', 'overdue', 'soon', 'later');

const taskArb = fc.record({
  createdBy: userArb,
  assignedTo: fc.option(userArb, { nil: null }),
  status: fc.constantFrom(...taskStatuses),
  due: dueArb,
  commenters: fc.uniqueArray(userArb, { maxLength: 2 }),
  files: fc.nat({ max: 2 }),
  /** Whether it carries its workspace's label. */
  labelled: fc.boolean(),
});

const worldArb = fc.record({
  members: fc.array(fc.array(memberArb, { minLength: USER_COUNT, maxLength: USER_COUNT }), {
    minLength: WORKSPACE_COUNT,
    maxLength: WORKSPACE_COUNT,
  }),
  projects: fc.array(
    fc.record({
      workspace: workspaceArb,
      createdBy: userArb,
      status: fc.constantFrom(...projectStatuses),
      assigned: fc.uniqueArray(userArb, { maxLength: 3 }),
      tasks: fc.array(taskArb, { maxLength: 3 }),
    }),
    { maxLength: 6 },
  ),
  ventures: fc.array(
    fc.record({
      workspace: workspaceArb,
      createdBy: userArb,
      status: fc.constantFrom(...ventureStatuses),
    }),
    { maxLength: 6 },
  ),
  notifications: fc.array(
    fc.record({
      user: userArb,
      workspace: fc.option(workspaceArb, { nil: null }),
      read: fc.boolean(),
    }),
    { maxLength: 8 },
  ),
});

type WorldCase = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

interface Membership {
  role: MemberRole;
  status: MemberStatus;
}

interface BuiltProject extends ProjectAccess {
  id: string;
  workspaceId: string;
  status: ProjectStatus;
}

interface BuiltTask {
  id: string;
  project: BuiltProject;
  status: TaskStatus;
  assignedTo: string | null;
  createdBy: string;
  dueDate: Date | null;
  commenters: string[];
  labelled: boolean;
}

interface World {
  workspaces: { id: string; ownerId: string; members: Map<string, Membership> }[];
  projects: BuiltProject[];
  tasks: BuiltTask[];
  /** One checklist of one item per task. */
  checklists: { id: string; itemId: string; task: BuiltTask }[];
  /** One label per workspace, in the workspaces' order; the labelled tasks carry theirs. */
  labels: { id: string; workspaceId: string }[];
  files: { id: string; task: BuiltTask }[];
  ventures: { id: string; workspaceId: string; createdBy: string; status: VentureStatus }[];
  /** One stored file per venture. */
  ventureFiles: { id: string; ventureId: string }[];
  /** One pledge per venture that is not a draft, by someone other than its creator. */
  pledges: { id: string; ventureId: string; userId: string }[];
  notifications: { id: string; userId: string; workspaceId: string | null; read: boolean }[];
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

/** The status a detail route answers for the shared rule's verdict: hidden ids are not found. */
function statusFor(reason: string | null): number {
  if (reason === null) return 200;
  return reason === accessDenialReasons.notMember ? 404 : 403;
}

/** The same for a venture: one that may not be seen is not found. */
function statusForVenture(reason: string | null): number {
  if (reason === null) return 200;
  return reason === accessDenialReasons.ventureHidden ? 404 : 403;
}

/** Venture actions are judged on the venture alone, whatever the workspace role. */
const venturer = (userId: string) => ({ userId, role: null, isOwner: false });

describe('one visibility rule', () => {
  let ctx: TestContext;
  let users: TestUser[];

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    users = [];
    for (let index = 0; index < USER_COUNT; index += 1) users.push(await createUser(ctx));
  });
  afterAll(() => ctx.close());

  const userId = (index: number) => (users[index] as TestUser).id;

  /** Removes the previous world: its workspaces take everything of theirs along. */
  async function reset() {
    const db = ctx.database.db;
    await db.delete(notificationTable);
    await db.delete(ventureTable);
    await db.delete(workspaceTable);
  }

  /** Writes the world's rows straight into the database, a statement per table. */
  async function build(world: WorldCase): Promise<World> {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    const workspaces = world.members.map((rows, index) => {
      const ownerId = userId(index);
      const members = new Map<string, Membership>();
      rows.forEach((row, user) => {
        if (row && user !== OUTSIDER) members.set(userId(user), row);
      });
      members.set(ownerId, { role: 'admin', status: 'active' });
      return { id: crypto.randomUUID(), ownerId, members };
    });
    await db.insert(workspaceTable).values(
      workspaces.map((workspace, index) => ({
        id: workspace.id,
        name: `Workspace ${index}`,
        ownerId: workspace.ownerId,
      })),
    );
    await db.insert(workspaceMemberTable).values(
      workspaces.flatMap((workspace) =>
        [...workspace.members].map(([memberId, { role, status }]) => ({
          workspaceId: workspace.id,
          userId: memberId,
          role,
          status,
          invitedAt: now,
          joinedAt: status === 'active' ? now : null,
          updatedAt: now,
        })),
      ),
    );

    const projects: BuiltProject[] = world.projects.map((project) => ({
      id: crypto.randomUUID(),
      workspaceId: (workspaces[project.workspace] as World['workspaces'][number]).id,
      status: project.status,
      createdBy: userId(project.createdBy),
      assignments: project.assigned.map((user) => ({ userId: userId(user) })),
    }));
    const dueDates = {
      none: null,
      overdue: new Date(now.getTime() - DAY_MS),
      soon: new Date(now.getTime() + 2 * HOUR_MS),
      later: new Date(now.getTime() + 3 * DAY_MS),
    };
    const tasks: BuiltTask[] = [];
    const files: World['files'] = [];
    world.projects.forEach((project, projectIndex) => {
      for (const task of project.tasks) {
        const built: BuiltTask = {
          id: crypto.randomUUID(),
          project: projects[projectIndex] as BuiltProject,
          status: task.status,
          assignedTo: task.assignedTo === null ? null : userId(task.assignedTo),
          createdBy: userId(task.createdBy),
          dueDate: dueDates[task.due],
          commenters: task.commenters.map(userId),
          labelled: task.labelled,
        };
        tasks.push(built);
        for (let file = 0; file < task.files; file += 1) {
          files.push({ id: crypto.randomUUID(), task: built });
        }
      }
    });
    if (projects.length > 0) {
      await db.insert(projectTable).values(
        projects.map((project, index) => ({
          id: project.id,
          workspaceId: project.workspaceId,
          name: `Project ${index}`,
          status: project.status,
          createdBy: project.createdBy,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const assignments = projects.flatMap((project) =>
      project.assignments.map((assignment) => ({
        projectId: project.id,
        userId: assignment.userId,
        role: 'contractor' as const,
        assignedAt: now,
      })),
    );
    if (assignments.length > 0) await db.insert(projectAssignmentTable).values(assignments);
    if (tasks.length > 0) {
      await db.insert(taskTable).values(
        tasks.map((task, index) => ({
          id: task.id,
          projectId: task.project.id,
          workspaceId: task.project.workspaceId,
          title: `Task ${index}`,
          status: task.status,
          priority: 'medium' as const,
          dueDate: task.dueDate,
          assignedTo: task.assignedTo,
          createdBy: task.createdBy,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const labels = workspaces.map((workspace) => ({
      id: crypto.randomUUID(),
      workspaceId: workspace.id,
    }));
    await db
      .insert(labelTable)
      .values(labels.map((label) => ({ ...label, name: 'Urgent', color: 'red' as const })));
    const labelled = tasks.filter((task) => task.labelled);
    if (labelled.length > 0) {
      await db.insert(taskLabelTable).values(
        labelled.map((task) => ({
          taskId: task.id,
          workspaceId: task.project.workspaceId,
          labelId: labels.find((label) => label.workspaceId === task.project.workspaceId)
            ?.id as string,
        })),
      );
    }
    const checklists = tasks.map((task) => ({
      id: crypto.randomUUID(),
      itemId: crypto.randomUUID(),
      task,
    }));
    if (checklists.length > 0) {
      await db.insert(checklistTable).values(
        checklists.map((checklist) => ({
          id: checklist.id,
          taskId: checklist.task.id,
          title: 'Hand-over',
          position: 0,
          createdBy: checklist.task.createdBy,
          createdAt: now,
        })),
      );
      await db.insert(checklistItemTable).values(
        checklists.map((checklist) => ({
          id: checklist.itemId,
          checklistId: checklist.id,
          text: 'Keys handed over',
          position: 0,
          createdAt: now,
        })),
      );
    }
    const comments = tasks.flatMap((task) =>
      task.commenters.map((commenter) => ({
        taskId: task.id,
        userId: commenter,
        content: 'Noted',
        createdAt: now,
      })),
    );
    if (comments.length > 0) await db.insert(commentTable).values(comments);
    if (files.length > 0) {
      // Rows only: no route below reads the bytes.
      await db.insert(taskFileTable).values(
        files.map((file, index) => ({
          id: file.id,
          workspaceId: file.task.project.workspaceId,
          projectId: file.task.project.id,
          taskId: file.task.id,
          filename: `plan-${index}.pdf`,
          mimeType: 'application/pdf',
          fileSize: 100,
          storageKey: `tasks/${file.task.project.workspaceId}/${file.id}`,
          uploadedBy: file.task.createdBy,
          uploadedAt: now,
        })),
      );
    }

    const ventures: World['ventures'] = world.ventures.map((venture) => ({
      id: crypto.randomUUID(),
      workspaceId: (workspaces[venture.workspace] as World['workspaces'][number]).id,
      createdBy: userId(venture.createdBy),
      status: venture.status,
    }));
    if (ventures.length > 0) {
      await db.insert(ventureTable).values(
        ventures.map((venture, index) => ({
          id: venture.id,
          workspaceId: venture.workspaceId,
          name: `Venture ${index}`,
          type: 'hospitality' as const,
          pitchContent: validPitch,
          targetGoalCents: 100_000,
          status: venture.status,
          createdBy: venture.createdBy,
          publishedAt: venture.status === 'draft' ? null : now,
          createdAt: new Date(now.getTime() - index * 60_000),
          updatedAt: now,
        })),
      );
    }

    const ventureFiles = ventures.map((venture) => ({
      id: crypto.randomUUID(),
      ventureId: venture.id,
    }));
    const pledges = world.ventures.flatMap((venture, index) =>
      venture.status === 'draft'
        ? []
        : [
            {
              id: crypto.randomUUID(),
              ventureId: (ventures[index] as World['ventures'][number]).id,
              userId: userId((venture.createdBy + 1) % USER_COUNT),
            },
          ],
    );
    if (ventures.length > 0) {
      await db.insert(ventureFileTable).values(
        ventures.map((venture, index) => ({
          id: (ventureFiles[index] as World['ventureFiles'][number]).id,
          workspaceId: venture.workspaceId,
          ventureId: venture.id,
          filename: 'pitch.pdf',
          mimeType: 'application/pdf',
          fileSize: 100,
          storageKey: `ventures/${venture.workspaceId}/${venture.id}/${index}`,
          uploadedBy: venture.createdBy,
          createdAt: now,
          storedAt: now,
        })),
      );
    }
    if (pledges.length > 0) {
      await db
        .insert(pledgeTable)
        .values(pledges.map((pledge) => ({ ...pledge, amountCents: 1000, pledgedAt: now })));
    }

    const notifications: World['notifications'] = world.notifications.map((notification) => ({
      id: crypto.randomUUID(),
      userId: userId(notification.user),
      workspaceId:
        notification.workspace === null
          ? null
          : (workspaces[notification.workspace] as World['workspaces'][number]).id,
      read: notification.read,
    }));
    if (notifications.length > 0) {
      await db.insert(notificationTable).values(
        notifications.map((notification) => ({
          id: notification.id,
          userId: notification.userId,
          type: 'project_update',
          title: 'Project updated',
          message: 'Something changed',
          relatedId: crypto.randomUUID(),
          workspaceId: notification.workspaceId,
          readAt: notification.read ? now : null,
          createdAt: now,
        })),
      );
    }
    return {
      workspaces,
      projects,
      tasks,
      checklists,
      labels,
      files,
      ventures,
      ventureFiles,
      pledges,
      notifications,
    };
  }

  /** The user as the shared rule sees them in the workspace. */
  function viewerIn(world: World, workspaceId: string, user: string): Viewer {
    const workspace = world.workspaces.find((candidate) => candidate.id === workspaceId);
    if (!workspace) throw new Error('no such workspace');
    return viewerOf(user, workspace.members.get(user) ?? null, workspace.ownerId);
  }

  /** The workspace's one label. */
  const labelOf = (world: World, workspaceId: string) =>
    world.labels.find((label) => label.workspaceId === workspaceId) as World['labels'][number];

  const sees = (world: World, user: string, project: BuiltProject) =>
    canViewProject(viewerIn(world, project.workspaceId, user), project);

  /** `canSeeProjectSql` and `isActiveMemberSql` for every user and project or workspace. */
  async function checkSqlPredicates(world: World) {
    const db = ctx.database.db;
    const userIds = users.map((user) => user.id);
    if (world.projects.length > 0) {
      const rows = await db
        .select({
          userId: userTable.id,
          projectId: projectTable.id,
          visible: sql<boolean>`${canSeeProjectSql(userTable.id, projectTable.id)}`,
        })
        .from(userTable)
        .innerJoin(projectTable, sql`true`)
        .where(
          and(
            inArray(userTable.id, userIds),
            inArray(
              projectTable.id,
              world.projects.map((project) => project.id),
            ),
          ),
        );
      expect(rows).toHaveLength(userIds.length * world.projects.length);
      for (const row of rows) {
        const project = world.projects.find((candidate) => candidate.id === row.projectId);
        if (!project) throw new Error('unknown project');
        expect({ ...row, visible: Boolean(row.visible) }).toEqual({
          ...row,
          visible: sees(world, row.userId, project),
        });
      }
    }
    const members = await db
      .select({
        userId: userTable.id,
        workspaceId: workspaceTable.id,
        active: sql<boolean>`${isActiveMemberSql(userTable.id, workspaceTable.id)}`,
      })
      .from(userTable)
      .innerJoin(workspaceTable, sql`true`)
      .where(inArray(userTable.id, userIds));
    expect(members).toHaveLength(userIds.length * world.workspaces.length);
    for (const row of members) {
      expect({ ...row, active: Boolean(row.active) }).toEqual({
        ...row,
        active: viewerIn(world, row.workspaceId, row.userId).role !== null,
      });
    }
  }

  /** Notices name the task, so they go only to people who may see it. */
  async function checkNotificationRecipients(world: World) {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    // Reminders are for open tasks of projects that are not archived.
    const open = world.tasks.filter(
      (task) => task.status !== 'complete' && task.project.status !== 'archived',
    );
    // An assignee who also created the task comes twice; the notification's dedupe key keeps one.
    const pairs = (rows: { userId: string; taskId: string }[]) =>
      sorted(new Set(rows.map((row) => `${row.taskId} ${row.userId}`)));
    const expected = (tasks: BuiltTask[], people: (task: BuiltTask) => (string | null)[]) =>
      sorted(
        new Set(
          tasks.flatMap((task) =>
            people(task)
              .filter((user): user is string => user !== null && sees(world, user, task.project))
              .map((user) => `${task.id} ${user}`),
          ),
        ),
      );

    const soon = await listTasksDueSoon(db, now, new Date(now.getTime() + DAY_MS));
    const dueSoon = open.filter(
      (task) =>
        task.dueDate !== null &&
        task.dueDate >= now &&
        task.dueDate.getTime() <= now.getTime() + DAY_MS,
    );
    expect(pairs(soon)).toEqual(expected(dueSoon, (task) => [task.assignedTo]));

    const overdue = await listOverdueTasks(db, now);
    const pastDue = open.filter((task) => task.dueDate !== null && task.dueDate < now);
    expect(pairs(overdue)).toEqual(expected(pastDue, (task) => [task.assignedTo, task.createdBy]));

    for (const task of world.tasks.slice(0, 4)) {
      const recipients = await listCommentRecipients(db, task.id);
      const people = new Set([task.assignedTo, task.createdBy, ...task.commenters]);
      expect(sorted(recipients)).toEqual(
        sorted(
          [...people].filter(
            (user): user is string => user !== null && sees(world, user, task.project),
          ),
        ),
      );
    }
  }

  interface Check {
    user: TestUser;
    method?: 'GET' | 'PUT';
    url: string;
    payload?: object;
    status: number;
    /** The ids the answer must list, in any order. */
    ids?: string[];
    idsOf?: (json: unknown) => string[];
    body?: (json: unknown) => void;
  }

  const listIds = (json: unknown) => (json as { id: string }[]).map((item) => item.id);
  const projectIds = (json: unknown) =>
    (json as { projects: { id: string }[] }).projects.map((project) => project.id);
  const ventureIds = (json: unknown) =>
    (json as { ventures: { id: string }[] }).ventures.map((venture) => venture.id);

  async function run(checks: Check[]) {
    for (let start = 0; start < checks.length; start += 50) {
      await Promise.all(
        checks.slice(start, start + 50).map(async (check) => {
          const response = await ctx.app.inject({
            method: check.method ?? 'GET',
            url: check.url,
            payload: check.payload,
            headers: check.user.headers,
          });
          const who = `${check.method ?? 'GET'} ${check.url} as user ${users.indexOf(check.user)}`;
          expect({ who, status: response.statusCode }).toEqual({ who, status: check.status });
          if (check.status !== 200) return;
          const json: unknown = response.json();
          if (check.ids && check.idsOf) {
            expect({ who, ids: sorted(check.idsOf(json)) }).toEqual({
              who,
              ids: sorted(check.ids),
            });
          }
          check.body?.(json);
        }),
      );
    }
  }

  /**
   * Search finds, of each kind, exactly what the caller's lists show: tasks, comments and files
   * of the projects they may see that are not archived, the workspace's ventures they may see and
   * those ventures' files. Each search names words that every row of its kind holds.
   */
  function searchChecks(
    world: World,
    user: TestUser,
    workspaceId: string,
    shown: BuiltProject[],
  ): Check[] {
    const viewer = viewerIn(world, workspaceId, user.id);
    const status = viewer.role !== null ? 200 : 404;
    const url = (q: string, type: string) =>
      `/api/search?workspaceId=${workspaceId}&q=${q}&type=${type}&limit=100`;
    const found = (json: unknown) => (json as { items: { id: string }[] }).items.map((i) => i.id);
    const tasks = world.tasks.filter((task) => shown.includes(task.project));
    const ventures = world.ventures.filter(
      (venture) => venture.workspaceId === workspaceId && canViewVenture(user.id, venture),
    );
    return [
      { user, url: url('project', 'project'), status, ids: shown.map((p) => p.id), idsOf: found },
      { user, url: url('task', 'task'), status, ids: tasks.map((task) => task.id), idsOf: found },
      {
        user,
        url: url('noted', 'comment'),
        status,
        // Comments are known by their task: one entry per comment.
        ids: tasks.flatMap((task) => task.commenters.map(() => task.id)),
        idsOf: (json) => (json as { items: { taskId: string }[] }).items.map((item) => item.taskId),
      },
      {
        user,
        url: url('plan', 'file'),
        status,
        ids: world.files.filter((file) => tasks.includes(file.task)).map((file) => file.id),
        idsOf: found,
      },
      {
        user,
        url: url('pitch', 'file'),
        status,
        ids: world.ventureFiles
          .filter((file) => ventures.some((venture) => venture.id === file.ventureId))
          .map((file) => file.id),
        idsOf: found,
      },
      {
        user,
        url: url('venture', 'venture'),
        status,
        ids: ventures.map((v) => v.id),
        idsOf: found,
      },
    ];
  }

  /** Every list route and the detail routes of the world's ids, for every user. */
  function routeChecks(world: World): Check[] {
    const checks: Check[] = [];
    const live = world.ventures.filter((venture) => venture.status === 'live');
    for (const user of users) {
      for (const workspace of world.workspaces) {
        const viewer = viewerIn(world, workspace.id, user.id);
        const member = viewer.role !== null;
        const status = member ? 200 : 404;
        const visible = world.projects.filter(
          (project) => project.workspaceId === workspace.id && canViewProject(viewer, project),
        );
        const shown = visible.filter((project) => project.status !== 'archived');
        const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
        const tasksOf = (projects: BuiltProject[]) =>
          world.tasks.filter((task) => projects.includes(task.project));
        const w = workspace.id;
        const label = labelOf(world, w);
        const otherLabel = world.labels.find((each) => each !== label) as World['labels'][number];
        const labelledShown = tasksOf(shown).filter((task) => task.labelled);

        checks.push(
          { user, url: `/api/workspaces/${w}`, status },
          {
            user,
            url: `/api/projects?workspaceId=${w}`,
            status,
            ids: ids(shown),
            idsOf: projectIds,
          },
          {
            user,
            url: `/api/projects?workspaceId=${w}&includeArchived=true`,
            status,
            ids: ids(visible),
            idsOf: projectIds,
          },
          {
            user,
            url: `/api/tasks?workspaceId=${w}`,
            status,
            ids: ids(tasksOf(shown)),
            idsOf: listIds,
          },
          {
            user,
            url: `/api/files?workspaceId=${w}`,
            status,
            ids: world.files.filter((file) => visible.includes(file.task.project)).map((f) => f.id),
            idsOf: listIds,
          },
          {
            user,
            url: `/api/dashboard/metrics?workspaceId=${w}`,
            status,
            body: (json) => {
              const active = shown.filter(
                (p) => p.status === 'to_do' || p.status === 'in_progress',
              );
              const tasks = tasksOf(shown);
              expect(json).toMatchObject({
                totalProjects: shown.length,
                activeProjects: active.length,
                totalTasks: tasks.length,
                completedTasks: tasks.filter((task) => task.status === 'complete').length,
              });
            },
          },
          {
            user,
            url: `/api/ventures/workspace/${w}`,
            status: 200,
            ids: world.ventures
              .filter((venture) => venture.workspaceId === w && canViewVenture(user.id, venture))
              .map((venture) => venture.id),
            idsOf: ventureIds,
          },
          {
            user,
            url: `/api/notifications?workspaceId=${w}`,
            status: 200,
            ids: world.notifications
              .filter((n) => n.workspaceId === w && canViewNotification(user.id, n))
              .map((n) => n.id),
            idsOf: listIds,
          },
          ...searchChecks(world, user, w, shown),
          // Labels are the workspace's: every active member sees all of them.
          {
            user,
            url: `/api/workspaces/${w}/labels`,
            status,
            ids: [label.id],
            idsOf: listIds,
          },
          // Tasks filtered by a label are still only those the caller may see.
          {
            user,
            url: `/api/tasks?workspaceId=${w}&labelId=${label.id}`,
            status,
            ids: ids(labelledShown),
            idsOf: listIds,
          },
          {
            user,
            url: `/api/tasks?workspaceId=${w}&labelId=${label.id}&limit=100`,
            status,
            ids: ids(labelledShown),
            idsOf: (json) => listIds((json as { items: unknown }).items),
          },
          {
            user,
            url: `/api/tasks/metrics?workspaceId=${w}&labelId=${label.id}`,
            status,
            body: (json) => expect(json).toMatchObject({ total: labelledShown.length }),
          },
          {
            user,
            url: `/api/tasks?workspaceId=${w}&labelId=${otherLabel.id}`,
            status,
            ids: [],
            idsOf: listIds,
          },
        );
        // A project's own task list, archived or not: 403 for a member who cannot see it.
        for (const project of world.projects.filter((p) => p.workspaceId === w).slice(0, 2)) {
          checks.push({
            user,
            url: `/api/tasks?workspaceId=${w}&projectId=${project.id}`,
            status: statusFor(deniedReason(viewer, 'task:view', project)),
            ids: ids(tasksOf([project])),
            idsOf: listIds,
          });
        }
      }

      checks.push(
        {
          user,
          url: '/api/workspaces',
          status: 200,
          ids: world.workspaces
            .filter((workspace) => viewerIn(world, workspace.id, user.id).role !== null)
            .map((workspace) => workspace.id),
          idsOf: (json) =>
            (json as { workspaces: { id: string }[] }).workspaces.map((workspace) => workspace.id),
        },
        {
          user,
          url: '/api/public/ventures',
          status: 200,
          ids: live.map((venture) => venture.id),
          idsOf: ventureIds,
        },
        {
          user,
          url: '/api/public/ventures/featured',
          status: 200,
          body: (json) => {
            const featured = ventureIds(json);
            expect(featured).toHaveLength(Math.min(6, live.length));
            for (const id of featured) expect(live.map((venture) => venture.id)).toContain(id);
          },
        },
        {
          user,
          url: '/api/users/me/ventures',
          status: 200,
          ids: world.ventures
            .filter((venture) => venture.createdBy === user.id)
            .map((venture) => venture.id),
          idsOf: ventureIds,
        },
        {
          user,
          url: '/api/notifications',
          status: 200,
          ids: world.notifications.filter((n) => canViewNotification(user.id, n)).map((n) => n.id),
          idsOf: listIds,
        },
        {
          user,
          url: '/api/notifications/unread-count',
          status: 200,
          body: (json) =>
            expect(json).toEqual({
              count: world.notifications.filter((n) => canViewNotification(user.id, n) && !n.read)
                .length,
            }),
        },
      );

      for (const project of world.projects) {
        const viewer = viewerIn(world, project.workspaceId, user.id);
        checks.push({
          user,
          url: `/api/projects/${project.id}`,
          status: statusFor(deniedReason(viewer, 'project:view', project)),
        });
      }
      for (const task of world.tasks.slice(0, 6)) {
        const viewer = viewerIn(world, task.project.workspaceId, user.id);
        const reason = deniedReason(viewer, 'task:view', task.project);
        checks.push(
          { user, url: `/api/tasks/${task.id}`, status: statusFor(reason) },
          {
            user,
            url: `/api/tasks/${task.id}/comments`,
            status: statusFor(reason),
            body: (json) => expect(json).toHaveLength(task.commenters.length),
          },
          {
            user,
            url: `/api/tasks/${task.id}/checklists`,
            // A task's checklists are seen with the task; anything hidden is not found.
            status: reason === null ? 200 : 404,
            ids: world.checklists.filter((c) => c.task === task).map((c) => c.id),
            idsOf: listIds,
          },
          {
            user,
            url: `/api/files/task/${task.id}`,
            // Files answer 404 for anything hidden, never 403.
            status: reason === null ? 200 : 404,
            ids: world.files.filter((file) => file.task === task).map((file) => file.id),
            idsOf: listIds,
          },
        );
      }
      for (const file of world.files.slice(0, 4)) {
        const viewer = viewerIn(world, file.task.project.workspaceId, user.id);
        const reason = deniedReason(viewer, 'file:view', file.task.project);
        checks.push({
          user,
          url: `/api/files/${file.id}/download`,
          status: reason === null ? 200 : 404,
        });
      }
      for (const venture of world.ventures) {
        const visible = canViewVenture(user.id, venture);
        const pledgesReason = deniedReason(venturer(user.id), 'venture:list-pledges', venture);
        checks.push(
          { user, url: `/api/ventures/${venture.id}`, status: visible ? 200 : 404 },
          {
            user,
            url: `/api/ventures/${venture.id}/files`,
            status: visible ? 200 : 404,
            ids: world.ventureFiles.filter((f) => f.ventureId === venture.id).map((f) => f.id),
            idsOf: (json) => (json as { files: { id: string }[] }).files.map((f) => f.id),
          },
          {
            user,
            url: `/api/ventures/${venture.id}/pledges`,
            status: statusForVenture(pledgesReason),
            ids: world.pledges.filter((p) => p.ventureId === venture.id).map((p) => p.id),
            idsOf: (json) => (json as { pledges: { id: string }[] }).pledges.map((p) => p.id),
          },
        );
      }
      checks.push(
        {
          user,
          url: '/api/users/me/pledges',
          status: 200,
          ids: world.pledges.filter((p) => p.userId === user.id).map((p) => p.id),
          idsOf: listIds,
        },
        {
          user,
          url: '/api/workspaces/invitations',
          status: 200,
          ids: world.workspaces
            .filter((workspace) => workspace.members.get(user.id)?.status === 'pending')
            .map((workspace) => workspace.id),
          idsOf: (json) =>
            (json as { invitations: { workspaceId: string }[] }).invitations.map(
              (invitation) => invitation.workspaceId,
            ),
        },
      );
    }
    return checks;
  }

  /**
   * Ticking an item: whoever may see the task's project but a client (403); 404 for anyone who
   * may not see it. Run after the activity checks, whose feeds it would add to.
   */
  function tickChecks(world: World): Check[] {
    return world.checklists.slice(0, 4).flatMap((checklist) =>
      users.map((user) => {
        const project = checklist.task.project;
        const reason = deniedReason(
          viewerIn(world, project.workspaceId, user.id),
          'checklist:tick',
          project,
        );
        return {
          user,
          method: 'PUT' as const,
          url: `/api/checklist-items/${checklist.itemId}`,
          payload: { done: true },
          status:
            reason === null ? 200 : reason === accessDenialReasons.clientCannotTick ? 403 : 404,
        };
      }),
    );
  }

  /** Marking read is the only notification call by id; run last, since it changes the rows. */
  function markReadChecks(world: World): Check[] {
    return world.notifications.flatMap((notification) =>
      users.map((user) => ({
        user,
        method: 'PUT' as const,
        url: `/api/notifications/${notification.id}/read`,
        status: canViewNotification(user.id, notification) ? 200 : 404,
      })),
    );
  }

  /** A change and who the shared rule says may see it. */
  interface RuleChange {
    change: Change;
    seenBy: (user: string) => boolean;
  }

  /**
   * Changes of every kind of scope: a project's, a task's, a venture's, the workspace's (its
   * checklist templates' and labels' too) and one about a member (none of them writes a notification, which the checks above count).
   */
  function worldChanges(world: World): RuleChange[] {
    const member = userId(2);
    return [
      ...world.projects.map((project, index) => ({
        change: {
          type: 'project.created' as const,
          workspaceId: project.workspaceId,
          actorId: project.createdBy,
          projectId: project.id,
          projectName: `Project ${index}`,
          statusChange: null,
        },
        seenBy: (user: string) => sees(world, user, project),
      })),
      ...world.tasks.slice(0, 6).map((task, index) => ({
        change: {
          type: 'task.created' as const,
          workspaceId: task.project.workspaceId,
          actorId: task.createdBy,
          projectId: task.project.id,
          taskId: task.id,
          taskTitle: `Task ${index}`,
          assignedTo: null,
        },
        seenBy: (user: string) => sees(world, user, task.project),
      })),
      ...world.checklists.slice(0, 6).map(({ id, itemId, task }) => ({
        change: {
          type: 'checklist.item.ticked' as const,
          workspaceId: task.project.workspaceId,
          actorId: task.createdBy,
          projectId: task.project.id,
          taskId: task.id,
          taskTitle: 'Task',
          checklistId: id,
          itemId,
          itemText: 'Keys handed over',
        },
        seenBy: (user: string) => sees(world, user, task.project),
      })),
      ...world.ventures.map((venture, index) => ({
        change: {
          type: 'venture.updated' as const,
          workspaceId: venture.workspaceId,
          actorId: venture.createdBy,
          ventureId: venture.id,
          ventureName: `Venture ${index}`,
          creatorId: venture.createdBy,
        },
        seenBy: (user: string) =>
          canViewVenture(user, venture) && viewerIn(world, venture.workspaceId, user).role !== null,
      })),
      ...world.workspaces.flatMap((workspace) => {
        const active = (user: string) => viewerIn(world, workspace.id, user).role !== null;
        return [
          {
            change: {
              type: 'workspace.updated' as const,
              workspaceId: workspace.id,
              actorId: workspace.ownerId,
            },
            seenBy: active,
          },
          {
            change: {
              type: 'checklist-template.created' as const,
              workspaceId: workspace.id,
              actorId: workspace.ownerId,
              templateId: crypto.randomUUID(),
              templateName: 'Hand-over',
            },
            seenBy: active,
          },
          {
            change: {
              type: 'label.deleted' as const,
              workspaceId: workspace.id,
              actorId: workspace.ownerId,
              labelId: labelOf(world, workspace.id).id,
              labelName: 'Urgent',
              // Whoever hears of it, only the ids of the tasks it was taken off: no titles.
              taskIds: world.tasks
                .filter((task) => task.labelled && task.project.workspaceId === workspace.id)
                .map((task) => task.id),
            },
            seenBy: active,
          },
          {
            change: {
              type: 'member.updated' as const,
              workspaceId: workspace.id,
              actorId: workspace.ownerId,
              userId: member,
            },
            seenBy: (user: string) => active(user) || user === member,
          },
        ];
      }),
    ];
  }

  /**
   * Records the world's changes and compares who receives each live message (the event stream's
   * recipients) with the shared rule, for every user, members or not.
   */
  async function checkLiveRecipients(world: World, changes: RuleChange[]) {
    const db = ctx.database.db;
    const [before] = await db.select({ position: max(changeTable.position) }).from(changeTable);
    const after = before?.position ?? 0;
    await db.transaction((tx) =>
      recordChanges(
        tx,
        changes.map((rule) => rule.change),
        ctx.clock.now(),
      ),
    );
    await ctx.app.changeRelay.drain();
    const recorded = await db
      .select({ position: changeTable.position })
      .from(changeTable)
      .where(gt(changeTable.position, after))
      .orderBy(asc(changeTable.id));
    expect(recorded).toHaveLength(changes.length);
    const userIds = users.map((user) => user.id);
    const received = await listChangeRecipients(db, userIds, { after });
    const got = received.map((row) => `${row.position} ${row.userId}`);
    const expected = recorded.flatMap((row, index) =>
      userIds
        .filter((user) => (changes[index] as RuleChange).seenBy(user))
        .map((user) => `${row.position} ${user}`),
    );
    expect(sorted(got)).toEqual(sorted(expected));
  }

  /** The three activity feeds over the recorded changes, for every user. */
  function activityChecks(world: World, changes: RuleChange[]): Check[] {
    const subjects = (json: unknown) =>
      (json as { items: { subject: { type: string; id: string } }[] }).items
        .filter((item) => item.subject.type !== 'member')
        .map((item) => item.subject.id);
    const subjectOf = ({ change }: RuleChange) =>
      'itemId' in change
        ? change.itemId
        : 'taskId' in change
          ? change.taskId
          : 'ventureId' in change
            ? change.ventureId
            : 'projectId' in change
              ? change.projectId
              : null;
    const activity = changes.filter(
      (rule) =>
        !rule.change.type.startsWith('workspace.') &&
        !rule.change.type.startsWith('member.') &&
        !rule.change.type.startsWith('checklist-template.') &&
        !rule.change.type.startsWith('label.'),
    );
    const checks: Check[] = [];
    for (const user of users) {
      for (const workspace of world.workspaces) {
        const member = viewerIn(world, workspace.id, user.id).role !== null;
        checks.push({
          user,
          url: `/api/workspaces/${workspace.id}/activity?limit=100`,
          status: member ? 200 : 404,
          ids: activity
            .filter(
              (rule) =>
                'workspaceId' in rule.change &&
                rule.change.workspaceId === workspace.id &&
                rule.seenBy(user.id),
            )
            .map(subjectOf) as string[],
          idsOf: subjects,
        });
      }
      for (const project of world.projects.slice(0, 2)) {
        const viewer = viewerIn(world, project.workspaceId, user.id);
        checks.push({
          user,
          url: `/api/projects/${project.id}/activity`,
          status: statusFor(deniedReason(viewer, 'project:view', project)),
          ids: activity
            .filter((rule) => 'projectId' in rule.change && rule.change.projectId === project.id)
            .map(subjectOf) as string[],
          idsOf: subjects,
        });
      }
      for (const task of world.tasks.slice(0, 3)) {
        const viewer = viewerIn(world, task.project.workspaceId, user.id);
        checks.push({
          user,
          url: `/api/tasks/${task.id}/activity`,
          status: statusFor(deniedReason(viewer, 'task:view', task.project)),
          ids: activity
            .filter((rule) => 'taskId' in rule.change && rule.change.taskId === task.id)
            .map(subjectOf) as string[],
          idsOf: subjects,
        });
      }
    }
    return checks;
  }

  it('every list and detail route answers what the shared rule allows', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (worldCase) => {
        await reset();
        const world = await build(worldCase);
        await checkSqlPredicates(world);
        await checkNotificationRecipients(world);
        await run(routeChecks(world));
        await run(markReadChecks(world));
        const changes = worldChanges(world);
        await checkLiveRecipients(world, changes);
        await run(activityChecks(world, changes));
        await run(tickChecks(world));
      }),
      { numRuns: NUM_RUNS },
    );
    // A failure shrinks to a small world, which takes longer than the passing runs.
  }, 180_000);
});
