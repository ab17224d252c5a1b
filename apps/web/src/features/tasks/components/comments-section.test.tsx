import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  contractorUser,
  firstLoad,
  loadTaskChunks,
  ids,
  makeComment,
  makeTask,
  openSignedIn,
  taskDetailPath,
} from '../testing/fixtures';

const commentsPath = `/api/tasks/${ids.taskA}/comments`;

function openTask(
  comments = [
    makeComment(),
    makeComment({
      id: ids.commentTheirs,
      content: 'Roofer booked for Thursday.',
      userId: contractorUser.id,
      author: contractorUser,
      updatedAt: '2025-01-06T12:00:00.000Z',
    }),
  ],
) {
  let list = comments;
  return openSignedIn(taskDetailPath, {
    [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
    [`GET ${commentsPath}`]: (_init, url) => pagedAnswer(list, url),
    [`GET ${commentsPath}/count`]: () => jsonResponse({ count: list.length }),
    [`POST ${commentsPath}`]: (init) => {
      const { content } = JSON.parse(String(init.body)) as { content: string };
      const created = makeComment({ id: 'cccccccc-0000-4000-8000-000000000009', content });
      list = [...list, created];
      return jsonResponse(created, 201);
    },
    [`PUT ${commentsPath}/${ids.commentMine}`]: (init) => {
      const { content } = JSON.parse(String(init.body)) as { content: string };
      list = list.map((comment) =>
        comment.id === ids.commentMine
          ? { ...comment, content, updatedAt: new Date().toISOString() }
          : comment,
      );
      return jsonResponse(list[0]);
    },
    [`DELETE ${commentsPath}/${ids.commentMine}`]: () => {
      list = list.filter((comment) => comment.id !== ids.commentMine);
      return new Response(null, { status: 204 });
    },
  });
}

describe('Comments', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('counts the characters and posts a comment', async () => {
    const { user, fetchMock } = openTask([]);
    expect(await screen.findByText('No comments yet', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Be the first to add a comment')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Comments\s*0$/ })).toBeInTheDocument();
    const box = screen.getByLabelText('Add a comment');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await user.type(box, '  Bundles arrive Tuesday.');
    expect(screen.getByText('25/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', commentsPath)[0]?.body).toEqual({
      content: 'Bundles arrive Tuesday.',
    });
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Bundles arrive Tuesday.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    // The count is the server's, and takes the new comment in.
    expect(screen.getByRole('heading', { name: /^Comments\s*1$/ })).toBeInTheDocument();
  });

  it('keeps a comment over 1000 characters whole, says so and holds Post until it is shortened', async () => {
    const { user, fetchMock } = openTask([]);
    const box = await screen.findByLabelText('Add a comment', {}, firstLoad);
    const pasted = 'Bundles arrive Tuesday morning. '.repeat(36).slice(0, 1150);
    await user.click(box);
    await user.paste(pasted);

    // Nothing is cut, mid-word or otherwise.
    expect(box).toHaveValue(pasted);
    expect(screen.getByText('1150/1000')).toHaveClass('text-danger');
    expect(screen.getByText('Comment must be at most 1000 characters')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Comment must be at most 1000 characters'),
    );
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();

    await user.clear(box);
    await user.paste(pasted.slice(0, 1000));
    expect(screen.getByText('1000/1000')).not.toHaveClass('text-danger');
    expect(screen.queryByText('Comment must be at most 1000 characters')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(post).toBeEnabled();
    await user.click(post);
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', commentsPath)[0]?.body).toEqual({
      content: pasted.slice(0, 1000).trim(),
    });
  });

  it('holds Save while an edited comment is over 1000 characters', async () => {
    const { user, fetchMock } = openTask();
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' }, firstLoad);
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByLabelText('Edit comment');
    await user.clear(box);
    await user.paste('z'.repeat(1001));

    expect(box).toHaveValue('z'.repeat(1001));
    expect(within(mine).getByText('1001/1000')).toHaveClass('text-danger');
    expect(within(mine).getByText('Comment must be at most 1000 characters')).toBeVisible();
    const save = within(mine).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(box, '{Backspace}');
    expect(within(mine).getByText('1000/1000')).not.toHaveClass('text-danger');
    expect(within(mine).queryByText('Comment must be at most 1000 characters')).toBeNull();
    await user.click(save);
    expect(await screen.findByText('Comment updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `${commentsPath}/${ids.commentMine}`)[0]?.body).toEqual({
      content: 'z'.repeat(1000),
    });
  });

  it('offers Edit and Delete to the author only, and marks edited comments', async () => {
    openTask();
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' }, firstLoad);
    const theirs = screen.getByRole('listitem', { name: 'Cole Contractor' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(theirs).getByText('(edited)')).toBeInTheDocument();
    expect(within(mine).queryByText('(edited)')).not.toBeInTheDocument();
    expect(within(mine).getByText('Jan 5, 2025')).toBeInTheDocument();
  });

  it('edits inline with Save and Cancel', async () => {
    const { user, fetchMock } = openTask();
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' }, firstLoad);
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByLabelText('Edit comment');
    await user.clear(box);
    await user.type(box, 'Changed');
    await user.click(within(mine).getByRole('button', { name: 'Cancel' }));
    expect(within(mine).getByText('Bundles arrive Tuesday.')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    await user.clear(within(mine).getByLabelText('Edit comment'));
    await user.type(within(mine).getByLabelText('Edit comment'), 'Bundles arrive Wednesday.');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `${commentsPath}/${ids.commentMine}`)[0]?.body).toEqual({
      content: 'Bundles arrive Wednesday.',
    });
    expect(await within(mine).findByText('(edited)')).toBeInTheDocument();
  });

  it('asks before deleting a comment', async () => {
    const { user } = openTask();
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' }, firstLoad);
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
    );
  });

  it('collapses with Hide and opens with Show', async () => {
    const { user } = openTask();
    const hide = await screen.findByRole('button', { name: 'Hide' }, firstLoad);
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Add a comment')).toBeInTheDocument();
  });
});
