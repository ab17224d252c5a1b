import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened, announced by the service that did it once its transaction has committed.
 * Listeners (notification writers, the live event stream, file clean-up) react; the service
 * that announces does not know who listens.
 */
interface Happening {
  workspaceId: string;
  /** Who caused it; null for the scheduler. */
  actorId: string | null;
}

interface TaskRef extends Happening {
  projectId: string;
  taskId: string;
  taskTitle: string;
}

interface VentureRef extends Happening {
  ventureId: string;
  ventureName: string;
  creatorId: string;
}

export type DomainEvent =
  | (TaskRef & { type: 'task.created'; assignedTo: string | null })
  | (TaskRef & {
      type: 'task.updated';
      assignedTo: string | null;
      previousAssignedTo: string | null;
    })
  | (TaskRef & { type: 'task.deleted' })
  | (TaskRef & {
      type: 'comment.created' | 'comment.updated' | 'comment.deleted';
      commentId: string;
    })
  | (TaskRef & { type: 'file.uploaded' | 'file.deleted'; fileId: string; filename: string })
  | (Happening & {
      type: 'project.created' | 'project.updated' | 'project.archived' | 'project.restored';
      projectId: string;
      projectName: string;
      /** Set when the status changed (archiving included). */
      statusChange: { from: string; to: string } | null;
    })
  | (Happening & {
      type: 'project.assignment.added' | 'project.assignment.removed';
      projectId: string;
      userId: string;
    })
  | (Happening & {
      type: 'member.invited' | 'member.joined' | 'member.updated' | 'member.removed';
      userId: string;
    })
  | (Happening & { type: 'workspace.updated' })
  | (Happening & {
      type: 'workspace.deleted';
      /** Who belonged to it (active or invited), since the rows are gone once it is deleted. */
      memberIds: string[];
    })
  | (VentureRef & {
      type: 'venture.created' | 'venture.updated' | 'venture.published' | 'venture.deleted';
    })
  | (VentureRef & { type: 'venture.pledged'; userId: string; amountCents: number })
  | (VentureRef & {
      type: 'venture.succeeded' | 'venture.failed';
      /** Everyone who pledged to it, each once. */
      backerIds: string[];
    })
  | (VentureRef & { type: 'venture.converted'; projectId: string; backerIds: string[] });

export type DomainEventType = DomainEvent['type'];
export type DomainEventListener = (event: DomainEvent) => Promise<void> | void;

export interface DomainEvents {
  /**
   * Hands the event to every listener and waits for them, so that an answer sent after
   * `publish` already reflects what they wrote. A failing listener is logged; it never fails the
   * request whose change has already committed.
   */
  publish(event: DomainEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: DomainEventListener): () => void;
}

export function createDomainEvents(log: Pick<FastifyBaseLogger, 'error'>): DomainEvents {
  const listeners = new Set<DomainEventListener>();
  return {
    async publish(event) {
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(event);
          } catch (error) {
            log.error({ err: error, event: event.type }, 'a domain event listener failed');
          }
        }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
