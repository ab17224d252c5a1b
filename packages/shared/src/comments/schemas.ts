import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../common/constants';
import { idSchema, textInputSchema, timestampSchema, userSummarySchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { commentMessages } from './constants';

/** Comment text (000 §5): non-empty after trimming, at most 1000 characters; stored trimmed. */
export const commentContentSchema = textInputSchema('Comment', {
  error: commentMessages.contentRequired,
})
  .trim()
  .min(1, commentMessages.contentRequired)
  .max(COMMENT_MAX_LENGTH, commentMessages.contentTooLong);

/** POST and PUT /api/tasks/{taskId}/comments[/{commentId}] body. */
export const commentInputSchema = z.object({ content: commentContentSchema });

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
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/tasks/{taskId}/comments answers a bare array, oldest first. */
export const commentListSchema = z.array(commentSchema);
