import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectVisibleFocusRings } from '../support/accessibility';
import { launchBrowser, newContext, uniquePhoneNumber } from '../support/browser';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import { setDisplayName, signIn } from '../support/sign-in';

/** Drags a board card by its grip onto a column with the mouse, in small steps. */
async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

describe('tasks and comments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates, filters, moves on the board, edits, comments on and deletes a task', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());
    await setDisplayName(page, /^\+1 /, 'Tia Manager');

    // Setup through the API: a workspace and a project in it.
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Birch Lane Build',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Roof replacement', workspaceId: workspace.id },
    );
    const tasksUrl = `/workspaces/${workspace.id}/projects/${project.id}/tasks`;
    await page.goto(tasksUrl);
    await page.getByRole('heading', { level: 1, name: 'Roof replacement Tasks' }).waitFor();
    await page.getByText('This project has no tasks yet.').waitFor();
    await checkBothWidths(page, 'tasks-empty');

    // The form refuses a blank title and an amount below zero, then creates the task.
    await page.getByRole('button', { name: 'Create Task' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create New Task' });
    await form.getByLabel('Amount').fill('-3');
    await form.getByRole('button', { name: 'Create Task' }).click();
    await form.getByText('Please fix the following errors:').waitFor();
    await form.getByRole('listitem').filter({ hasText: 'Title is required' }).waitFor();
    await form.getByRole('listitem').filter({ hasText: 'Amount must be positive' }).waitFor();
    await page.getByText('Please check your input and try again.').waitFor();
    await checkBothWidths(page, 'task-form-errors');
    await form.getByLabel('Title').fill('Order shingles');
    await form.getByLabel('Description').fill('Forty bundles of architectural shingles, charcoal.');
    await form.getByLabel('Priority').selectOption('high');
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await form.getByLabel('Due Date').fill(inThreeDays.toISOString().slice(0, 10));
    await form.getByLabel('Amount').fill('1250');
    await form.getByLabel('Transaction Type').fill('Material');
    await form.getByLabel('Assignee').selectOption({ label: 'Tia Manager' });
    await form.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Task created successfully').first().waitFor();
    const card = page.getByRole('article', { name: 'Order shingles' });
    await card.getByText('$1,250').waitFor();

    // A second, low-priority task, to filter against.
    await page.getByRole('button', { name: 'Create Task' }).first().click();
    await form.getByLabel('Title').fill('Hire roofer');
    await form.getByLabel('Priority').selectOption('low');
    await form.getByRole('button', { name: 'Create Task' }).click();
    await page.getByRole('article', { name: 'Hire roofer' }).waitFor();
    await page
      .getByRole('region', { name: 'Task metrics' })
      .getByText('2', { exact: true })
      .waitFor();
    await checkBothWidths(page, 'tasks-grid');

    // Filters live in the URL: they survive a reload and come off with their chip.
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Priority').selectOption('high');
    await page.getByRole('article', { name: 'Hire roofer' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('priority')).toBe('high');
    await page.reload();
    await filters.getByRole('listitem').filter({ hasText: 'Priority: High' }).waitFor();
    await card.waitFor();
    expect(await page.getByRole('article', { name: 'Hire roofer' }).count()).toBe(0);
    await checkBothWidths(page, 'tasks-filtered');
    await filters.getByRole('button', { name: 'Remove filter Priority: High' }).click();
    await page.getByRole('article', { name: 'Hire roofer' }).waitFor();

    // The board: a mouse drag and a keyboard move change the status at once.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    await column('To Do').getByRole('article', { name: 'Order shingles' }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('board');
    await dragTo(
      page,
      page.getByRole('button', { name: 'Move Order shingles' }),
      column('In Progress'),
    );
    await column('In Progress').getByRole('article', { name: 'Order shingles' }).waitFor();
    await page.getByText('Task updated successfully').first().waitFor();
    await page.getByRole('button', { name: 'Move Hire roofer' }).focus();
    // Each step waits for the board's spoken announcement, as a screen reader user would.
    const announced = (text: string | RegExp) =>
      page.getByText(text).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await announced(/^(Picked up Hire roofer\.|Hire roofer is over To Do\.)$/);
    // dnd-kit listens for the arrow keys from a timer started at pickup, which a busy machine
    // may run after the announcement; a person does not press within that moment either.
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowRight');
    await announced('Hire roofer is over In Progress.');
    await page.keyboard.press('ArrowRight');
    await announced('Hire roofer is over Complete.');
    await page.keyboard.press('Space');
    await column('Complete').getByRole('article', { name: 'Hire roofer' }).waitFor();
    await page.reload();
    await column('Complete').getByRole('article', { name: 'Hire roofer' }).waitFor();
    await column('In Progress').getByRole('article', { name: 'Order shingles' }).waitFor();
    await checkBothWidths(page, 'tasks-board');
    await expectVisibleFocusRings(page, 'tasks-board');

    // The workspace's tasks, across its projects, with the project filter.
    await page.goto(`/workspaces/${workspace.id}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page
      .getByRole('article', { name: 'Hire roofer' })
      .getByText('Roof replacement')
      .waitFor();
    await filters.getByLabel('Project').selectOption({ label: 'Roof replacement' });
    await filters.getByRole('listitem').filter({ hasText: 'Project: Roof replacement' }).waitFor();
    await checkBothWidths(page, 'workspace-tasks');
    await page.goto(`${tasksUrl}?view=board`);

    // Edit from the card.
    await column('In Progress')
      .getByRole('article', { name: 'Order shingles' })
      .getByRole('button', { name: 'Edit task' })
      .click();
    const editForm = page.getByRole('dialog', { name: 'Edit Task' });
    await editForm.getByLabel('Title').fill('Order charcoal shingles');
    await checkBothWidths(page, 'task-edit-form');
    await editForm.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Task updated successfully').first().waitFor();
    const edited = page.getByRole('article', { name: 'Order charcoal shingles' });
    await edited.waitFor();

    // The detail page, and a comment written, edited and deleted.
    await edited.getByRole('link', { name: 'Order charcoal shingles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order charcoal shingles' }).waitFor();
    await page.getByText('Forty bundles of architectural shingles, charcoal.').waitFor();
    await page.getByText('No comments yet').waitFor();
    const commentBox = page.getByLabel('Add a comment');
    await commentBox.fill('Supplier confirmed delivery for Tuesday morning.');
    await page.getByText('48/1000').waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment added successfully').waitFor();
    const comment = page.getByRole('listitem', { name: 'Tia Manager' });
    await comment.getByText('Just now').waitFor();
    await checkBothWidths(page, 'task-detail');
    await comment.getByRole('button', { name: 'Edit' }).click();
    await comment.getByLabel('Edit comment').fill('Supplier confirmed delivery for Wednesday.');
    await comment.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Comment updated successfully').waitFor();
    await comment.getByText('(edited)').waitFor();
    await comment.getByRole('button', { name: 'Delete' }).click();
    const deleteComment = page.getByRole('dialog', { name: 'Delete Comment' });
    await deleteComment
      .getByText('Are you sure you want to delete this comment? This action cannot be undone.')
      .waitFor();
    await checkBothWidths(page, 'comment-delete-confirmation');
    await deleteComment.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Comment deleted successfully').waitFor();
    await page.getByText('No comments yet').waitFor();

    // Delete the task, from its page, back to the list without it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleteTask = page.getByRole('dialog', { name: 'Delete Task' });
    await deleteTask
      .getByText(
        'Are you sure you want to delete the task "Order charcoal shingles"? This action cannot be undone.',
      )
      .waitFor();
    await deleteTask.getByRole('button', { name: 'Delete Task' }).click();
    await page.getByText('Task deleted successfully').waitFor();
    await page.waitForURL(`**${tasksUrl}`);
    await page.getByRole('article', { name: 'Hire roofer' }).waitFor();
    expect(await page.getByRole('article', { name: 'Order charcoal shingles' }).count()).toBe(0);

    // A task that does not exist, and ids that are not ids.
    await page.goto(`${tasksUrl}/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Task Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Tasks' }).waitFor();
    await page.goto('/workspaces/nope/projects/nope/tasks');
    await page.getByText('Invalid workspace or project ID').waitFor();
    await page.getByRole('link', { name: 'Back to Workspaces' }).waitFor();

    await context.close();
  });
});
