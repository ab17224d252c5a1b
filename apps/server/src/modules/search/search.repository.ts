import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SearchResultType } from '@groundwork/shared/search/constants';
import {
  commentTable,
  projectTable,
  searchText,
  searchVector,
  taskFileTable,
  taskTable,
  ventureFileTable,
  ventureTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import {
  fileVisibleTo,
  projectNotArchived,
  projectVisibleTo,
  taskVisibleTo,
  ventureVisibleTo,
  type ProjectViewer,
} from '../../platform/visibility';
import { TYPO_MIN_LENGTH } from './search-words';

/** Where one page of results starts: just after this row of the order (see `findMatches`). */
export interface SearchPosition {
  titleMatch: 0 | 1;
  /** The row's `at` in UTC to the microsecond, as `findMatches` answers it: `2026-03-02T09:00:00.000000`. */
  atKey: string;
  id: string;
  type: SearchResultType;
}

export interface SearchScope {
  workspaceId: string;
  viewer: ProjectViewer;
  /** The typed words, lower-cased (`wordsToFind`); every one of them must be found. */
  words: readonly string[];
  types: readonly SearchResultType[];
  after: SearchPosition | null;
  limit: number;
}

export interface SearchRow {
  type: SearchResultType;
  id: string;
  title: string;
  /** The longer text searched beside the title (a description, a comment, a pitch); null for a file. */
  body: string | null;
  projectId: string | null;
  taskId: string | null;
  titleMatch: 0 | 1;
  atKey: string;
}

/**
 * One typed word as a tsquery that finds it as a word or a word's beginning: `plumb` →
 * `'plumb':*`. It is split the way the indexes split the rows' text (punctuation is a space) and
 * only ever quoted (`plainto_tsquery`), so nothing typed is read as tsquery syntax and no text can
 * make the statement fail.
 */
function prefixQuery(word: string): SQL {
  const words = sql`plainto_tsquery('simple', regexp_replace(${word}::text, '[^[:alnum:]]+', ' ', 'g'))`;
  return sql`regexp_replace(${words}::text, '''( |$)', ''':*\\1', 'g')::tsquery`;
}

/**
 * Whether `searched` holds every typed word: as a word or a word's beginning, through the
 * full-text index, or (a word of `TYPO_MIN_LENGTH` or more) nearly spelled so, through the
 * trigram index: `t %> w` holds when some stretch of `t` is spelled nearly like `w` (pg_trgm's
 * word similarity above its threshold, 0.6). Written with the indexed text on the left, as the
 * index condition reads, so that rows the indexes found are not tested again. A word in which
 * PostgreSQL finds no letter or digit at all (`numnode` 0) asks for nothing.
 */
function holdsEveryWord(searched: SQL, words: readonly string[]): SQL {
  return and(
    ...words.map((word) => {
      const query = prefixQuery(word);
      const typo = word.length >= TYPO_MIN_LENGTH ? sql` or (${searched}) %> ${word}::text` : sql``;
      return sql`(numnode(${query}) = 0 or ${searchVector(searched)} @@ ${query}${typo})`;
    }),
  ) as SQL;
}

/** A kind of result: its rows' columns, each selected with the name the union reads. */
interface Source {
  type: SearchResultType;
  id: SQL;
  title: SQL;
  /** The name the result is ranked first for, when it matches. */
  name: SQL | null;
  body: SQL;
  projectId: SQL;
  taskId: SQL;
  at: SQL;
  /** The text the indexes hold (schema.ts `searchText`), which the typed words are found in. */
  searched: SQL;
  from: SQL;
  where: (SQL | undefined)[];
}

function sources(scope: SearchScope): Record<SearchResultType, Source[]> {
  const { workspaceId, viewer } = scope;
  const none = sql`null::uuid`;
  const task: Source = {
    type: 'task',
    id: sql`${taskTable.id}`,
    title: sql`${taskTable.title}`,
    name: sql`${taskTable.title}`,
    body: sql`${taskTable.description}`,
    projectId: sql`${taskTable.projectId}`,
    taskId: sql`${taskTable.id}`,
    at: sql`${taskTable.updatedAt}`,
    searched: searchText(taskTable.title, taskTable.description),
    from: sql`${taskTable} join ${projectTable} on ${projectTable.id} = ${taskTable.projectId}`,
    where: [eq(taskTable.workspaceId, workspaceId), taskVisibleTo(viewer), projectNotArchived()],
  };
  const project: Source = {
    type: 'project',
    id: sql`${projectTable.id}`,
    title: sql`${projectTable.name}`,
    name: sql`${projectTable.name}`,
    body: sql`${projectTable.description}`,
    projectId: sql`${projectTable.id}`,
    taskId: none,
    at: sql`${projectTable.updatedAt}`,
    searched: searchText(projectTable.name, projectTable.description),
    from: sql`${projectTable}`,
    where: [
      eq(projectTable.workspaceId, workspaceId),
      projectVisibleTo(viewer),
      projectNotArchived(),
    ],
  };
  const comment: Source = {
    type: 'comment',
    id: sql`${commentTable.id}`,
    // A comment is shown under its task's title.
    title: sql`${taskTable.title}`,
    name: null,
    body: sql`${commentTable.content}`,
    projectId: sql`${taskTable.projectId}`,
    taskId: sql`${taskTable.id}`,
    at: sql`coalesce(${commentTable.updatedAt}, ${commentTable.createdAt})`,
    searched: searchText(commentTable.content),
    from: sql`${commentTable} join ${taskTable} on ${taskTable.id} = ${commentTable.taskId}
      join ${projectTable} on ${projectTable.id} = ${taskTable.projectId}`,
    where: [eq(taskTable.workspaceId, workspaceId), taskVisibleTo(viewer), projectNotArchived()],
  };
  const taskFile: Source = {
    type: 'file',
    id: sql`${taskFileTable.id}`,
    title: sql`${taskFileTable.filename}`,
    name: sql`${taskFileTable.filename}`,
    body: sql`null::text`,
    projectId: sql`${taskFileTable.projectId}`,
    taskId: sql`${taskFileTable.taskId}`,
    at: sql`${taskFileTable.uploadedAt}`,
    searched: searchText(taskFileTable.filename),
    from: sql`${taskFileTable} join ${projectTable} on ${projectTable.id} = ${taskFileTable.projectId}`,
    where: [
      eq(taskFileTable.workspaceId, workspaceId),
      fileVisibleTo(viewer),
      projectNotArchived(),
    ],
  };
  const venture: Source = {
    type: 'venture',
    id: sql`${ventureTable.id}`,
    title: sql`${ventureTable.name}`,
    name: sql`${ventureTable.name}`,
    body: searchText(ventureTable.description, ventureTable.pitchContent),
    projectId: none,
    taskId: none,
    at: sql`${ventureTable.updatedAt}`,
    searched: searchText(ventureTable.name, ventureTable.description, ventureTable.pitchContent),
    from: sql`${ventureTable}`,
    where: [eq(ventureTable.workspaceId, workspaceId), ventureVisibleTo(viewer.userId)],
  };
  const ventureFile: Source = {
    type: 'file',
    id: sql`${ventureFileTable.id}`,
    title: sql`${ventureFileTable.filename}`,
    name: sql`${ventureFileTable.filename}`,
    body: sql`null::text`,
    projectId: none,
    taskId: none,
    at: sql`${ventureFileTable.storedAt}`,
    searched: searchText(ventureFileTable.filename),
    from: sql`${ventureFileTable} join ${ventureTable} on ${ventureTable.id} = ${ventureFileTable.ventureId}`,
    // Only files whose bytes are stored are listed or served.
    where: [
      eq(ventureFileTable.workspaceId, workspaceId),
      isNotNull(ventureFileTable.storedAt),
      ventureVisibleTo(viewer.userId),
    ],
  };
  return {
    task: [task],
    project: [project],
    comment: [comment],
    file: [taskFile, ventureFile],
    venture: [venture],
  };
}

/** The rows of one source that hold every typed word, and whether their name holds them all. */
function selectMatches(source: Source, words: readonly string[]): SQL {
  const titleMatch = source.name
    ? sql`case when ${holdsEveryWord(source.name, words)} then 1 else 0 end`
    : sql`0`;
  return sql`select ${source.type}::text as type, ${source.id} as id, ${source.title}::text as title,
      ${source.body}::text as body, ${source.projectId} as project_id, ${source.taskId} as task_id,
      ${source.at} as at, ${titleMatch} as title_match
    from ${source.from}
    where ${and(...source.where, holdsEveryWord(source.searched, words))}`;
}

/**
 * A page of what the scope's text finds among what the viewer may see in the workspace: matches
 * in a title (a name, a file's name) first, then the most recently changed, then by id and kind,
 * so that the order is total and a page starts just after the `after` row of the one before.
 */
export async function findMatches(db: Queryable, scope: SearchScope): Promise<SearchRow[]> {
  // Text without a letter or digit names no word: nothing is found.
  if (scope.words.length === 0) return [];
  const bySource = sources(scope);
  const selects = scope.types.flatMap((type) =>
    bySource[type].map((source) => selectMatches(source, scope.words)),
  );
  const after = scope.after;
  const afterCondition = after
    ? sql`where (title_match, at, id, type) < (${after.titleMatch}::int,
        ${after.atKey}::timestamp at time zone 'UTC', ${after.id}::uuid, ${after.type}::text)`
    : sql``;
  const result = await db.execute(sql`
    select type, id, title, body, project_id, task_id, title_match,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at_key
    from (${sql.join(selects, sql` union all `)}) as found
    ${afterCondition}
    order by title_match desc, at desc, id desc, type desc
    limit ${scope.limit}`);
  const rows = (result as unknown as { rows: RawRow[] }).rows;
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    title: row.title,
    body: row.body,
    projectId: row.project_id,
    taskId: row.task_id,
    titleMatch: Number(row.title_match) === 1 ? 1 : 0,
    atKey: row.at_key,
  }));
}

interface RawRow {
  type: SearchResultType;
  id: string;
  title: string;
  body: string | null;
  project_id: string | null;
  task_id: string | null;
  title_match: number | string;
  at_key: string;
}
