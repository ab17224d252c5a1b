import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { signIn } from '../support/sign-in';

describe('mentions in comments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('one member mentions another in a comment; the other finds it in their notifications', async () => {
    const managerContext = await newContext(browser);
    const manager = await managerContext.newPage();
    await signIn(manager, uniquePhoneNumber(), { name: 'Mara Manager' });
    const builderPhone = uniquePhoneNumber();
    const builderContext = await newContext(browser);
    const builder = await builderContext.newPage();
    await signIn(builder, builderPhone, { name: 'Ben Builder' });

    // Setup through the API: a workspace the builder joins, a project they are on, a task.
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
    const task = await api<{ id: string }>(
      manager,
      'POST',
      `/api/tasks?workspaceId=${workspace.id}`,
      {
        title: 'Pour the footings',
        projectId: project.id,
      },
    );
    // The invitation was a notification too; start with none unread.
    await api(builder, 'PUT', '/api/notifications/mark-all-read');
    await builder.goto(`/workspaces/${workspace.id}/notifications`);
    await builder.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();

    // The manager mentions the builder, picking them from the suggestions by keyboard.
    await manager.goto(`/workspaces/${workspace.id}/projects/${project.id}/tasks/${task.id}`);
    const box = manager.getByLabel('Add a comment');
    await box.click();
    await box.pressSequentially('Forms are set. @be');
    const suggestions = manager.getByRole('listbox', { name: 'People to mention' });
    await suggestions.getByRole('option', { name: /Ben Builder/ }).waitFor();
    await screenshot(manager, 'mentions-suggestions-desktop');
    await expectAccessible(manager, 'task page with mention suggestions open');
    await box.press('Enter');
    await box.pressSequentially('please check before the pour.');
    expect(await box.inputValue()).toBe(
      'Forms are set. @Ben Builder please check before the pour.',
    );
    await manager.getByRole('button', { name: 'Post Comment' }).click();
    await manager.getByText('Comment added successfully').first().waitFor();
    const comments = manager.getByRole('list', { name: 'Comments' });
    await comments.getByText('@Ben Builder').waitFor();

    // The builder's open notifications page shows the mention, unreloaded, and leads to the task.
    const mention = builder.getByRole('listitem', { name: 'New mention' });
    await mention
      .getByText('Mara Manager mentioned you in a comment on "Pour the footings"')
      .waitFor();
    await builder.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await screenshot(builder, 'mentions-notification-desktop');
    // The workspace's Notifications tab leads to the task, where the comment names them.
    await builder.goto(`/workspaces/${workspace.id}?tab=notifications`);
    await builder
      .getByRole('listitem', { name: 'New mention' })
      .getByRole('link', { name: 'New mention' })
      .click();
    await builder.getByRole('heading', { level: 1, name: 'Pour the footings' }).waitFor();
    await builder.getByRole('list', { name: 'Comments' }).getByText('@Ben Builder').waitFor();

    await managerContext.close();
    await builderContext.close();
  });
});
