import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { setDisplayName, signIn } from '../support/sign-in';

describe('notifications and live updates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('one person assigns a task, the other sees it, the bell and the toast without reloading', async () => {
    // Two people, each in a browser of their own.
    const managerContext = await newContext(browser);
    const manager = await managerContext.newPage();
    await signIn(manager, uniquePhoneNumber());
    await setDisplayName(manager, /^\+1 /, 'Mara Manager');
    const builderPhone = uniquePhoneNumber();
    const builderContext = await newContext(browser);
    const builder = await builderContext.newPage();
    await signIn(builder, builderPhone);
    await setDisplayName(builder, /^\+1 /, 'Ben Builder');

    // Setup through the API: a workspace the builder joins, and a project they are on.
    const workspace = await api<{ id: string }>(manager, 'POST', '/api/workspaces', {
      name: 'Cedar Court',
    });
    await api(manager, 'POST', `/api/workspaces/${workspace.id}/invites`, {
      phoneNumber: builderPhone,
      role: 'contractor',
    });
    await api(builder, 'POST', `/api/workspaces/${workspace.id}/join`);
    const project = await api<{ id: string }>(
      manager,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Garage foundation', workspaceId: workspace.id },
    );
    const { user: builderUser } = await api<{ user: { id: string } }>(
      builder,
      'GET',
      '/api/auth/me',
    );
    await api(manager, 'POST', `/api/projects/${project.id}/assignments`, {
      userId: builderUser.id,
      role: 'contractor',
    });
    // The invitation was a notification too; start the journey with none unread.
    await api(builder, 'PUT', '/api/notifications/mark-all-read');

    const tasksUrl = `/workspaces/${workspace.id}/projects/${project.id}/tasks`;
    await builder.goto(tasksUrl);
    await builder.getByText('This project has no tasks yet.').waitFor();
    await builder.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();

    // The manager creates a task for the builder through the form.
    await manager.goto(tasksUrl);
    await manager.getByRole('button', { name: 'Create Task' }).first().click();
    const form = manager.getByRole('dialog', { name: 'Create New Task' });
    await form.getByLabel('Title').fill('Pour the footings');
    await form.getByLabel('Assignee').selectOption({ label: 'Ben Builder' });
    await form.getByRole('button', { name: 'Create Task' }).click();
    await manager.getByText('Task created successfully').first().waitFor();

    // The builder's open page shows the task, the toast and the bell's count, unreloaded.
    const navigations: string[] = [];
    builder.on('framenavigated', (frame) => navigations.push(frame.url()));
    const toastText = 'Mara Manager assigned you "Pour the footings" in "Garage foundation"';
    await builder.getByText(toastText).waitFor();
    await builder.getByRole('article', { name: 'Pour the footings' }).waitFor();
    const bell = builder.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    expect(await bell.textContent()).toBe('1');
    expect(navigations).toEqual([]);
    await screenshot(builder, 'notifications-live-task-desktop');
    await expectAccessible(builder, 'project tasks with the new task and its toast');

    // The bell leads to the notifications page: totals, the row, Mark All Read.
    await bell.click();
    await builder.waitForURL(`**/workspaces/${workspace.id}/notifications`);
    await builder.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const row = builder.getByRole('listitem', { name: 'Task assigned' });
    await row.getByText(toastText).waitFor();
    await row.getByText('Just now').waitFor();
    const totals = builder.getByRole('region', { name: 'Totals' });
    expect(await totals.textContent()).toMatch(/Total2.*Unread1/);
    await builder.getByRole('link', { name: 'Cedar Court' }).waitFor();
    await checkBothWidths(builder, 'notifications-page');

    await builder.getByRole('button', { name: 'Mark All Read' }).click();
    await builder.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
    await builder.getByRole('button', { name: 'Mark All Read' }).waitFor({ state: 'detached' });
    expect(await totals.textContent()).toMatch(/Unread0/);
    await row.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    await builder.getByRole('tab', { name: 'Unread' }).click();
    await builder.getByText('No unread notifications').waitFor();
    await checkBothWidths(builder, 'notifications-all-read');

    // The workspace's Notifications tab leads to the task.
    await builder.goto(`/workspaces/${workspace.id}?tab=notifications`);
    await builder.getByRole('tab', { name: 'Notifications', exact: true }).waitFor();
    const tabRow = builder.getByRole('listitem', { name: 'Task assigned' });
    await checkBothWidths(builder, 'workspace-notifications-tab');
    await tabRow.getByRole('link', { name: 'Task assigned' }).click();
    await builder.getByRole('heading', { level: 1, name: 'Pour the footings' }).waitFor();

    // A change by someone else reaches the open task page too.
    await api(manager, 'PUT', `/api/tasks/${new URL(builder.url()).pathname.split('/').at(-1)}`, {
      title: 'Pour the garage footings',
    });
    await builder.getByRole('heading', { level: 1, name: 'Pour the garage footings' }).waitFor();

    await managerContext.close();
    await builderContext.close();
  });
});
