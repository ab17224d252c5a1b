/**
 * What the clients were told: every task write and pledge, split into acknowledged (2xx) and
 * unknown outcome (no 2xx: the write may or may not have happened). The checks compare the
 * database and the event streams against this.
 */
import type { RequestRecord } from './client';

export const taskStatuses = ['to_do', 'in_progress', 'complete'] as const;
export const taskPriorities = ['low', 'medium', 'high'] as const;

/** The fields the writers set; every PUT sends all of them, so each write is a whole state. */
export interface TaskState {
  title: string;
  status: (typeof taskStatuses)[number];
  priority: (typeof taskPriorities)[number];
  amountCents: number | null;
  assignedTo: string | null;
}

export interface TrackedTask {
  id: string;
  writer: string;
  /** The assignee the acknowledged create named. */
  createdWith: string | null;
  /** The last acknowledged state. */
  acked: TaskState;
  /** States sent after the last acknowledged one whose outcome is unknown. */
  unknownSinceAck: TaskState[];
  ackedUpdates: number;
  attemptedUpdates: number;
  /** Assignees named by an acknowledged write (each task is assigned at most once). */
  ackedAssignees: Set<string>;
  /** Assignees named only by writes of unknown outcome. */
  unknownAssignees: Set<string>;
}

export interface UnknownCreate {
  title: string;
  assignedTo: string | null;
  record: RequestRecord;
}

export interface AckedPledge {
  id: string;
  amountCents: number;
}

export class Ledger {
  readonly tasks = new Map<string, TrackedTask>();
  readonly unknownCreates: UnknownCreate[] = [];
  readonly ackedPledges: AckedPledge[] = [];
  readonly unknownPledges: { amountCents: number; record: RequestRecord }[] = [];

  ackCreate(id: string, writer: string, state: TaskState) {
    this.tasks.set(id, {
      id,
      writer,
      createdWith: state.assignedTo,
      acked: state,
      unknownSinceAck: [],
      ackedUpdates: 0,
      attemptedUpdates: 0,
      ackedAssignees: new Set(state.assignedTo ? [state.assignedTo] : []),
      unknownAssignees: new Set(),
    });
  }

  /** Records the outcome of a PUT of `state` to a tracked task. */
  update(task: TrackedTask, state: TaskState, acknowledged: boolean) {
    task.attemptedUpdates += 1;
    if (acknowledged) {
      task.ackedUpdates += 1;
      task.acked = state;
      task.unknownSinceAck = [];
      if (state.assignedTo) {
        task.ackedAssignees.add(state.assignedTo);
        task.unknownAssignees.delete(state.assignedTo);
      }
    } else {
      task.unknownSinceAck.push(state);
      if (state.assignedTo && !task.ackedAssignees.has(state.assignedTo)) {
        task.unknownAssignees.add(state.assignedTo);
      }
    }
  }

  /** What the task may hold now: its last acknowledged state or a later unknown one. */
  acceptableStates(task: TrackedTask): TaskState[] {
    return [task.acked, ...task.unknownSinceAck];
  }
}

/** Dollars as the API takes them, from whole cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
