import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { LIVE_EVENT_RETENTION_MS } from '@groundwork/shared/notifications/constants';
import { getAuthToken } from '../lib/auth-token';
import { currentUserQueryKey } from '../lib/current-user';
import { connectEventStream, type EventStreamMessage, type SeenEventId } from '../lib/event-stream';
import { loadPage } from '../lib/navigation';
import { labelKeys } from '../lib/workspace-labels';
import { keepLastEvent } from '../lib/offline-cache/offline-cache';
import { activityKeysOf } from '../features/activity/api/query-keys';
import { checklistKeys, checklistTemplateKeys } from '../features/checklists/api/query-keys';
import { fileKeys } from '../features/files/api/query-keys';
import { notificationPreferencesKeys } from '../features/notification-preferences/api/query-keys';
import { notificationKeys } from '../features/notifications/api/query-keys';
import {
  showNotificationToast,
  type OpenPath,
} from '../features/notifications/components/notification-toast';
import { myPledgesKey } from '../features/pledges/api/get-my-pledges';
import { dashboardKeys, projectKeys } from '../features/projects/api/query-keys';
import { commentKeys, taskKeys } from '../features/tasks/api/query-keys';
import { ventureKeys } from '../features/ventures/api/query-keys';
import { workspaceKeys } from '../features/workspaces/api/query-keys';

export const LIVE_EVENTS_URL = '/api/events';

// The server sends a heartbeat every 25 s; two missed in a row mean the connection is dead.
const LIVE_IDLE_TIMEOUT_MS = 60_000;

/** The key every query's key starts with. */
const everyAnswer: QueryKey = [];

/** The cached answers a change may have made stale, by what it is about. */
export function staleKeysOf(change: LiveChange): QueryKey[] {
  switch (change.subject) {
    // A task's status and amount feed its project's progress and the workspace's metrics.
    case 'task':
      return [taskKeys.all, projectKeys.all, dashboardKeys.all];
    case 'comment':
      return [change.taskId ? commentKeys.list(change.taskId) : commentKeys.all];
    // An item ticked, added or removed moves its task's "3/7" on the cards and the task page.
    case 'checklist':
      return change.taskId
        ? [checklistKeys.task(change.taskId), taskKeys.lists(), taskKeys.detail(change.taskId)]
        : [checklistKeys.all, taskKeys.all];
    case 'checklist-template':
      return [
        change.workspaceId
          ? checklistTemplateKeys.list(change.workspaceId)
          : checklistTemplateKeys.all,
      ];
    // A label renamed, recoloured or deleted changes every task answer that shows it (a deleted
    // one leaves its tasks, and the lists and counts filtered by it).
    case 'label':
      return [
        change.workspaceId ? labelKeys.list(change.workspaceId) : labelKeys.all,
        taskKeys.lists(),
        taskKeys.details(),
        taskKeys.allMetrics(),
      ];
    case 'file':
      return [fileKeys.all];
    // Task screens show project names and offer the projects as filters.
    case 'project':
      return [projectKeys.all, dashboardKeys.all, taskKeys.all];
    // Members appear in the workspace, on project teams and as task assignees.
    case 'member':
      return [workspaceKeys.all, projectKeys.all, taskKeys.all];
    case 'workspace':
      return [workspaceKeys.all];
    // Pledges move totals and My Pledges; a conversion adds a project and members.
    case 'venture':
      return [ventureKeys.all, myPledgesKey, projectKeys.all, workspaceKeys.all];
    // A person's name shows on nearly every answer (members, teams, assignees, authors, pledges,
    // histories, the header's own name): a rename, which is rare, refreshes them all.
    case 'user':
      return [everyAnswer];
    // The person's own texts: STOP or START, or those waiting to be sent.
    case 'notification':
      return [notificationPreferencesKeys.all];
    // A subject this version does not know yet.
    default:
      return [];
  }
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * What one message of the stream does: a notification shows a toast (the task and project it
 * names open with `openPath`, else with a page load) and refreshes the notification lists and
 * counts; an unread count updates the header's bell at once; a change refetches what it made
 * stale (only the queries on screen refetch now, the rest when next used).
 */
export function applyLiveMessage(
  queryClient: QueryClient,
  message: EventStreamMessage,
  toastsFrom = Number.NEGATIVE_INFINITY,
  openPath: OpenPath = loadPage,
): void {
  const payload = parseJson(message.data);
  if (!isObject(payload)) return;
  switch (message.event) {
    case 'notification':
      if (typeof payload.title === 'string' && !isOlderThan(payload.createdAt, toastsFrom)) {
        showNotificationToast(toastedNotification(payload, payload.title), openPath);
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      break;
    case 'unread-count':
      if (typeof payload.count === 'number') {
        queryClient.setQueryData(notificationKeys.unreadCount(), payload.count);
        // The workspaces' own counts moved with it.
        void queryClient.invalidateQueries({
          queryKey: notificationKeys.unreadCounts(),
          predicate: (query) => query.queryKey[2] !== notificationKeys.unreadCount()[2],
        });
      }
      break;
    case 'change': {
      const change = payload as unknown as LiveChange;
      // Every change is a new line in the histories of where it was made.
      const { workspaceId } = change;
      const histories = workspaceId ? activityKeysOf({ ...change, workspaceId }) : [];
      for (const queryKey of [...staleKeysOf(change), ...histories]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      break;
    }
    case 'resync':
      // The server has no record of the event this device saw last: nothing could be replayed.
      refetchEverything(queryClient);
      break;
    default:
      break;
  }
}

/**
 * A notification written this long before the page opened its stream was missed while the app was
 * closed: a resumed stream replays it into the lists and the bell, but a burst of toasts for a
 * day's worth of them would bury the screen. The margin allows for a device clock a little ahead.
 */
const MISSED_WHILE_AWAY_MS = 60_000;

/** What a toast shows of a notification's payload: its words and ids, where they are text. */
function toastedNotification(payload: Record<string, unknown>, title: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    type: text(payload.type) ?? '',
    title,
    message: text(payload.message),
    workspaceId: text(payload.workspaceId),
    projectId: text(payload.projectId),
    taskId: text(payload.taskId),
  };
}

function isOlderThan(createdAt: unknown, time: number): boolean {
  return typeof createdAt === 'string' && Date.parse(createdAt) < time;
}

/** Every answer is stale, and those on screen are fetched again (the current user aside). */
function refetchEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
  });
}

/**
 * Opens the live connection and returns what closes it. It resumes after the last event this
 * device received (`resumeFrom`, kept with the offline copy, then the stream's own), so the server
 * sends what was missed; when it cannot (no id, or one older than the server replays), whatever
 * changed before it opened is unknown and every answer on screen is fetched again. A refused
 * session refetches the current user, which signs the person out.
 */
export function startLiveUpdates(
  queryClient: QueryClient,
  resumeFrom: SeenEventId | null,
  openPath?: OpenPath,
): () => void {
  const toastsFrom = Date.now() - MISSED_WHILE_AWAY_MS;
  const connection = connectEventStream({
    url: LIVE_EVENTS_URL,
    getToken: getAuthToken,
    idleTimeoutMs: LIVE_IDLE_TIMEOUT_MS,
    resumeFrom,
    maxResumeAgeMs: LIVE_EVENT_RETENTION_MS,
    onMessage: (message) => {
      if (message.id) keepLastEvent({ id: message.id, seenAt: Date.now() });
      applyLiveMessage(queryClient, message, toastsFrom, openPath);
    },
    onOpen: ({ isResumed }) => {
      if (!isResumed) refetchEverything(queryClient);
    },
    onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
  return () => connection.close();
}
