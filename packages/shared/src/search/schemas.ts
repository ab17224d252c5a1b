import { z } from 'zod';
import { pageQueryShape, pageSchema } from '../common/paging';
import { idSchema, optionalQueryParam, textInputSchema, timestampSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  searchMessages,
  searchResultTypes,
} from './constants';

/**
 * `GET /api/search`: words in task titles and descriptions, project names and descriptions,
 * comments, file names, venture names and pitches, among what the caller may see in the workspace.
 * Prefixes and small typos match; title matches come first, then the most recent.
 */

const searchResultTypeSchema = z.enum(searchResultTypes, { error: searchMessages.badType });

export const searchQuerySchema = z.object({
  workspaceId: idSchema,
  // Absent reads as too short: the same message as an empty search.
  q: textInputSchema('q', { error: searchMessages.queryTooShort })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, { error: searchMessages.queryTooShort })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: searchMessages.queryTooLong }),
  type: optionalQueryParam('type', searchResultTypeSchema),
  ...pageQueryShape,
});

const searchResultSchema = componentSchema('SearchResult', {
  type: searchResultTypeSchema,
  /** The found thing's id: a task's, project's, comment's, file's or venture's. */
  id: idSchema,
  /** What to show as the result's name: a title, a file's name, a venture's name; for a comment, its task's title. */
  title: z.string(),
  /** A short stretch of the matched text, the matched words as they were written. */
  snippet: z.string(),
  /** The project it belongs to (a project's own id for a project); null for a venture. */
  projectId: idSchema.nullable(),
  /** The task it belongs to (a task's own id for a task); null where there is none. */
  taskId: idSchema.nullable(),
  /** When it was last changed (a comment or file: when it was written or uploaded). */
  at: timestampSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = pageSchema(searchResultSchema, 'SearchPage');
export type SearchPage = z.infer<typeof searchPageSchema>;
