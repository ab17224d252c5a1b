import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@groundwork/shared/comments/schemas';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  contractorUser,
  firstLoad,
  ids,
  loadTaskChunks,
  makeComment,
  makeProject,
  makeTask,
  makeWorkspaceDetail,
  openSignedIn,
  taskDetailPath,
} from '../testing/fixtures';

const commentsPath = `/api/tasks/${ids.taskA}/comments`;
const manager = {
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Mara Manager',
  phoneNumber: '+15550007777',
};
const unassigned = {
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Max Contractor',
  phoneNumber: '+15550008888',
};
const phoneOnly = {
  id: '99999999-9999-4999-8999-999999999999',
  name: null,
  phoneNumber: '+15550009999',
};

function member(user: WorkspaceMember['user'], role: WorkspaceMember['role'], isOwner = false) {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${user.id.slice(-12)}`,
    userId: user.id,
    role,
    status: 'active',
    isOwner,
    invitedAt: '2025-01-05T12:00:00.000Z',
    joinedAt: '2025-01-05T12:00:00.000Z',
    user,
  } satisfies WorkspaceMember;
}

/**
 * The task page of a workspace where the signed-in owner, a project manager, the contractor on
 * the project and a member known by phone alone can see the task; a contractor not on the project
 * and an invitee cannot.
 */
function openTask(comments: Comment[] = []) {
  let list = comments;
  const workspace = makeWorkspaceDetail();
  return openSignedIn(taskDetailPath, {
    [`GET /api/workspaces/${ids.workspace}`]: () =>
      jsonResponse({
        ...workspace,
        members: [
          ...workspace.members,
          member(manager, 'project_manager'),
          member(unassigned, 'contractor'),
          member(phoneOnly, 'admin'),
        ],
      }),
    [`GET /api/projects/${ids.project}`]: () =>
      jsonResponse(
        makeProject({
          assignments: [{ userId: contractorUser.id, role: 'contractor', user: contractorUser }],
        }),
      ),
    [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
    [`GET ${commentsPath}`]: (_init, url) => pagedAnswer(list, url),
    [`GET ${commentsPath}/count`]: () => jsonResponse({ count: list.length }),
    [`POST ${commentsPath}`]: (init) => {
      const { content, mentions = [] } = JSON.parse(String(init.body)) as {
        content: string;
        mentions?: string[];
      };
      const people = [contractorUser, manager, phoneOnly];
      const created = makeComment({
        id: 'cccccccc-0000-4000-8000-000000000009',
        content,
        mentions: people
          .filter((person) => mentions.includes(person.id))
          .map((person) => ({
            id: person.id,
            name: person.name ?? person.phoneNumber,
            writtenAs: person.name ?? person.phoneNumber,
          })),
      });
      list = [...list, created];
      return jsonResponse(created, 201);
    },
    [`PUT ${commentsPath}/${ids.commentMine}`]: (init) => {
      const { content } = JSON.parse(String(init.body)) as { content: string };
      list = list.map((comment) => ({ ...comment, content, updatedAt: new Date().toISOString() }));
      return jsonResponse(list[0]);
    },
  });
}

const suggestions = () =>
  within(screen.getByRole('listbox', { name: 'People to mention' })).getAllByRole('option');
const optionNames = () => suggestions().map((option) => option.firstChild?.textContent);

describe('Mentions in comments', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('suggests on @ the members who can see the task, narrows as one types, and picks by keyboard', async () => {
    const { user, fetchMock } = openTask();
    const box = await screen.findByLabelText('Add a comment', {}, firstLoad);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'Over to @');

    // By name, then those known by phone alone; not the writer, an invitee or someone off the project.
    expect(optionNames()).toEqual(['Cole Contractor', 'Mara Manager', '+1 555 000 9999']);
    expect(screen.getByText('3 people to mention')).toHaveAttribute('role', 'status');
    const [first] = suggestions();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);

    await user.type(box, 'ma');
    expect(optionNames()).toEqual(['Mara Manager']);
    await user.type(box, '{Backspace}{Backspace}');
    await user.keyboard('{ArrowDown}');
    expect(suggestions()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(suggestions()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(box).toHaveValue('Over to @Mara Manager ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'and @co');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Over to @Mara Manager and @Cole Contractor ');
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', commentsPath)[0]?.body).toEqual({
      content: 'Over to @Mara Manager and @Cole Contractor',
      mentions: [manager.id, contractorUser.id],
    });
  });

  it('closes on Escape, picks by click, and sends only the mentions the text still holds', async () => {
    const { user, fetchMock } = openTask();
    const box = await screen.findByLabelText('Add a comment', {}, firstLoad);
    await user.type(box, '@');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Escape closed that @ only: Enter is a new line again, and the next @ suggests anew.
    await user.type(box, 'x{Enter}@');
    expect(screen.getByRole('listbox', { name: 'People to mention' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Cole/ }));
    expect(box).toHaveValue('@x\n@Cole Contractor ');
    await user.type(box, 'thanks');
    // The mention typed over is no mention any more.
    await user.clear(box);
    await user.type(box, 'Cole, thanks');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', commentsPath)[0]?.body).toEqual({ content: 'Cole, thanks' });
  });

  it('shows each mention under the person’s current name, highlighted, and keeps it through an edit', async () => {
    const { user, fetchMock } = openTask([
      makeComment({
        content: 'Over to @Cole Carpenter for the flashing.',
        mentions: [{ id: contractorUser.id, name: 'Cole Contractor', writtenAs: 'Cole Carpenter' }],
      }),
    ]);
    const mine = await screen.findByRole('listitem', { name: signedInUser.name }, firstLoad);
    const mention = within(mine).getByText('@Cole Contractor');
    expect(mention).toHaveClass('text-accent');
    expect(mention.parentElement).toHaveTextContent('Over to @Cole Contractor for the flashing.');

    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByLabelText('Edit comment');
    expect(box).toHaveValue('Over to @Cole Contractor for the flashing.');
    await user.type(box, ' @ma{Enter}');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `${commentsPath}/${ids.commentMine}`)[0]?.body).toEqual({
      content: 'Over to @Cole Contractor for the flashing. @Mara Manager',
      mentions: [contractorUser.id, manager.id],
    });
  });
});
