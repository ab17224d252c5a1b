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
  taskMentionNotificationText,
} from './rules';
import { COMMENT_MENTIONS_MAX, commentMessages } from './constants';

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

  it('takes no mentions as none', () => {
    expect(commentInputSchema.parse({ content: 'Hi' })).toEqual({ content: 'Hi' });
  });

  it('stores the text trimmed', () => {
    expect(commentInputSchema.parse({ content: '  Looks good \n' })).toEqual({
      content: 'Looks good',
    });
  });
});

describe('comment mentions', () => {
  const OTHER = '22222222-2222-4222-8222-222222222222';
  const ids = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
  const parse = (mentions: unknown) => commentInputSchema.safeParse({ content: 'Hi', mentions });
  const firstMessage = (mentions: unknown) => {
    const result = parse(mentions);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('folds an id named twice into one, keeping the first order', () => {
    expect(parse([OTHER, ID, OTHER]).data).toEqual({ content: 'Hi', mentions: [OTHER, ID] });
    expect(parse([]).data).toEqual({ content: 'Hi', mentions: [] });
  });

  it.each([
    [ids(COMMENT_MENTIONS_MAX), null],
    [ids(COMMENT_MENTIONS_MAX + 1), commentMessages.mentionsTooMany],
    [['Ada'], commentMessages.mentionInvalid],
    [[42], commentMessages.mentionInvalid],
    [ID, commentMessages.mentionsNotList],
    [null, commentMessages.mentionsNotList],
  ])('%#: → %s', (mentions, message) => {
    expect(firstMessage(mentions)).toBe(message);
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
    mentions: [{ id: ID, name: 'Ada', writtenAs: 'Ada L' }],
  };

  it('reads a comment and a list, and the route params', () => {
    expect(commentSchema.parse(comment)).toEqual(comment);
    expect(commentSchema.safeParse({ ...comment, mentions: undefined }).success).toBe(false);
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

describe('task_mention notification text', () => {
  it('names the author and the task', () => {
    expect(taskMentionNotificationText('Order tiles', 'Ada')).toEqual({
      title: 'New mention',
      message: 'Ada mentioned you in a comment on "Order tiles"',
    });
  });
});
