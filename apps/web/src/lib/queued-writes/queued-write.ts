import type { QueryKey } from '@tanstack/react-query';
import type { QueryParams } from '../api-client';

/** Every write that can wait for a connection has a mutation key that starts with this (the
 * name devices already keep their waiting writes under). */
export const queuedWriteKey = ['offline-change'] as const;

/** The HTTP call a write makes, as data, so that a write restored from storage can make it. */
export interface WriteRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  workspaceId?: string;
  params?: QueryParams;
  /** The message when the server gives none. */
  fallbackMessage: string;
}

/**
 * What an edit guarded by If-Match needs to tell a harmless 412 from a real conflict: the copy the
 * person edited and the fields they changed, with their new values, in the record's own shape.
 */
export interface EditGuard {
  base: Record<string, unknown>;
  mine: Record<string, unknown>;
}

/** Where the server's answer goes in the cache. */
export interface WriteEffects {
  /** The record's own entry (a task's detail): the answer replaces it. */
  record?: QueryKey;
  /** Lists that hold the record by its id: the answer takes its place there. */
  lists?: QueryKey;
  /** Fetched again once the write is settled, saved or refused. */
  refresh: QueryKey[];
}

/** Everything a write needs to be sent, again if need be, after a reload. */
export interface QueuedWrite {
  /** Changes with the same scope (one record) are sent one at a time, in order. */
  scope: string;
  /** The record shown as waiting; a temporary id for one made offline. */
  subjectId: string;
  /** What is said before the server's reason if it refuses, e.g. 'Could not save “Pour footings”'. */
  refusal: string;
  request: WriteRequest;
  /** Made once when the person makes the write; every attempt sends the same one. */
  idempotencyKey: string;
  ifMatch?: string;
  guard?: EditGuard;
  effects: WriteEffects;
  /** Said once the server has the write. */
  savedMessage?: string;
  /**
   * The toast a refusal is said in, when the write is a form's submit: the form's next submit
   * takes that toast away (see lib/form-error.ts).
   */
  refusalToastId?: string;
}

/** The cache entries an optimistic update touched, as they were before it. */
export type WriteSnapshot = Array<[QueryKey, unknown]>;

const TEMPORARY_ID_PREFIX = 'pending-';

/** An id for a record made while waiting for the server's own. */
export function newTemporaryId(): string {
  return `${TEMPORARY_ID_PREFIX}${crypto.randomUUID()}`;
}

/** Whether the id is one the app made up and the server has not replaced yet. */
export function isTemporaryId(id: string): boolean {
  return id.startsWith(TEMPORARY_ID_PREFIX);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A name in the curly quotes messages use for it. */
export function quoted(name: string): string {
  return `“${name}”`;
}
