import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { Comment } from '@groundwork/shared/comments/schemas';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  makeComment,
  makeTask,
  openSignedIn,
  taskDetailPath,
} from '../testing/fixtures';

const commentsPath = `/api/tasks/${ids.taskA}/comments`;

afterEach(() => onlineManager.setOnline(true));

/** Comments oldest first, as the server pages them. */
function manyComments(count: number): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({
      id: `cccccccc-1000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      content: `Comment ${index + 1}`,
    }),
  );
}

function openTask(comments: Comment[]) {
  return openSignedIn(taskDetailPath, {
    [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
    [`GET ${commentsPath}`]: (_init, url) => pagedAnswer(comments, url),
    [`GET ${commentsPath}/count`]: () => jsonResponse({ count: comments.length }),
    [`POST ${commentsPath}`]: () => jsonResponse(makeComment({ content: 'Late one' }), 201),
  });
}

const commentTexts = () =>
  within(screen.getByRole('list', { name: 'Comments' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

describe('Comments, a page at a time', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('asks for 50 comments oldest first, then the next 50 from Load more', async () => {
    const comments = manyComments(60);
    const { fetchMock, user } = openTask(comments);
    await screen.findByText('Comment 50', {}, firstLoad);
    const [first] = callsTo(fetchMock, 'GET', commentsPath);
    expect(first?.query.get('limit')).toBe('50');
    expect(first?.query.has('cursor')).toBe(false);
    expect(screen.queryByText('Comment 51')).not.toBeInTheDocument();
    // The count is the server's, not the 50 loaded.
    expect(await screen.findByRole('heading', { name: /^Comments\s*60$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Comment 60');
    const second = callsTo(fetchMock, 'GET', commentsPath)[1];
    expect(second?.query.get('cursor')).toBe('after-50');
    expect(second?.query.get('limit')).toBe('50');
    expect(commentTexts()).toEqual(comments.map((comment) => comment.content));
    expect(screen.getByRole('heading', { name: /^Comments\s*60$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a comment made offline at once, last, after the pages fetched', async () => {
    const comments = manyComments(60);
    const { user } = openTask(comments);
    await screen.findByText('Comment 50', {}, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Comment 60');

    act(() => onlineManager.setOnline(false));
    await user.type(screen.getByLabelText('Add a comment'), 'Skip delivered');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(commentTexts()).toEqual([...comments.map((c) => c.content), 'Skip delivered']),
    );
    const row = screen.getByText('Skip delivered').closest('li');
    expect(row && within(row).getByText('Waiting to send')).toBeInTheDocument();
    // The count takes it in at once too.
    expect(screen.getByRole('heading', { name: /^Comments\s*61$/ })).toBeInTheDocument();
  });
});
