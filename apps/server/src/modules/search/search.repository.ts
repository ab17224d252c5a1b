import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
  /** Whether a word may also be found nearly spelled (see `holdsWord`). */
  typos: boolean;
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
 * Whether one of `texts` holds the typed word: as a word or a word's beginning, through the
 * full-text index, or (a word of `TYPO_MIN_LENGTH` or more) nearly spelled so, through the
 * trigram index: `t %> w` holds when some stretch of `t` is spelled nearly like `w` (pg_trgm's
 * word similarity above its threshold, 0.6). Written with the indexed text on the left, as the
 * index condition reads, so that rows the indexes found are not tested again. A word in which
 * PostgreSQL finds no letter or digit at all (`numnode` 0) asks for nothing.
 */
function holdsWord(texts: readonly SQL[], word: string, typos: boolean): SQL {
  const query = prefixQuery(word);
  const found = texts.map((text) => {
    const typo =
      typos && word.length >= TYPO_MIN_LENGTH ? sql` or (${text}) %> ${word}::text` : sql``;
    return sql`${searchVector(text)} @@ ${query}${typo}`;
  });
  return sql`(numnode(${query}) = 0 or ${sql.join(found, sql` or `)})`;
}

/** Whether every typed word is in one of `texts` (each may be in another). */
function holdsEveryWord(texts: readonly SQL[], { words, typos }: SearchScope): SQL {
  return and(...words.map((word) => holdsWord(texts, word, typos))) as SQL;
}

