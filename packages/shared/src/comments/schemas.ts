import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../common/constants';
import { idSchema, textInputSchema, timestampSchema, userSummarySchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { COMMENT_MENTIONS_MAX, commentMessages } from './constants';

/** Comment text (000 §5): non-empty after trimming, at most 1000 characters; stored trimmed. */
export const commentContentSchema = textInputSchema('Comment', {
  error: commentMessages.contentRequired,
})
  .trim()
  .min(1, commentMessages.contentRequired)
  .max(COMMENT_MAX_LENGTH, commentMessages.contentTooLong);

/**
 * The people a comment mentions, by user id (the text holds their `@Name` as typed): at most
 * `COMMENT_MENTIONS_MAX`, each named once however often it is sent.
 */
const commentMentionIdsSchema = z
  .array(z.uuid({ error: commentMessages.mentionInvalid }), {
    error: commentMessages.mentionsNotList,
  })
  .max(COMMENT_MENTIONS_MAX, commentMessages.mentionsTooMany)
  .transform((ids) => [...new Set(ids)]);

/**
 * POST and PUT /api/tasks/{taskId}/comments[/{commentId}] body. `mentions` absent is none on
 * POST; on PUT it leaves the comment's mentions as they are, and a list replaces them.
 */
export const commentInputSchema = z.object({
  content: commentContentSchema,
  mentions: commentMentionIdsSchema.optional().meta({
    description:
      'The user ids of the people the text mentions as `@Name`, each an active member who can see the task. Left out of an edit, the comment keeps its mentions.',
  }),
});
export type CommentInput = z.output<typeof commentInputSchema>;

export const commentParamsSchema = z.object({ taskId: idSchema, commentId: idSchema });

/**
 * The same route parameters as the server reads them: any string, so that an id which cannot
 * name a task or comment answers 404 like one that names nothing, rather than a 400.
 */
export const taskCommentsPathParamsSchema = z.object({ taskId: textInputSchema('Task ID') });
export const commentPathParamsSchema = z.object({
  taskId: textInputSchema('Task ID'),
  commentId: textInputSchema('Comment ID'),
});

/**
 * A person a comment mentions, by their current name (name, else phone number): a rename shows
 * at once. `writtenAs` is the name the text holds after the `@` (the name when it was written),
 * so a client can show the current one in its place; null when the text does not hold it.
 */
const commentMentionSchema = componentSchema('CommentMention', {
  id: idSchema,
  name: z.string(),
  writtenAs: z.string().nullable().meta({
    description:
      'The name the text holds after the `@` (the name when it was written); null when the text does not hold it.',
  }),
});
export type CommentMention = z.infer<typeof commentMentionSchema>;

/**
 * A comment. `updatedAt` is null until the comment is edited; an edited comment shows "(edited)"
 * (DECISIONS.md "Tasks and comments").
 */
export const commentSchema = componentSchema('Comment', {
  id: idSchema,
  taskId: idSchema,
  content: z.string(),
  userId: idSchema,
  author: userSummarySchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullable(),
  mentions: z.array(commentMentionSchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/tasks/{taskId}/comments answers a bare array, oldest first. */
export const commentListSchema = z.array(commentSchema);
