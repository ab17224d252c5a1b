import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api } from '../support/api';
import { checkBothWidths } from '../support/both-widths';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { setDisplayName, signIn } from '../support/sign-in';

// The narrowest phone the app is laid out for.
const narrowPhone = { width: 360, height: 780 };

describe('activity history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("one person moves a task, the other sees it in the task's and the project's Activity", async () => {
    // Two people, each in a browser of their own.
    const ownerContext = await newContext(browser);
    const owner = await ownerContext.newPage();
    await signIn(owner, uniquePhoneNumber());
    await setDisplayName(owner, /^\+1 /, 'Olga Owner');
    const plannerPhone = uniquePhoneNumber();
    const plannerContext = await newContext(browser);
    const planner = await plannerContext.newPage();
    await signIn(planner, plannerPhone);
    await setDisplayName(planner, /^\+1 /, 'Pete Planner');

    // Setup through the API: a workspace both are in, a project and a task in it.
    const workspace = await api<{ id: string }>(owner, 'POST', '/api/workspaces', {
      name: 'Linden Row',
    });
    await api(owner, 'POST', `/api/workspaces/${workspace.id}/invites`, {
      phoneNumber: plannerPhone,
      role: 'project_manager',
    });
    await api(planner, 'POST', `/api/workspaces/${workspace.id}/join`);
    const project = await api<{ id: string }>(
      owner,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'Kitchen refit', workspaceId: workspace.id },
    );
    const task = await api<{ id: string }>(
      owner,
      'POST',
      `/api/tasks?workspaceId=${workspace.id}`,
      {
        title: 'Order the worktops',
        projectId: project.id,
      },
    );

    // The owner's task page ends with its history: so far, its creation.
    const projectUrl = `/workspaces/${workspace.id}/projects/${project.id}`;
    await owner.goto(`${projectUrl}/tasks/${task.id}`);
    await owner.getByRole('heading', { level: 1, name: 'Order the worktops' }).waitFor();
    const activity = owner.getByRole('region', { name: 'Activity' });
    await activity.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    const lines = activity.getByRole('list', { name: 'Task activity' }).getByRole('listitem');
    await lines.filter({ hasText: 'Olga Owner created the task' }).waitFor();

    // The planner moves the task; the owner's open page shows it, unreloaded, on top.
    const navigations: string[] = [];
    owner.on('framenavigated', (frame) => navigations.push(frame.url()));
    await api(planner, 'PUT', `/api/tasks/${task.id}`, { status: 'in_progress' });
    const moved = lines.filter({ hasText: 'Pete Planner moved status from To Do to In Progress' });
    await moved.waitFor();
    expect(await lines.first().textContent()).toMatch(
      /^Pete Planner moved status from To Do to In Progress · (Just now|\dm ago)$/,
    );
    expect(await moved.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(navigations).toEqual([]);
    await checkBothWidths(owner, 'task-activity');

    // At 360 px the lines wrap rather than scroll sideways.
    await owner.setViewportSize(narrowPhone);
    await activity.scrollIntoViewIfNeeded();
    await activity.screenshot({ path: screenshotPath('task-activity-section-360') });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      narrowPhone.width,
    );
    await owner.setViewportSize({ width: 1280, height: 800 });
    await activity.screenshot({ path: screenshotPath('task-activity-section-desktop') });

    // The project's history names the task.
    await owner.goto(projectUrl);
    await owner.getByRole('heading', { level: 1, name: 'Kitchen refit' }).waitFor();
    await owner
      .getByRole('region', { name: 'Activity' })
      .getByRole('list', { name: 'Project activity' })
      .getByRole('listitem')
      .filter({ hasText: 'Pete Planner moved Order the worktops from To Do to In Progress' })
      .waitFor();
    await screenshot(owner, 'project-activity-desktop');

    // The workspace feed, narrowed to what the planner did.
    await owner.goto(`/workspaces/${workspace.id}?tab=activity`);
    const feed = owner.getByRole('list', { name: 'Workspace activity' }).getByRole('listitem');
    await feed.filter({ hasText: 'Olga Owner created Kitchen refit' }).waitFor();
    await owner.getByLabel('Person').selectOption({ label: 'Pete Planner' });
    await feed
      .filter({ hasText: 'Pete Planner moved Order the worktops from To Do to In Progress' })
      .waitFor();
    await expect.poll(() => feed.filter({ hasText: 'Olga Owner' }).count()).toBe(0);
    await checkBothWidths(owner, 'workspace-activity');

    await ownerContext.close();
    await plannerContext.close();
  });
});

function screenshotPath(name: string): string {
  return new URL(`../artifacts/${name}.png`, import.meta.url).pathname;
}
