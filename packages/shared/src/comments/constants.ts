/**
 * The messages of comments. Plain values: zod stays in schemas.ts (see tasks/constants.ts).
 */

export const commentMessages = {
  contentRequired: 'Comment cannot be empty',
  contentTooLong: 'Comment must be at most 1000 characters',
  notFound: 'Comment not found',
  onlyAuthor: 'Only the author can edit or delete this comment',
} as const;
