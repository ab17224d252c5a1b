import { isId, isOneOf } from '@groundwork/shared/common/guards';
import { pagingMessages } from '@groundwork/shared/common/paging';
import {
  SEARCH_PAGE_DEFAULT,
  searchResultTypes,
  type SearchResultType,
} from '@groundwork/shared/search/constants';
import type { SearchPage, SearchResult } from '@groundwork/shared/search/schemas';
import type { Database } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { projectViewer } from '../../platform/visibility';
import type { WorkspaceAccess } from '../../platform/workspace-access';
import { snippetOf } from './search-snippet';
import { TYPO_MIN_LENGTH, wordsToFind } from './search-words';
import * as repo from './search.repository';

export interface SearchServiceDeps {
  db: Database;
}

/** The query as the route's schema parsed it. */
export interface SearchRequest {
  q: string;
  type?: SearchResultType;
  limit?: number;
  cursor?: string;
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', pagingMessages.badCursor, [
    { path: 'cursor', message: pagingMessages.badCursor },
  ]);

const AT_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** Where a page starts, and whether the search it continues looks for typos. */
interface SearchCursor {
  position: repo.SearchPosition;
  typos: boolean;
}

/** The cursor after a page: its last row's place in the order, opaque to clients. */
function encodeCursor({ position, typos }: SearchCursor): string {
  const { titleMatch, atKey, id, type } = position;
  return Buffer.from(JSON.stringify([titleMatch, atKey, id, type, typos ? 1 : 0])).toString(
    'base64url',
  );
}

/** The place a cursor stands for; 400 'Invalid cursor' for anything `encodeCursor` never made. */
function decodeCursor(cursor: string): SearchCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw badCursor();
  const [titleMatch, atKey, id, type, typos] = parts as unknown[];
  if (
    (titleMatch !== 0 && titleMatch !== 1) ||
    typeof atKey !== 'string' ||
    !AT_KEY_PATTERN.test(atKey) ||
    Number.isNaN(Date.parse(`${atKey.slice(0, 23)}Z`)) ||
    !isId(id) ||
    !isOneOf(searchResultTypes, type) ||
    (typos !== 0 && typos !== 1)
  ) {
    throw badCursor();
  }
  const decoded: SearchCursor = {
    position: { titleMatch: titleMatch === 1 ? 1 : 0, atKey, id, type },
    typos: typos === 1,
  };
  if (encodeCursor(decoded) !== cursor) throw badCursor();
  return decoded;
}

function toResult(row: repo.SearchRow, typed: string[]): SearchResult {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    snippet: row.body ? snippetOf(row.body, typed) : '',
    projectId: row.projectId,
    taskId: row.taskId,
    at: new Date(`${row.atKey.slice(0, 23)}Z`).toISOString(),
  };
}

export function createSearchService({ db }: SearchServiceDeps) {
  return {
    /**
     * A page of what the text finds among what the member may see in the workspace: tasks and
     * projects of projects they may see (not archived ones), those tasks' comments and files,
     * ventures they may see and their files. Title matches first, then the most recent.
     */
    async search(access: WorkspaceAccess, query: SearchRequest): Promise<SearchPage> {
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const limit = query.limit ?? SEARCH_PAGE_DEFAULT;
      const words = wordsToFind(query.q);
      const find = (typos: boolean) =>
        repo.findMatches(db, {
          workspaceId: access.workspace.id,
          viewer: projectViewer(access.actor),
          words,
          typos,
          types: query.type ? [query.type] : searchResultTypes,
          after: cursor?.position ?? null,
          // One row more than the page tells whether another page follows.
          limit: limit + 1,
        });
      // Typos are looked for only when the words as typed find nothing: a nearly spelled word is
      // tested by trigrams on every row that shares some, which a common word makes many.
      let typos = cursor?.typos ?? false;
      let rows = await find(typos);
      if (!cursor && rows.length === 0 && words.some((word) => word.length >= TYPO_MIN_LENGTH)) {
        typos = true;
        rows = await find(typos);
      }
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        items: shown.map((row) => toResult(row, words)),
        nextCursor: rows.length > limit && last ? encodeCursor({ position: last, typos }) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
