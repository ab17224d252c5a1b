/**
 * The messages of comments. Plain values: zod stays in schemas.ts (see tasks/constants.ts).
 */

/** How many people one comment may mention: a crew, not the whole workspace. */
export const COMMENT_MENTIONS_MAX = 20;

export const commentMessages = {
  contentRequired: 'Comment cannot be empty',
  contentTooLong: 'Comment must be at most 1000 characters',
  notFound: 'Comment not found',
  onlyAuthor: 'Only the author can edit or delete this comment',
  mentionsNotList: 'Mentions must be a list of user IDs',
  mentionInvalid: 'Each mention must be a valid user ID',
  mentionsTooMany: `A comment can mention at most ${COMMENT_MENTIONS_MAX} people`,
  /** A mentioned id of someone who is not an active member able to see the task. */
  mentionCannotSee: 'Mentioned people must be members who can see this task',
} as const;