/** A kind of result: its rows' columns, each selected with the name the union reads. */
interface Source {
  type: SearchResultType;
  id: SQL;
  title: SQL;
  /** The name the result is ranked first for, when it matches: indexed on its own (schema.ts). */
  name: SQL | null;
  /** The longer text searched beside the name, indexed on its own; the snippet comes from it. */
  text: SQL | null;
  projectId: SQL;
  taskId: SQL;
  at: SQL;
  /** Whether an index reads the workspace's rows by `at` (then a common word is found by a walk). */
  recentFirst: boolean;
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
    name: searchText(taskTable.title),
    text: searchText(taskTable.description),
    projectId: sql`${taskTable.projectId}`,
    taskId: sql`${taskTable.id}`,
    at: sql`${taskTable.updatedAt}`,
    recentFirst: true,
    from: sql`${taskTable} join ${projectTable} on ${projectTable.id} = ${taskTable.projectId}`,
    where: [eq(taskTable.workspaceId, workspaceId), taskVisibleTo(viewer), projectNotArchived()],
  };
  const project: Source = {
    type: 'project',
    id: sql`${projectTable.id}`,
    title: sql`${projectTable.name}`,
    name: searchText(projectTable.name),
    text: searchText(projectTable.description),
    projectId: sql`${projectTable.id}`,
    taskId: none,
    at: sql`${projectTable.updatedAt}`,
    recentFirst: false,
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
    text: searchText(commentTable.content),
    projectId: sql`${taskTable.projectId}`,
    taskId: sql`${taskTable.id}`,
    at: sql`coalesce(${commentTable.updatedAt}, ${commentTable.createdAt})`,
    recentFirst: false,
    from: sql`${commentTable} join ${taskTable} on ${taskTable.id} = ${commentTable.taskId}
      join ${projectTable} on ${projectTable.id} = ${taskTable.projectId}`,
    where: [eq(taskTable.workspaceId, workspaceId), taskVisibleTo(viewer), projectNotArchived()],
  };
  const taskFile: Source = {
    type: 'file',
    id: sql`${taskFileTable.id}`,
    title: sql`${taskFileTable.filename}`,
    name: searchText(taskFileTable.filename),
    text: null,
    projectId: sql`${taskFileTable.projectId}`,
    taskId: sql`${taskFileTable.taskId}`,
    at: sql`${taskFileTable.uploadedAt}`,
    recentFirst: true,
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
    name: searchText(ventureTable.name),
    text: searchText(ventureTable.description, ventureTable.pitchContent),
    projectId: none,
    taskId: none,
    at: sql`${ventureTable.updatedAt}`,
    recentFirst: false,
    from: sql`${ventureTable}`,
    where: [eq(ventureTable.workspaceId, workspaceId), ventureVisibleTo(viewer.userId)],
  };
  const ventureFile: Source = {
    type: 'file',
    id: sql`${ventureFileTable.id}`,
    title: sql`${ventureFileTable.filename}`,
    name: searchText(ventureFileTable.filename),
    text: null,
    projectId: none,
    taskId: none,
    at: sql`${ventureFileTable.storedAt}`,
    recentFirst: false,
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

/** How many of the most recent rows search reads for each result it shows, before it gathers. */
const WALK_ROWS_PER_RESULT = 20;

/**
 * Where a part of a source stands against the page's start: every row of a part of higher rank
 * comes before the cursor's row (the part is left out), every row of lower rank after it.
 */
function afterCondition(
  source: Source,
  titleMatch: 0 | 1,
  after: SearchPosition | null,
): SQL | undefined | false {
  if (!after || titleMatch < after.titleMatch) return undefined;
  if (titleMatch > after.titleMatch) return false;
  const at = sql`${after.atKey}::timestamp at time zone 'UTC'`;
  // The first comparison is the one an index on (at, id) reads; the second breaks a tie by kind.
  return sql`(${source.at}, ${source.id}) <= (${at}, ${after.id}::uuid)
    and (${source.at}, ${source.id}, ${source.type}::text) < (${at}, ${after.id}::uuid, ${after.type}::text)`;
}

/**
 * The first rows, in the page's order, of one part of a source: those whose name holds every
 * typed word (`titleMatch` 1), or the others, which hold them all in their name and text (0).
 * Each part is ranked and cut to the page's length on its own, so that a common word costs a walk
 * down the most recent rows (or a sort of the matches when they are few), never a ranking of them
 * all. A row of the second part has a typed word in its text that its name lacks; saying so lets
 * the planner start from the text's index when the name's would find many rows of the first.
 */
function selectPart(source: Source, titleMatch: 0 | 1, scope: SearchScope): SQL | null {
  const after = afterCondition(source, titleMatch, scope.after);
  if (after === false) return null;
  const { name, text } = source;
  const { words } = scope;
  const nameHolds = name ? holdsEveryWord([name], scope) : null;
  let matches: SQL | undefined;
  if (titleMatch === 1) {
    if (!nameHolds) return null;
    matches = nameHolds;
  } else {
    if (!text) return null;
    const texts = name ? [name, text] : [text];
    matches = and(
      holdsEveryWord(texts, scope),
      nameHolds ? sql`not (${nameHolds})` : undefined,
      nameHolds ? or(...words.map((word) => holdsWord([text], word, scope.typos))) : undefined,
    );
  }
  const columns = sql`${source.type}::text as type, ${source.id} as id,
      ${source.title}::text as title, ${text ?? sql`null`}::text as body,
      ${source.projectId} as project_id, ${source.taskId} as task_id, ${source.at} as at,
      ${titleMatch}::int as title_match`;
  const limit = scope.limit;
  const firstRows = sql`order by at desc, id desc limit ${limit}`;
  // Every match, gathered through the text indexes (materialized, so that the planner cannot bet
  // on a walk down the rows by `at` that finds fewer matches than it guessed and reads them all).
  const gathered = sql`with found as materialized (
      select ${columns} from ${source.from} where ${and(...source.where, matches, after)})
    select * from found ${firstRows}`;
  if (!source.recentFirst) return sql`(${gathered})`;
  // A common word is found among the most recent rows: a walk of at most WALK_ROWS_PER_RESULT
  // rows for each one the page shows. Only when it finds too few are the matches gathered.
  const walk = sql`select ${source.id} from ${source.from} where ${and(...source.where, after)}
    order by ${source.at} desc, ${source.id} desc limit ${limit * WALK_ROWS_PER_RESULT}`;
  return sql`(with walked as materialized (
      select ${columns} from ${source.from}
      where ${source.id} = any(array(${walk})) and ${and(...source.where, matches, after)}
      ${firstRows})
    select * from walked where (select count(*) from walked) = ${limit}
    union all
    select * from (${gathered}) as gathered where (select count(*) from walked) < ${limit})`;
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
  const parts = scope.types
    .flatMap((type) => bySource[type])
    .flatMap((source) => [selectPart(source, 1, scope), selectPart(source, 0, scope)])
    .filter((part): part is SQL => part !== null);
  const result = await db.execute(sql`
    select type, id, title, body, project_id, task_id, title_match,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at_key
    from (${sql.join(parts, sql` union all `)}) as found
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
