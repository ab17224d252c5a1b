import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A serialised answer, the workspace content revision it was built at, and until when it holds. */
interface StoredAnswer {
  /** Null for an answer built beside no revision, which is shared while in flight, never kept. */
  revision: number | null;
  body: Buffer;
  /** For an answer that depends on the time too (ms since the epoch); none when it does not. */
  expiresAt: number | null;
}

export interface BuiltAnswer {
  revision: number | null;
  json: string;
  /** The first moment the answer may differ with the data unchanged (times turning overdue). */
  expiresAt?: Date | null;
}

/** A list read as the cache needs it: what identifies it, the revision now, and the full build. */
export interface CacheableList {
  /** Everything besides the data that shapes the answer: the resource, the viewer, filters, sort. */
  key: string;
  /** The workspace's content revision as this request's access check read it. */
  revision: number;
  /** The time the answer is for, when it depends on the time. */
  now?: Date;
  /**
   * Reads the rows and builds the answer's JSON, with the revision read in the same statement
   * (null when it could not be read there, as beside no rows: such an answer is not kept).
   */
  build(): Promise<BuiltAnswer>;
}

/**
 * Serialised list answers kept in memory, reused only while the workspace's content revision is
 * the one they were built at. The revision goes up in the same transaction as any change to what
 * such a list shows (migration 0006), whichever instance makes it, and every request still
 * authenticates and checks membership and reads the revision in that same check. So a stored
 * answer is never stale and never reaches a caller the request's own checks would refuse; what
 * it saves is reading, decoding and serialising rows that did not change, the usual case when a
 * team's screens refetch a list. Requests that arrive while the same answer is being built, as
 * every member's screen does right after a live update, wait for that one build. All stored
 * answers together stay within `maxBytes`, the least recently used going first; 0 keeps none.
 */
export function createAnswerCache(maxBytes: number) {
  // lru-cache refuses a size of 0: with no bytes to keep answers in, none is kept.
  const stored =
    maxBytes > 0
      ? new LRUCache<string, StoredAnswer>({
          maxSize: maxBytes,
          sizeCalculation: (answer) => answer.body.length,
        })
      : null;
  // Builds under way, by key, with the revision the request that started each one had read.
  const building = new Map<string, { revision: number; answer: Promise<StoredAnswer> }>();

  function store(key: string, answer: StoredAnswer) {
    // An answer larger than the whole cache is not kept, and the one it replaces goes too.
    if (answer.revision === null) stored?.delete(key);
    else stored?.set(key, answer);
  }

  function build(list: CacheableList): Promise<StoredAnswer> {
    const answer = list.build().then((built) => {
      const body = Buffer.from(built.json);
      const expiresAt = built.expiresAt?.getTime() ?? null;
      const fresh: StoredAnswer = { revision: built.revision, body, expiresAt };
      store(list.key, fresh);
      return fresh;
    });
    const entry = { revision: list.revision, answer };
    building.set(list.key, entry);
    const done = () => {
      if (building.get(list.key) === entry) building.delete(list.key);
    };
    answer.then(done, done);
    return answer;
  }

  return {
    /** The list's JSON bytes: the stored ones while the revision matches, else built anew. */
    async answer(list: CacheableList): Promise<Buffer> {
      const known = stored?.get(list.key);
      if (known && known.revision === list.revision && !expired(known, list.now)) {
        return known.body;
      }
      const inFlight = building.get(list.key);
      if (inFlight && inFlight.revision === list.revision) {
        const shared = await inFlight.answer;
        if (!expired(shared, list.now)) return shared.body;
      }
      return (await build(list)).body;
    },

    /** How many answers and bytes are stored. */
    size() {
      return { answers: stored?.size ?? 0, bytes: stored?.calculatedSize ?? 0 };
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

function expired(answer: StoredAnswer, now: Date | undefined): boolean {
  if (answer.expiresAt === null) return false;
  return now === undefined || now.getTime() >= answer.expiresAt;
}

/** Sends JSON bytes the route built itself; Fastify passes a Buffer through unserialised. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body);
}
