import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { api } from '../support/api';
import { expectNoSidewaysScroll } from '../support/both-widths';
import { launchBrowser, newContext, screenshot, uniquePhoneNumber } from '../support/browser';
import { storedText } from '../support/browser-storage';
import { signIn } from '../support/sign-in';

const narrowPhone = { width: 360, height: 780 };
const TASK_TITLE = 'Brace the scaffold on level three';
const COMMENT = 'Check every tie before the Friday pour';

/** The local times, to the minute, from `since` until now, as the page formats them. */
function minutesSince(page: Page, since: number): Promise<string[]> {
  return page.evaluate((start) => {
    const format = new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const times = new Set<string>();
    for (let at = start - 60_000; at <= Date.now() + 60_000; at += 30_000) {
      times.add(format.format(at));
    }
    return [...times];
  }, since);
}

describe('reading offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens the task and the list seen before with no connection, and forgets them at logout', async () => {
    const context = await newContext(browser, narrowPhone);
    const page = await context.newPage();
    await signIn(page, uniquePhoneNumber());
    const workspace = await api<{ id: string }>(page, 'POST', '/api/workspaces', {
      name: 'Harbour Street Site',
    });
    const project = await api<{ id: string }>(
      page,
      'POST',
      `/api/projects?workspaceId=${workspace.id}`,
      { name: 'East wing frame', workspaceId: workspace.id },
    );
    const task = await api<{ id: string }>(page, 'POST', `/api/tasks?workspaceId=${workspace.id}`, {
      title: TASK_TITLE,
      projectId: project.id,
    });
    await api(page, 'POST', `/api/tasks/${task.id}/comments?workspaceId=${workspace.id}`, {
      content: COMMENT,
    });

    // Seen with a connection: the project's list, then the task with its comment.
    const listUrl = `/workspaces/${workspace.id}/projects/${project.id}/tasks`;
    const taskUrl = `${listUrl}/${task.id}`;
    const seenFrom = await page.evaluate(() => Date.now());
    await page.goto(listUrl);
    await page.getByText(TASK_TITLE).first().waitFor();
    await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain(TASK_TITLE);
    await page.goto(taskUrl);
    await page.getByRole('heading', { level: 1, name: TASK_TITLE }).waitFor();
    await page.getByText(COMMENT).first().waitFor();
    // The installed app: its service worker holds the app's files, the offline copy the answers.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => storedText(page), { timeout: 10_000 }).toContain(COMMENT);

    // No connection at all, and the task page reloaded: it reads what was kept.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TASK_TITLE }).waitFor();
    await page.getByText(COMMENT).first().waitFor();
    const banner = page.getByRole('status').filter({ hasText: "You're offline." });
    await banner.waitFor();
    const freshness = await banner.getByText(/^Offline — showing what you saw at /).textContent();
    expect(await minutesSince(page, seenFrom)).toContain(freshness?.replace(/^.* at /, ''));
    const box = await banner.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= narrowPhone.width).toBe(true);
    await expectNoSidewaysScroll(page, 'offline task page at 360 px');
    expect(new URL(page.url()).pathname).toBe(taskUrl);

    // The list, reloaded with no connection too.
    await page.goto(listUrl);
    await page.getByText(TASK_TITLE).first().waitFor();
    await banner.getByText(/^Offline — showing what you saw at \d\d:\d\d$/).waitFor();
    await screenshot(page, 'offline-task-list-360');
    await expectAccessible(page, 'task list read offline');

    // Back online, the person signs out: nothing of the workspace stays in the browser.
    await context.setOffline(false);
    // Logout ends by loading /login afresh.
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Logout' }).click();
    await loaded;
    await page.getByRole('heading', { name: 'Groundwork Venture Builder' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const kept = await storedText(page, { everywhere: true });
    for (const text of [TASK_TITLE, COMMENT, 'East wing frame', 'Harbour Street Site']) {
      expect(kept).not.toContain(text);
    }
    await context.close();
  });
});
