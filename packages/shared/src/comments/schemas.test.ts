import { describe, expect, it } from 'vitest';
import {
  commentInputSchema,
  commentListSchema,
  commentParamsSchema,
  commentPathParamsSchema,
  commentSchema,
  taskCommentsPathParamsSchema,
} from './schemas';
import {
  commentCounterText,
  EDITED_MARKER,
  isCommentEdited,
  taskCommentNotificationText,
} from './rules';
import { commentMessages } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';
const messagesOf = (value: unknown) => {
  const result = commentInputSchema.safeParse({ content: value });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('comment content (000 §5)', () => {
  it.each([
    ['Looks good', []],
    ['c'.repeat(1000), []],
    ['c'.repeat(1001), [commentMessages.contentTooLong]],
    [` ${'c'.repeat(1000)} `, []],
    ['', [commentMessages.contentRequired]],
    ['   \n ', [commentMessages.contentRequired]],
    [undefined, [commentMessages.contentRequired]],
  ])('%#: → %j', (content, expected) => {
    expect(messagesOf(content)).toEqual(expected);
  });

  it('stores the text trimmed', () => {
    expect(commentInputSchema.parse({ content: '  Looks good \n' })).toEqual({
      content: 'Looks good',
    });
  });
});

describe('comment answers', () => {
  const comment = {
    id: ID,
    taskId: ID,
    content: 'Looks good',
    userId: ID,
    author: { id: ID, name: 'Ada', phoneNumber: '+15551234567' },
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: null,
  };

  it('reads a comment and a list, and the route params', () => {
    expect(commentSchema.parse(comment)).toEqual(comment);
    expect(commentListSchema.parse([comment])).toEqual([comment]);
    expect(commentParamsSchema.safeParse({ taskId: ID, commentId: 'x' }).success).toBe(false);
  });

  it('reads path ids as any string, so the server can answer 404 for one that names nothing', () => {
    expect(taskCommentsPathParamsSchema.parse({ taskId: 'x' })).toEqual({ taskId: 'x' });
    expect(commentPathParamsSchema.parse({ taskId: ID, commentId: 'x' })).toEqual({
      taskId: ID,
      commentId: 'x',
    });
  });

  it('is edited once it carries updatedAt', () => {
    expect(isCommentEdited(comment)).toBe(false);
    expect(isCommentEdited({ updatedAt: '2025-03-02T00:00:00.000Z' })).toBe(true);
    expect(EDITED_MARKER).toBe('(edited)');
  });

  it('counts characters against 1000', () => {
    expect(commentCounterText('')).toBe('0/1000');
    expect(commentCounterText('hello')).toBe('5/1000');
  });
});

describe('task_comment notification text', () => {
  it('names the author and the task', () => {
    expect(taskCommentNotificationText('Order tiles', 'Ada')).toEqual({
      title: 'New comment',
      message: 'Ada commented on "Order tiles"',
    });
  });
});
